/**
 * Measures, in the page, whether labels fit their boxes (tests/e2e/languageFit.journey.test.ts):
 * a label whose text is cut (wider than its box with the overflow hidden) and a label broken
 * inside a word (a line that starts between two letters of a Latin word or of a katakana word,
 * "プラットフォー/ム").
 */
import type { Page } from 'playwright-core';

export interface LabelProblem {
  text: string;
  problem: 'cut' | 'broken';
}

/** Checks the elements `selector` finds (their text as shown). */
export function labelProblems(page: Page, selector: string): Promise<LabelProblem[]> {
  return page.evaluate((selector) => {
    const found: { text: string; problem: 'cut' | 'broken' }[] = [];
    const inWord = (a: string, b: string) =>
      (/[A-Za-zÀ-ÿ]/.test(a) && /[A-Za-zÀ-ÿ]/.test(b)) || (/[\u30a1-\u30fa\u30fc]/.test(a) && /[\u30a1-\u30fc]/.test(b));
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const text = (element.innerText ?? '').trim();
      if (!text || element.getClientRects().length === 0) continue;
      // Cut: some descendant clips its text, or the label spills out of its own box (a clipping
      // ancestor then hides the rest).
      for (const box of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(box);
        const clips = box === element || style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && box.scrollWidth > box.clientWidth + 1 && (box.innerText ?? '').trim()) {
          found.push({ text, problem: 'cut' });
          break;
        }
      }
      // Broken: a line starts inside a word.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let previous: { char: string; top: number } | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let i = 0; i < value.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const char = value[i]!;
          if (previous && rect.top > previous.top + rect.height / 2 && inWord(previous.char, char)) {
            found.push({ text, problem: 'broken' });
          }
          previous = { char, top: rect.top };
        }
      }
    }
    return found;
  }, selector);
}

/** The texts of the elements `selector` finds whose boxes overlap another's (chart axis labels). */
export function overlappingLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const boxes = [...document.querySelectorAll<SVGGraphicsElement | HTMLElement>(selector)]
      .map((element) => ({ text: (element.textContent ?? '').trim(), rect: element.getBoundingClientRect() }))
      .filter(({ text, rect }) => text !== '' && rect.width > 0);
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    return boxes
      .filter((box, i) => boxes.some((other, j) => i !== j && overlaps(box.rect, other.rect)))
      .map(({ text }) => text);
  }, selector);
}
