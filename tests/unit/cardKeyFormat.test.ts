/**
 * The card key format (docs/cardKeys.md): the alphabet, the shown form, what a typed key may look
 * like, and the masked form.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_GOODS_KINDS,
  CARD_GROUP_STATUSES,
  CARD_KEY_ALPHABET,
  CARD_KEY_GROUP_LENGTH,
  CARD_KEY_GROUPS,
  CARD_KEY_LENGTH,
  CARD_KEY_STATUSES,
  cardKeyExpiresAt,
  cardKeyLast4,
  formatCardKey,
  isCardGoodsKind,
  isCardGroupStatus,
  isCardKey,
  isCardKeyStatus,
  maskCardKey,
  normalizeCardKey,
} from '../../contracts/cardKeyKinds.js';

const RAW = '23456789ABCDEFGH';
const SHOWN = '2345-6789-ABCD-EFGH';

describe('card key alphabet', () => {
  it('has 32 distinct symbols, none of them misreadable, so 16 symbols are 80 bits', () => {
    const symbols = [...CARD_KEY_ALPHABET];
    expect(symbols).toHaveLength(32);
    expect(new Set(symbols).size).toBe(32);
    for (const ambiguous of ['0', 'O', '1', 'I']) expect(CARD_KEY_ALPHABET).not.toContain(ambiguous);
    expect(symbols.every((c) => /^[2-9A-Z]$/.test(c))).toBe(true);
    // Every digit and upper-case letter but those four: dropping L as well would leave 31.
    const candidates = [...'23456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => !'0O1I'.includes(c));
    expect(symbols.sort()).toEqual(candidates.sort());
    expect([CARD_KEY_GROUPS, CARD_KEY_GROUP_LENGTH, CARD_KEY_LENGTH]).toEqual([4, 4, 16]);
    expect(CARD_KEY_LENGTH * Math.log2(symbols.length)).toBe(80);
  });
});

describe('card key format', () => {
  it('shows 16 symbols as four groups of four, and reads them back', () => {
    expect(formatCardKey(RAW)).toBe(SHOWN);
    expect(isCardKey(SHOWN)).toBe(true);
    expect(normalizeCardKey(SHOWN)).toBe(RAW);
    const everySymbol = CARD_KEY_ALPHABET.slice(16);
    expect(normalizeCardKey(formatCardKey(everySymbol))).toBe(everySymbol);
  });

  it('refuses to show anything but 16 alphabet symbols', () => {
    for (const bad of ['', RAW.slice(1), `${RAW}2`, 'O3456789ABCDEFGH', '23456789abcdefgh', SHOWN]) {
      expect(() => formatCardKey(bad), bad).toThrow(RangeError);
    }
  });

  it('recognises only the shown form as a key', () => {
    for (const bad of [RAW, SHOWN.toLowerCase(), '2345 6789 ABCD EFGH', '2345-6789-ABCD-EFG', '2345-6789-ABCD-EFGH-', '2345-6789-ABCD-EFG0', 42, null]) {
      expect(isCardKey(bad), String(bad)).toBe(false);
    }
  });

  it('accepts a typed key with lower case, spaces and dashes of any kind', () => {
    for (const typed of [
      '2345-6789-abcd-efgh',
      ' 2345 6789 ABCD EFGH ',
      '23456789abcdEFGH',
      '2345\u20136789\u2014ABCD\u2212EFGH',
      '2345\u00a06789\tABCD\nEFGH',
    ]) {
      expect(normalizeCardKey(typed), JSON.stringify(typed)).toBe(RAW);
    }
    // L is a symbol, so a typed l is one too.
    expect(normalizeCardKey('2345-6789-ABCD-EFGl')).toBe('23456789ABCDEFGL');
  });

  it('rejects a wrong length and every character outside the alphabet, look-alikes included', () => {
    const bad = [
      '',
      '2345-6789-ABCD-EFG',
      '2345-6789-ABCD-EFGHJ',
      // The ambiguous ones are not guessed at: O is not 0, and neither is in the alphabet.
      '2345-6789-ABCD-EFG0',
      '2345-6789-ABCD-EFGO',
      '2345-6789-ABCD-EFG1',
      '2345-6789-ABCD-EFGI',
      '2345-6789-ABCD-EFGi',
      '2345-6789-ABCD-EFGo',
      '2345_6789_ABCD_EFGH',
      '2345.6789.ABCD.EFGH',
      // Cyrillic А, Greek Β, full-width Ｃ, a zero-width space, a ligature upper-casing to FF.
      '2345-6789-\u0410BCD-EFGH',
      '2345-6789-A\u0392CD-EFGH',
      '2345-6789-AB\uff23D-EFGH',
      '2345-6789-ABCD-EFGH\u200b',
      '2345-6789-ABCD-EFGH'.replace('EF', '\ufb00'),
      '2345-6789-ABCD-E\u00dfH',
    ];
    for (const typed of bad) expect(normalizeCardKey(typed), JSON.stringify(typed)).toBeNull();
  });

  it('masks a key, or its stored last 4, keeping only the last 4 symbols', () => {
    expect(maskCardKey(SHOWN)).toBe('\u2022\u2022\u2022\u2022-\u2022\u2022\u2022\u2022-\u2022\u2022\u2022\u2022-EFGH');
    expect(maskCardKey(RAW)).toBe(maskCardKey(SHOWN));
    expect(maskCardKey('2345 6789 abcd efgh')).toBe(maskCardKey(SHOWN));
    expect(maskCardKey(cardKeyLast4(SHOWN))).toBe(maskCardKey(SHOWN));
    expect(cardKeyLast4('2345-6789-abcd-efgh')).toBe('EFGH');
    expect(maskCardKey(SHOWN)).not.toContain('ABCD');
    for (const bad of ['', 'efgh', 'EFG0', 'EFGHJ', '2345-6789-ABCD-EFG0']) {
      expect(() => maskCardKey(bad), bad).toThrow(RangeError);
    }
  });
});

describe('card key kinds', () => {
  it('guards the stored statuses and goods kinds', () => {
    expect(CARD_KEY_STATUSES.every(isCardKeyStatus)).toBe(true);
    expect(CARD_GROUP_STATUSES.every(isCardGroupStatus)).toBe(true);
    expect(CARD_GOODS_KINDS.every(isCardGoodsKind)).toBe(true);
    for (const bad of ['Unused', 'enabled', 'used', '', 1, null]) expect(isCardKeyStatus(bad), String(bad)).toBe(false);
    expect(isCardGroupStatus('unused')).toBe(false);
    expect(isCardGoodsKind('VIP')).toBe(false);
  });

  it('counts validDay whole days from the redemption, from ms or ISO', () => {
    const at = Date.UTC(2026, 1, 27, 23, 30);
    expect(cardKeyExpiresAt(at, 2)).toBe(Date.UTC(2026, 2, 1, 23, 30));
    expect(cardKeyExpiresAt(new Date(at).toISOString(), 2)).toBe(Date.UTC(2026, 2, 1, 23, 30));
    expect(cardKeyExpiresAt('not a time', 2)).toBeNaN();
  });
});
