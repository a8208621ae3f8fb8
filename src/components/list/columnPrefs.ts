/** The columns a user chose to hide, per table, kept in localStorage (never throws). */
const PREFIX = 'rs.columns';

export function columnsKey(userKey: string, tableId: string): string {
  return `${PREFIX}.${userKey}.${tableId}`;
}

export function readHiddenColumns(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(key: string, hidden: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(hidden));
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}
