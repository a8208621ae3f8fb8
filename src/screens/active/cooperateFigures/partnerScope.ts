/**
 * Whose partner figures a screen shows. `all`: every partner (ADMIN), with the partner's column
 * and filter. `own`: a COOPERATE user's own partner, which the server scopes the list to, so
 * the partner's name would say nothing and is left out, and the note says whose figures these are.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import type { FilterField } from '@/components/list/FilterBar';

export type PartnerScope = 'all' | 'own';

/** The partner name filter, where the list holds more than one partner. */
export const partnerFilters = (scope: PartnerScope, LL: TranslationFunctions): FilterField[] =>
  scope === 'all'
    ? [{ kind: 'text', name: 'cooperateName', label: LL.activity.filterPartner() }]
    : [];

/** The note of a day list: how days count, and on a partner's own screen whose they are. */
export const dayListNote = (scope: PartnerScope, LL: TranslationFunctions) =>
  scope === 'all' ? LL.figures.utc() : `${LL.figures.ownPartner()} ${LL.figures.utc()}`;
