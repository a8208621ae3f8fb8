/** Property tests (fast-check) of the shared validators: money, http(s) URLs, time ranges, the split rule, CSV cells. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOPERATE_UNIT_MAX_CENTS, addCooperateForm } from '../../contracts/cooperate.js';
import { httpUrl, isHttpUrl, plainText, timeRangeProblems } from '../../contracts/fields.js';
import { MONEY_MAX_CENTS, formatMoney, isMoney, moneyField, parseMoney } from '../../contracts/money.js';
import { csvCell } from '../../server/resource/csv.js';

const cents = fc.integer({ min: 0, max: MONEY_MAX_CENTS });

describe('money', () => {
  it('formats and parses every amount exactly', () => {
    fc.assert(fc.property(cents, (c) => parseMoney(formatMoney(c)) === c && isMoney(formatMoney(c))));
  });

  it('accepts any whole part with 0, 1 or 2 decimals and reads it exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.option(fc.stringMatching(/^\d{1,2}$/), { nil: undefined }), (whole, fraction) => {
        const text = fraction === undefined ? String(whole) : `${whole}.${fraction}`;
        expect(moneyField.safeParse(text).success).toBe(true);
        expect(parseMoney(text)).toBe(whole * 100 + Number((fraction ?? '').padEnd(2, '0')));
      }),
    );
  });

  it('refuses negatives, three decimals, exponents, leading zeros and non-numbers', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => !isMoney(`-${n}`) && !isMoney(`${n}.123`) && !isMoney(`${n}e2`) && !isMoney(`0${n}`)));
    fc.assert(fc.property(fc.string(), (s) => !isMoney(s) || /^\d+(\.\d{1,2})?$/.test(s)));
    for (const text of ['', ' ', '.5', '5.', '1,000', 'NaN', 'Infinity', '0x10', '１２']) expect(isMoney(text), text).toBe(false);
  });

  it('never loses a cent where floats would (0.1 + 0.2)', () => {
    expect(parseMoney('0.1') + parseMoney('0.2')).toBe(parseMoney('0.3'));
  });
});

describe('partner split rule', () => {
  it('accepts exactly the pairs whose sum is within the unit maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (p, a) => {
        const result = addCooperateForm.safeParse({ cooperateName: 'P', cooperatePackage: 'com.p.q', platformMoney: formatMoney(p), authorMoney: formatMoney(a) });
        return result.success === p + a <= COOPERATE_UNIT_MAX_CENTS;
      }),
    );
  });
});

describe('http(s) URLs', () => {
  it('accepts generated http and https URLs', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true }), (url) => {
      fc.pre(!/[<>"'`\\\s]/.test(url) && new URL(url).hostname.length > 0);
      return isHttpUrl(url) && httpUrl.safeParse(url).success;
    }));
  });

  it('refuses control characters anywhere, which the URL parser would quietly accept', () => {
    for (const url of ['https://example.com/\u0000', 'https://example.com/a\u001bb', 'https://example.com/\u007f', 'https://example.com/\u0085']) {
      expect(isHttpUrl(url), JSON.stringify(url)).toBe(false);
      expect(httpUrl.safeParse(url).success).toBe(false);
    }
  });

  it('refuses other schemes, relative URLs, credentials and markup', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => !isHttpUrl(url.replace(/^https?:/, 'javascript:')) && !isHttpUrl(url.replace(/^https?:\/\//, '//'))));
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example.com', '/relative', 'https://user:pw@x.example.com', 'https://x.example.com/<script>', 'http://', '']) {
      expect(isHttpUrl(url), url).toBe(false);
    }
  });

  it('refuses addresses that read as one site and open another: half-written schemes, hidden characters, look-alike hosts', () => {
    for (const url of ['https:example.com', 'https:/example.com', 'https://exa\u200bmple.com', 'https://ex\u202eample.com', 'https://ex\u0430mple.com', 'https://例子.中国/', 'https://-evil-.com/', 'https://a..b/', 'https://example.com./', 'https://0x7f.1/', 'https://1.2.3.4/']) {
      expect(isHttpUrl(url), JSON.stringify(url)).toBe(false);
    }
    for (const url of ['https://example.com/路径?q=1#top', 'HTTPS://EXAMPLE.COM/', 'http://localhost:8080/x.png']) expect(isHttpUrl(url), url).toBe(true);
  });
});

describe('time ranges', () => {
  const time = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
  it('wants the end strictly after the start, whatever the zones', () => {
    fc.assert(
      fc.property(time, time, (a, b) => {
        const problems = timeRangeProblems(a.toISOString(), b.toISOString());
        return problems.length === 0 === b.getTime() > a.getTime();
      }),
    );
  });
});

describe('plain text and CSV cells', () => {
  it('refuses markup in any text field', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => !plainText(1000).safeParse(`${a}<${b}`).success));
  });

  it('refuses text that shows as nothing or hides a character, and keeps joiners inside visible text', () => {
    for (const text of ['\u200b', '\u200b\u200b', '\u200d', 'zw\u200bfarm', 'v\u2028x', 'ke\ufeffy', 'a\u2060b', '\u00ad', '\u3164', '\u115f\u1160', '\u2800', '\ufe0f', '\u0301', '\ufffc'])
      expect(plainText(100).safeParse(text).success, JSON.stringify(text)).toBe(false);
    for (const text of ['👨\u200d👩\u200d👧', 'می\u200cخواهم', 'abc', '日本語のタイトル'])
      expect(plainText(100).safeParse(text).success, text).toBe(true);
  });

  it('never lets a cell start a formula, and quotes so the cell reads back as written', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = csvCell(value);
        const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(/^[=+\-@\t\r]/.test(unquoted)).toBe(false);
        expect(unquoted).toBe(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
        if (/[",\r\n]/.test(value)) expect(cell.startsWith('"')).toBe(true);
      }),
    );
  });
});
