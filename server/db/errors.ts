/** Recognises constraint violations from either driver, so callers can answer 409. */

/** The column a unique constraint failed on (e.g. "username_key"), or null for other errors. */
export function uniqueViolationColumn(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown };
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const match = /failed: [\w]+\.([\w]+)/.exec(String(e.message));
    return match?.[1] ?? '';
  }
  if (e.code === '23505') {
    const match = /Key \(([\w]+)\)/.exec(String(e.detail ?? ''));
    return match?.[1] ?? '';
  }
  return null;
}

/** True when a foreign key constraint refused the change (a row still referenced, or a missing parent). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
