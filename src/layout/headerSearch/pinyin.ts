/**
 * The pinyin reader of the header search. Imported only dynamically (HeaderSearch loads it when
 * the language is zh and the pinyin setting is on), so tiny-pinyin sits in its own chunk and
 * never in the login page's. tiny-pinyin reads Chinese through the browser's Intl collation
 * (Node has it too); where that is missing, isSupported() is false and the reader keeps the text.
 */
import TinyPinyin from 'tiny-pinyin';
import type { PinyinReading } from './searchRoutes';

const HANZI = 2;

export function toPinyin(text: string): PinyinReading {
  if (!TinyPinyin.isSupported()) {
    const bare = text.toLowerCase().replace(/\s+/g, '');
    return { full: bare, initials: bare };
  }
  let full = '';
  let initials = '';
  for (const token of TinyPinyin.parse(text)) {
    if (/\s/.test(token.source)) continue;
    if (token.type === HANZI) {
      const syllable = token.target.toLowerCase();
      full += syllable;
      initials += syllable.charAt(0);
    } else {
      const other = token.source.toLowerCase();
      full += other;
      initials += other;
    }
  }
  return { full, initials };
}
