/**
 * The base of an export's file name (docs/lists.md, "Export"): one people recognise whatever
 * language they read, in plain ASCII so every system keeps it: the screen's English title as a
 * slug ("statistics", "clicks-by-month", "audit-trail"); a table that is not a screen, its id in
 * kebab case ("settlement-partners").
 */
import { routes } from '@locales/en/routes';

const TITLES: Readonly<Record<string, string>> = routes;

export function exportNameOf(tableId: string): string {
  const words = TITLES[tableId] ?? tableId.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
