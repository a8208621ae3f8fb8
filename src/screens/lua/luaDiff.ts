/**
 * Two versions of the Lua code line by line, as the comparison dialog shows them: each line added,
 * removed or the same, with its number in the old and the new text; long runs of unchanged lines
 * are folded to a few lines of context around each change. The `diff` package (diffLines) is
 * loaded only when a comparison is asked for, so it stays out of the first page.
 */
import type { ChangeObject } from 'diff';

export type LineChange = 'added' | 'removed' | 'same';

export interface DiffLine {
  change: LineChange;
  /** The line's number in the active (old) version; null for an added line. */
  oldNumber: number | null;
  /** Its number in the compared (new) version; null for a removed line. */
  newNumber: number | null;
  text: string;
}

export type DiffRow = DiffLine | { change: 'folded'; count: number; first: number };

export interface LineDiff {
  identical: boolean;
  added: number;
  removed: number;
  rows: DiffRow[];
}

/** Unchanged lines kept on each side of a change. */
export const CONTEXT_LINES = 3;
/** A comparison longer than this is cut (a whole 2 MB file rewritten would be too many rows to read). */
export const MAX_ROWS = 2000;
/** diffLines gives up after this long (very different texts): the comparison then fails. */
const DIFF_TIMEOUT_MS = 10_000;

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/** Numbered lines of `changes` (diffLines' answer), unchanged runs folded to `context` lines around changes. */
export function rowsOf(changes: readonly ChangeObject<string>[], context = CONTEXT_LINES): Omit<LineDiff, 'identical'> {
  const lines: DiffLine[] = [];
  let oldNumber = 1;
  let newNumber = 1;
  for (const part of changes) {
    for (const text of linesOf(part.value)) {
      if (part.added) lines.push({ change: 'added', oldNumber: null, newNumber: newNumber++, text });
      else if (part.removed) lines.push({ change: 'removed', oldNumber: oldNumber++, newNumber: null, text });
      else lines.push({ change: 'same', oldNumber: oldNumber++, newNumber: newNumber++, text });
    }
  }
  const shown = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.change === 'same') return;
    for (let near = Math.max(0, index - context); near <= Math.min(lines.length - 1, index + context); near++) shown[near] = true;
  });
  const rows: DiffRow[] = [];
  for (let index = 0; index < lines.length; ) {
    if (shown[index]) {
      rows.push(lines[index]!);
      index++;
      continue;
    }
    const first = index;
    while (index < lines.length && !shown[index]) index++;
    rows.push({ change: 'folded', count: index - first, first: lines[first]!.newNumber ?? first + 1 });
  }
  return {
    added: lines.filter((line) => line.change === 'added').length,
    removed: lines.filter((line) => line.change === 'removed').length,
    rows,
  };
}

/** The comparison of `oldText` (the active version) with `newText`; rejects when it takes too long. */
export async function lineDiffOf(oldText: string, newText: string): Promise<LineDiff> {
  if (oldText === newText) return { identical: true, added: 0, removed: 0, rows: [] };
  const { diffLines } = await import('diff');
  // Computed in slices (the callback form), so the page stays responsive on a large file.
  const changes = await new Promise<ChangeObject<string>[] | undefined>((resolve) =>
    diffLines(oldText, newText, { timeout: DIFF_TIMEOUT_MS, callback: resolve }),
  );
  if (!changes) throw new Error('The comparison took too long');
  return { identical: false, ...rowsOf(changes) };
}
