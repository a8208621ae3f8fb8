/**
 * What an empty list says (docs/lists.md, "Empty lists"): while the screen's own filters stand,
 * what will appear there (the screen's words, else "nothing yet" and, where the user may create,
 * an invitation to); once the user narrows it, that nothing matches and the filters can change.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { cleanFilters, type Filters } from '@machines/list.machine.js';

export function emptyListText(
  LL: TranslationFunctions,
  applied: Filters,
  defaults: Filters | undefined,
  screenText: string | undefined,
  mayCreate: boolean,
): string {
  const narrowed = JSON.stringify(cleanFilters(applied)) !== JSON.stringify(cleanFilters(defaults ?? {}));
  if (narrowed) return LL.list.emptyText();
  return screenText ?? (mayCreate ? LL.list.nothingYetCreate() : LL.list.nothingYet());
}
