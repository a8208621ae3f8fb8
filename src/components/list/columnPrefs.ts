/**
 * The columns a user chose for a table — which are hidden and in what order — kept per user and
 * table in localStorage (never throws). An older stored value (a list of hidden keys) still reads.
 */
const PREFIX = 'rs.columns';

export interface StoredColumnChoice {
  /** The hidden columns, or null while the user has not chosen (the declared defaults apply). */
  hidden: string[] | null;
  /** Column keys in the user's order; columns not named keep their declared place after these. */
  order: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function columnsKey(userKey: string, tableId: string): string {
  return `${PREFIX}.${userKey}.${tableId}`;
}

export function readColumnChoice(key: string): StoredColumnChoice {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (text === null || text === undefined) return { hidden: null, order: [] };
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return { hidden: strings(parsed), order: [] };
    const stored = (parsed ?? {}) as Partial<Record<keyof StoredColumnChoice, unknown>>;
    return { hidden: Array.isArray(stored.hidden) ? strings(stored.hidden) : null, order: strings(stored.order) };
  } catch {
    return { hidden: null, order: [] };
  }
}

export function writeColumnChoice(key: string, choice: StoredColumnChoice): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}

/** The declared columns in the user's order. */
export function inUserOrder<T extends { key: string }>(columns: readonly T[], order: readonly string[]): T[] {
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at === -1 ? order.length + columns.findIndex((c) => c.key === key) : at;
  };
  return [...columns].sort((a, b) => rank(a.key) - rank(b.key));
}
