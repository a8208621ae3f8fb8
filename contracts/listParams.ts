/**
 * The query parameters of a resource's list and export, from its contract (docs/resources.md):
 * each filter's parameter schema, the list's `parts` and the export's `columns`, `lang` and `tz`
 * (the CSV as the user sees the list). Shared by the server, which validates them, and the
 * browser, which sends them.
 */
import { z } from 'zod';
import type { Locales } from '../locales/i18n-types.js';
import type { FilterSpec, ResourceContract } from './resourceContract.js';
import { queryWholeNumber } from './fields.js';

const positiveInt = (max: number) => queryWholeNumber(1, max);
const dateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const CALENDAR = {
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month as YYYY-MM' }),
  day: z.iso.date(),
} as const;

/** The query parameter(s) of one filter and their schemas (a range has two). */
export function filterParamSchemas(param: string, filter: FilterSpec): Record<string, z.ZodType> {
  switch (filter.kind) {
    case 'contains':
      return { [param]: z.string().trim().max(filter.max ?? 100).optional() };
    case 'equals':
      if (filter.type === 'int') return { [param]: positiveInt(2_147_483_647).optional() };
      if (filter.type === 'bool') return { [param]: z.enum(['true', 'false']).optional() };
      return { [param]: z.string().trim().max(200).optional() };
    case 'enum':
      return { [param]: z.enum(filter.values).optional() };
    case 'dateRange':
      return { [`${param}From`]: dateOrTime.optional(), [`${param}To`]: dateOrTime.optional() };
    case 'calendarRange':
      return {
        [`${param}From`]: CALENDAR[filter.unit].optional(),
        [`${param}To`]: CALENDAR[filter.unit].optional(),
      };
    case 'custom':
      return { [param]: filter.schema.optional() };
  }
}

/** Every filter parameter of a contract with its schema. */
export function filterSchemasOf(contract: Pick<ResourceContract, 'filters'>): Record<string, z.ZodType> {
  return Object.assign({}, ...Object.entries(contract.filters).map(([param, filter]) => filterParamSchemas(param, filter)));
}

/**
 * What a list call answers (docs/scale.md, "Page first, total later"): without `parts`, the page,
 * the total and the totals; `records`, the page's rows only, counting nothing; `total`, the count
 * and the totals only. A screen shows a page's rows at once and its total when it is counted.
 */
export const LIST_PARTS = ['records', 'total'] as const;
export type ListPart = (typeof LIST_PARTS)[number];

/** The list's own parameter (the export answers every row and takes no `parts`). */
export const listPartParamSchemas: Record<string, z.ZodType> = {
  parts: z
    .enum(LIST_PARTS)
    .optional()
    .describe('records: the page only {records, page, size}; total: {total[, sums]} only; omitted: both'),
};

/** The languages an export can be written in (the app's). */
export const EXPORT_LANGUAGES = ['en', 'zh', 'es', 'ja'] as const satisfies readonly Locales[];
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** True for a time zone this runtime knows (IANA name such as `Asia/Shanghai`, or `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** At most this many columns in one export (every contract has fewer). */
export const EXPORT_COLUMNS_MAX = 64;

/**
 * The export's own parameters: `columns` (the contract's column keys, comma-separated, in the
 * order the user sees them) asks for the CSV as shown; without it the export is the raw data.
 */
export function exportParamSchemas(contract: Pick<ResourceContract, 'columns'>): Record<string, z.ZodType> {
  const known = Object.keys(contract.columns);
  return {
    columns: z
      .string()
      .max(2000)
      .transform((text) => text.split(',').map((key) => key.trim()))
      .refine((keys) => keys.length > 0 && keys.length <= EXPORT_COLUMNS_MAX && keys.every((key) => known.includes(key)), {
        message: `columns must be a comma-separated list of: ${known.join(', ')}`,
        params: { reason: 'invalid_value' },
      })
      .refine((keys) => new Set(keys).size === keys.length, {
        message: 'columns must not repeat',
        params: { reason: 'invalid_value' },
      })
      .optional(),
    lang: z.enum(EXPORT_LANGUAGES).optional(),
    tz: z
      .string()
      .max(64)
      .refine(isTimeZone, { message: 'tz must be a time zone such as Asia/Shanghai', params: { reason: 'invalid_value' } })
      .optional(),
  };
}
