/**
 * CSV for exports: UTF-8 with a BOM (so spreadsheet programs read the encoding), CRLF lines,
 * RFC 4180 quoting, and formula injection guarded: a text cell starting with = + - @ (or a tab or
 * carriage return) is prefixed with a single quote so a spreadsheet shows it as text.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else if (Array.isArray(value)) return csvCell(value.map((v) => String(v)).join(' '));
  else text = String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
