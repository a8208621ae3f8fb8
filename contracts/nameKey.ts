/**
 * The key a name that identifies a record is unique by (docs/resources.md, "Names that identify
 * a record"): Unicode NFKC (full-width letters, ligatures and compatibility forms become their
 * plain form), trimmed, inner whitespace collapsed to one space, and case-folded (upper- then
 * lower-case, so "ß" meets "SS" and "ς" meets "Σ"). Computed here and only here: the server
 * stores it in a `<column>_key` column under a unique index (SQLite's lower() folds only ASCII,
 * and the index, not a SELECT before the write, is what keeps parallel requests from creating the
 * same name twice); the stories' in-memory resources compare with it too.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .trim()
    .replace(/\s+/gu, ' ')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC');
}
