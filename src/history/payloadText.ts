/**
 * An audit payload (the change as JSON: field changes, figures, reasons) for people: one line per
 * top-level field, each value as compact JSON, so a short payload reads at a glance and a long
 * one stays a few lines. The stored text is shown as it is when it is not JSON.
 */

/** The stored JSON text as a value (the raw text when it is not JSON). */
export function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const compact = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** `field: value` lines of an object payload; one line for anything else; none when empty. */
export function payloadLines(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).map(
      ([field, fieldValue]) => `${field}: ${compact(fieldValue)}`,
    );
  }
  return [compact(value)];
}

/** The payload on one line, cut at `max` characters (a table cell). */
export function payloadSummary(value: unknown, max = 80): string {
  const line = payloadLines(value).join('; ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The whole payload, indented (a dialog). */
export function payloadPretty(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
}
