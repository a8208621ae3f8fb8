/**
 * Money, counts, months and times in each language, and audit payloads as lines people read:
 * labelled fields, values by their kind, changes as "from → to", unknown fields readable.
 */
import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../locales/i18n-util.js';
import { loadAllLocales } from '../../locales/i18n-util.sync.js';
import { describePayload, lineText, payloadSummary } from '../../src/history/payloadText.js';
import { readableKey } from '../../contracts/auditPayloadFields.js';
import { eventOptions } from '../../src/history/auditLabels.js';
import { entitiesSending } from '../../src/history/flowMachines.js';
import { AUDIT_EVENTS } from '../../contracts/audit.js';
import { formatCount, formatDateTime, formatMoney, formatMonth } from '../../src/utils/localeFormat.js';

loadAllLocales();

describe('money, counts, months and times in the user language', () => {
  it('writes money grouped with two decimals, exactly as sent', () => {
    expect(formatMoney('1234567.5', 'en')).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', 'es')).toBe('1.234.567,50');
    expect(formatMoney('0.9', 'zh')).toBe('0.90');
    expect(formatMoney('99999999999999999.99', 'ja')).toBe('99,999,999,999,999,999.99');
    expect(formatMoney(15, 'en')).toBe('15.00');
    expect(formatMoney('15', 'zh', 'CNY')).toBe('¥15.00');
    expect(formatMoney('not money', 'en')).toBe('not money');
  });

  it('groups counts and names months', () => {
    expect(formatCount(90500, 'en')).toBe('90,500');
    expect(formatCount(90500, 'es')).toBe('90.500');
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'zh')).toBe('2026年3月');
    expect(formatMonth('2026-3', 'en')).toBe('2026-3');
  });

  it('writes a moment in the given time zone, in the language order', () => {
    const at = '2026-03-04T09:30:00.000Z';
    expect(formatDateTime(at, 'en', 'UTC')).toBe('Mar 4, 2026, 9:30 AM');
    expect(formatDateTime(at, 'zh', 'Asia/Shanghai')).toBe('2026年3月4日 17:30');
    expect(formatDateTime(at, 'ja', 'UTC')).toBe('2026/03/04 9:30');
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
  });
});

describe('audit payloads as lines', () => {
  const en = { LL: i18nObject('en'), locale: 'en' as const, timeZone: 'UTC' };
  const zh = { LL: i18nObject('zh'), locale: 'zh' as const, timeZone: 'UTC' };

  it('labels known fields and formats their values by kind', () => {
    const lines = describePayload(
      {
        platformMoney: { from: '15.00', to: '0.90' },
        month: '2026-02',
        roles: { from: ['CREATOR'], to: [] },
        enabled: false,
        startAt: '2026-03-04T09:30:00.000Z',
        gameId: 4,
        reason: '',
        companyName: { from: 'Acme', to: null },
      },
      en,
    ).map(lineText);
    expect(lines).toEqual([
      'Platform share: 15.00 → 0.90',
      'Month: February 2026',
      'Roles: Script creator → None',
      'Enabled: No',
      'Starts: Mar 4, 2026, 9:30 AM',
      'Game ID: #4',
      'Reason: (empty)',
      'Business company: Acme → None',
    ]);
    expect(describePayload({ activeMoney: '1131.25' }, zh).map(lineText)).toEqual(['金额: 1,131.25']);
  });

  it('names an unknown field from its key and writes its value plainly, never as JSON', () => {
    const lines = describePayload(
      { discountPolicy: { tier: 'gold', caps: [1, 2] }, 'legacy_flag': true, nothing: null },
      en,
    ).map(lineText);
    expect(lines).toEqual([
      'Discount policy: Tier: gold; Caps: 1, 2',
      'Legacy flag: Yes',
      'Nothing: None',
    ]);
    expect(readableKey('someNewField')).toBe('Some new field');
    expect(describePayload('plain text', en).map(lineText)).toEqual(['plain text']);
    expect(describePayload({}, en)).toEqual([]);
  });

  it('writes money with the currency the screen gives', () => {
    const money = (amount: string | number) => `¥${amount}`;
    expect(describePayload({ activeMoney: '1131.25', activeNum: 3 }, { ...zh, money }).map(lineText)).toEqual([
      '金额: ¥1131.25',
      expect.stringMatching(/: 3$/),
    ]);
  });

  it('summarises a payload on one line, cut to fit a cell', () => {
    const lines = describePayload({ activeFinalNum: 90500, activeMoney: '1131.25' }, en);
    expect(payloadSummary(lines)).toBe('Final active users: 90,500; Money: 1,131.25');
    expect(payloadSummary(lines, 20)).toBe('Final active users:…');
  });
});

describe('the audit trail’s event filter', () => {
  it.each(['en', 'zh', 'es', 'ja'] as const)('offers every event under a distinct label in %s', (locale) => {
    const options = eventOptions(i18nObject(locale), entitiesSending);
    expect(options.map((option) => option.value)).toEqual([...AUDIT_EVENTS]);
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
  });

  it('names the flows of two events that share a name', () => {
    const zh = eventOptions(i18nObject('zh'), entitiesSending);
    const label = (value: string) => zh.find((option) => option.value === value)?.label;
    expect(label('LIST')).toMatch(/^上架 \(.+\)$/);
    expect(label('SHOW')).toMatch(/^上架 \(脚本\)$/);
    expect(label('APPLY')).not.toMatch(/\(/);
  });
});
