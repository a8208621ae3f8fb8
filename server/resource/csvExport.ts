/**
 * The two CSV exports of a resource (docs/lists.md, "Export"): as the user sees the list — the
 * columns they chose in their order, headers, statuses and yes/no in their language, times in
 * their zone, money with the currency in the header — or the raw data (record keys, codes, UTC
 * times) for machines. The dictionaries are the browser's own (locales/), so both read alike.
 */
import { columnCell, columnHeader, dateIn, type ReaderContext } from '../../contracts/columnText.js';
import type { ExportLanguage } from '../../contracts/listParams.js';
import type { ResourceContract } from '../../contracts/resourceContract.js';
import { i18nObject } from '../../locales/i18n-util.js';
import { loadAllLocales } from '../../locales/i18n-util.sync.js';
import { csvLine } from './csv.js';

loadAllLocales();

export interface ShownExport {
  columns: readonly string[];
  lang: ExportLanguage;
  timeZone: string;
  currency: string;
}

/** How each record becomes a CSV line, the header line, and the file's name. */
export interface CsvShape {
  header: string;
  line(record: Readonly<Record<string, unknown>>): string;
  fileName(base: string, now: Date): string;
}

export function rawCsv(fields: readonly string[]): CsvShape {
  return {
    header: csvLine(fields),
    line: (record) => csvLine(fields.map((field) => record[field])),
    fileName: (base, now) => `${base}-${now.toISOString().slice(0, 10)}.csv`,
  };
}

export function shownCsv(contract: ResourceContract, shown: ShownExport): CsvShape {
  const reader: ReaderContext = {
    translator: i18nObject(shown.lang),
    locale: shown.lang,
    timeZone: shown.timeZone,
    currency: shown.currency,
  };
  const columns = shown.columns.map((key) => ({ key, spec: contract.columns[key]! }));
  return {
    header: csvLine(columns.map(({ spec }) => columnHeader(spec, reader))),
    line: (record) => csvLine(columns.map(({ key, spec }) => columnCell(key, spec, record, reader))),
    fileName: (base, now) => `${base}-${dateIn(now, shown.timeZone)}.csv`,
  };
}
