/**
 * An audit payload (the change as JSON: field changes, figures, reasons) for people: one line per
 * field, labelled in the user's language, each value as that field's kind reads (money, counts,
 * months, times, roles, yes/no), a changed field as "15.00 → 0.90". A field no label is known for
 * is named from its key and its value written out plainly: never raw JSON.
 */
import type { Locales, TranslationFunctions } from '@locales/i18n-types';
import { RELEASE_KINDS, type ReleaseKind } from '@contracts/releaseKinds.js';
import { isCardGoodsKind } from '@contracts/cardKeyKinds.js';
import { isPromotionPosition } from '@contracts/promotionKinds.js';
import { isRole } from '@contracts/roles.js';
import { SCRIPT_SOURCES, type ScriptSource } from '@contracts/scriptKinds.js';
import { isScriptVisibility } from '@contracts/scriptVisibilityKinds.js';
import { formatCount, formatDateTime, formatMoney, formatMonth } from '@/utils/localeFormat';
import { isPayloadField, PAYLOAD_FIELDS } from '@contracts/auditPayloadFields.js';
import { fieldLabel } from './fieldLabel';

/** What the text is written with: the dictionary and the language (and time zone) of the user. */
export interface PayloadWords {
  LL: TranslationFunctions;
  locale: Locales;
  timeZone?: string;
  /** Money with the platform's currency (useMoney); without it, a plain decimal. */
  money?: (amount: string | number) => string;
}

export interface PayloadLine {
  /** The payload's key ('' for a payload that is a single value). */
  field: string;
  label: string;
  value: string;
}

/** The stored JSON text as a value (the raw text when it is not JSON). */
export function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A changed field: exactly `{from, to}`. */
const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  isObject(value) && Object.keys(value).sort().join() === 'from,to';

/** A value by its field's kind; anything unexpected falls back to plain text. */
export function fieldValue(field: string, value: unknown, words: PayloadWords): string {
  const { LL, locale } = words;
  if (value === null || value === undefined) return LL.auditValue.none();
  if (isChange(value)) {
    return `${fieldValue(field, value.from, words)} → ${fieldValue(field, value.to, words)}`;
  }
  const kind = isPayloadField(field) ? PAYLOAD_FIELDS[field] : 'text';
  const scalar = typeof value === 'string' || typeof value === 'number';
  if (kind === 'money' && scalar) return words.money ? words.money(value) : formatMoney(value, locale);
  if (kind === 'month' && typeof value === 'string') return formatMonth(value, locale);
  if (kind === 'time' && typeof value === 'string')
    return formatDateTime(value, locale, words.timeZone);
  if (kind === 'id' && scalar) return `#${value}`;
  if (kind === 'scriptStatus' && isScriptVisibility(value)) return LL.script.status[value]();
  if (kind === 'scriptSource' && (SCRIPT_SOURCES as readonly unknown[]).includes(value))
    return LL.script.sources[value as ScriptSource]();
  if (kind === 'releaseKind' && typeof value === 'string' && (RELEASE_KINDS as readonly string[]).includes(value))
    return LL.release.kinds[value as ReleaseKind]();
  if (kind === 'cardGoods' && isCardGoodsKind(value)) return LL.cardKey.goods[value]();
  if (kind === 'promotionPosition' && isPromotionPosition(value)) return LL.promotionArea.positions[value]();
  if (kind === 'roles' && Array.isArray(value)) {
    if (value.length === 0) return LL.auditValue.none();
    return value
      .map((role) => (isRole(role) ? LL.profile.role[role]() : plain(role, words)))
      .join(', ');
  }
  return plain(value, words);
}

function plain(value: unknown, words: PayloadWords): string {
  const { LL, locale } = words;
  if (value === null || value === undefined) return LL.auditValue.none();
  if (typeof value === 'string') return value === '' ? LL.auditValue.empty() : value;
  if (typeof value === 'number') return formatCount(value, locale);
  if (typeof value === 'boolean') return value ? LL.auditValue.yes() : LL.auditValue.no();
  if (Array.isArray(value)) {
    return value.length === 0
      ? LL.auditValue.none()
      : value.map((item) => plain(item, words)).join(', ');
  }
  if (isObject(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(LL, key)}: ${fieldValue(key, inner, words)}`)
      .join('; ');
  }
  return String(value);
}

/** One line per field of an object payload; one line for anything else; none when empty. */
export function describePayload(payload: unknown, words: PayloadWords): PayloadLine[] {
  if (payload === null || payload === undefined || payload === '') return [];
  if (isObject(payload)) {
    return Object.entries(payload).map(([field, value]) => ({
      field,
      label: fieldLabel(words.LL, field),
      value: fieldValue(field, value, words),
    }));
  }
  return [{ field: '', label: '', value: plain(payload, words) }];
}

/** A line as text: "Money: 15.00 → 0.90". */
export const lineText = (line: PayloadLine) =>
  line.label ? `${line.label}: ${line.value}` : line.value;

/** The payload on one line, cut at `max` characters (a table cell). */
export function payloadSummary(lines: readonly PayloadLine[], max = 80): string {
  const line = lines.map(lineText).join('; ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
