/** Recognises constraint violations from either driver, so callers can answer 409. */

/**
 * The columns of the unique constraint a write failed on (e.g. ["game_id", "channel_name_key"]),
 * or null for other errors; empty when the driver does not say.
 */
export function uniqueViolationColumns(error: unknown): string[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown };
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: game_channels.game_id, game_channels.channel_name_key"
    const list = /failed: (.*)$/.exec(String(e.message))?.[1] ?? '';
    return [...list.matchAll(/\w+\.(\w+)/g)].map((m) => m[1]!);
  }
  if (e.code === '23505') {
    // "Key (game_id, channel_name_key)=(3, store) already exists."
    const list = /Key \(([\w, ]+)\)=/.exec(String(e.detail ?? ''))?.[1] ?? '';
    return list.split(',').map((c) => c.trim()).filter(Boolean);
  }
  return null;
}

/** The (first) column a unique constraint failed on (e.g. "username_key"), or null for other errors. */
export function uniqueViolationColumn(error: unknown): string | null {
  const columns = uniqueViolationColumns(error);
  return columns === null ? null : (columns[0] ?? '');
}

/** True when a foreign key constraint refused the change (a row still referenced, or a missing parent). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
