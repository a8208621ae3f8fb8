/**
 * The case folding of a search holding letters outside ASCII (docs/resources.md, "Filters"):
 * lower case, a final sigma as a sigma, and an i with a combining dot above as an i. JavaScript
 * writes a final Σ as ς and İ as i + U+0307, where PostgreSQL's `lower` writes σ and i; folding
 * both to one form lets a name be found as typed and as a user writes it, the same on both
 * databases. SQLite calls this (registered as `fold_case` on each connection); PostgreSQL's
 * `fold_case` does the same in SQL (migrations/0026_fold_case.ts).
 */
export function foldCase(text: string): string {
  return text.toLowerCase().replace(/ς/g, 'σ').replace(/i\u0307/g, 'i');
}
