/**
 * Declaring a figure list's columns and filters: column makers bound to the list's sort
 * whitelist (a header sorts exactly when the server sorts by that field) and the period filters
 * every activity list shares, months (the API's countTime) and days.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import type { Column } from '@/components/list/DataTable';
import type { FilterField } from '@/components/list/FilterBar';
import { figureColumn, moneyColumn } from '@/components/list/standardColumns';

export function columnMakers<Row>(sortable: readonly string[]) {
  const sorts = (key: string) => sortable.includes(key);
  return {
    /** A count, right-aligned; `total` adds its sum over the whole filter. */
    figure: (key: keyof Row & string, label: string, total = false) =>
      figureColumn<Row>(key, label, { sortable: sorts(key), total }),
    /** A money amount in the platform's currency; `total` adds its sum over the whole filter. */
    money: (key: keyof Row & string, label: string, total = false) =>
      moneyColumn<Row>(key, label, { sortable: sorts(key), total }),
    /** A name or period as the server sends it; `pinned` keeps it out of the column chooser. */
    text: (key: keyof Row & string, label: string, pinned = false): Column<Row> => ({
      key,
      label,
      sortable: sorts(key),
      ...(pinned && { hideable: false }),
    }),
  };
}

/** `countTimeFrom`/`countTimeTo`: a range of months. */
export const monthRangeFilter = (LL: TranslationFunctions): FilterField => ({
  kind: 'dateRange',
  name: 'countTime',
  label: LL.activity.countTime(),
  unit: 'month',
});

/** `dayFrom`/`dayTo`: a range of days, for the lists with a row per day. */
export const dayRangeFilter = (LL: TranslationFunctions): FilterField => ({
  kind: 'dateRange',
  name: 'day',
  label: LL.activity.day(),
});

/** A row's name in labels and dialogs: its subject and period, "Sky Ads · 2026-03". */
export const rowNameOf = (...parts: readonly string[]) => parts.join(' · ');
