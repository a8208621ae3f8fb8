/**
 * A column's header and cell as the user reads them (docs/lists.md, "Export"): the header in
 * their language (money columns name the currency: "Money (¥)"), statuses and yes/no translated,
 * times in their time zone. The server's CSV export writes these; numbers stay numbers and money
 * a plain decimal, so a spreadsheet can still add them up.
 */
import { isPayloadField, PAYLOAD_FIELDS, readableKey } from './auditPayloadFields.js';
import { currencySymbol, formatMoneyIn, type MoneyLocale } from './currency.js';
import { groupLabelOf, labelOf, type Translator } from './labels.js';
import type { ColumnSpec } from './resourceContract.js';

export interface ReaderContext {
  /** The translation functions of the reader's language. */
  translator: Translator;
  locale: MoneyLocale;
  /** IANA zone the times are written in. */
  timeZone: string;
  /** The platform currency (ISO 4217). */
  currency: string;
}

export function columnHeader(spec: ColumnSpec, reader: ReaderContext): string {
  const label = labelOf(reader.translator, spec.label);
  return spec.format === 'money' ? `${label} (${currencySymbol(reader.currency, reader.locale)})` : label;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO time as `YYYY-MM-DD HH:mm:ss` in `timeZone` (the tables' format); unreadable: as given. */
export function timeIn(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** The reader's local date (`YYYY-MM-DD`) at `now`, for file names. */
export function dateIn(now: Date, timeZone: string): string {
  return timeIn(now.toISOString(), timeZone).slice(0, 10);
}

/** The cell of column `key` for one record. */
export function columnCell(
  key: string,
  spec: ColumnSpec,
  record: Readonly<Record<string, unknown>>,
  reader: ReaderContext,
): string | number | null {
  const value = record[spec.shows ?? key];
  if ((value === null || value === undefined) && spec.otherwise) {
    const other = record[spec.otherwise.by];
    return other === null || other === undefined ? null : groupLabelOf(reader.translator, spec.otherwise.labels, String(other));
  }
  if (value === null || value === undefined) return null;
  const { format } = spec;
  if (typeof format === 'object') {
    const group = 'labels' in format ? format.labels : format.groups[String(record[format.labelsBy])];
    return group ? groupLabelOf(reader.translator, group, String(value)) : String(value);
  }
  switch (format) {
    case 'integer':
      return typeof value === 'number' ? value : String(value);
    case 'time':
      return timeIn(String(value), reader.timeZone);
    case 'boolean':
      return labelOf(reader.translator, value ? 'list.yes' : 'list.no');
    case 'payload':
      return payloadInWords(value, reader);
    case 'roles':
      return (Array.isArray(value) ? value : [value])
        .map((role) => groupLabelOf(reader.translator, 'profile.role', String(role)))
        .join(', ');
    default:
      return String(value);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One detail value in the reader's words, by its field's kind (contracts/auditPayloadFields.ts). */
function detailValue(field: string, value: unknown, reader: ReaderContext): string {
  const { translator } = reader;
  if (value === null || value === undefined) return labelOf(translator, 'auditValue.none');
  if (isObject(value) && Object.keys(value).sort().join() === 'from,to')
    return `${detailValue(field, value.from, reader)} → ${detailValue(field, value.to, reader)}`;
  const kind = isPayloadField(field) ? PAYLOAD_FIELDS[field] : 'text';
  if (kind === 'money' && (typeof value === 'string' || typeof value === 'number'))
    return formatMoneyIn(value, reader.currency, reader.locale);
  if (kind === 'time' && typeof value === 'string') return timeIn(value, reader.timeZone);
  if (kind === 'id') return `#${String(value)}`;
  if (kind === 'scriptStatus') return groupLabelOf(translator, 'script.status', String(value));
  if (kind === 'scriptSource') return groupLabelOf(translator, 'script.sources', String(value));
  if (kind === 'roles' && Array.isArray(value))
    return value.map((role) => groupLabelOf(translator, 'profile.role', String(role))).join(', ');
  if (typeof value === 'boolean') return labelOf(translator, value ? 'auditValue.yes' : 'auditValue.no');
  if (value === '') return labelOf(translator, 'auditValue.empty');
  if (Array.isArray(value)) return value.map((item) => detailValue('', item, reader)).join(', ');
  if (isObject(value)) return detailsInWords(value, reader);
  return String(value);
}

function detailsInWords(details: Record<string, unknown>, reader: ReaderContext): string {
  return Object.entries(details)
    .map(([field, value]) => {
      const label = isPayloadField(field) ? labelOf(reader.translator, `auditField.${field}`) : readableKey(field);
      return `${label}: ${detailValue(field, value, reader)}`;
    })
    .join('; ');
}

/** An audit row's details (stored as JSON) as the trail shows them: "Final active users: 90500; Money: ¥1,131.25". */
export function payloadInWords(stored: unknown, reader: ReaderContext): string {
  let details: unknown = stored;
  if (typeof stored === 'string') {
    try {
      details = JSON.parse(stored);
    } catch {
      return stored;
    }
  }
  if (details === null || details === undefined || details === '') return '';
  return isObject(details) ? detailsInWords(details, reader) : detailValue('', details, reader);
}
