/**
 * The signing contracts' columns and filters (contracts/resources/signings.ts): the company
 * column and filter only where the list holds every company's contracts.
 */
import { useI18nContext } from '@locales/i18n-react';
import type { signingContract } from '@contracts/resources/signings.js';
import { SIGNING_TERMS, type SigningRecord, type SigningTerm } from '@contracts/signing.js';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { formatMonth } from '@/utils/localeFormat';

type Contract = typeof signingContract;
type Option = { value: string; label: string };

const TONES: Record<SigningTerm, StatusTone> = { upcoming: 'warning', current: 'success', past: 'subtle' };

/** Whose contracts: every company's (the admin's side) or the reader's company's. */
export type SigningScope = 'all' | 'company';

export function useSigningColumns(scope: SigningScope): ListColumn<Contract>[] {
  const { LL, locale } = useI18nContext();
  const G = LL.signing;
  return [
    idColumn(LL.list.id()),
    { key: 'scriptId', label: G.script(), hideable: false, render: (row: SigningRecord) => row.scriptName },
    ...(scope === 'all'
      ? [{ key: 'companyId' as const, label: G.company(), render: (row: SigningRecord) => row.companyName }]
      : []),
    { key: 'sharePercent', label: G.sharePercent(), sortable: true, numeric: true },
    { key: 'startMonth', label: G.startMonth(), sortable: true, render: (row: SigningRecord) => formatMonth(row.startMonth, locale) },
    {
      key: 'endMonth',
      label: G.endMonth(),
      render: (row: SigningRecord) => (row.endMonth === null ? G.openEnded() : formatMonth(row.endMonth, locale)),
    },
    {
      key: 'term',
      label: G.term(),
      render: (row: SigningRecord) => <StatusBadge label={G.terms[row.term]()} tone={TONES[row.term]} />,
    },
    { key: 'note', label: G.note() },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
  ];
}

export function useSigningFilters(scope: SigningScope, scripts: readonly Option[], companies: readonly Option[]): ListFilter<Contract>[] {
  const { LL } = useI18nContext();
  const G = LL.signing;
  return [
    { kind: 'select', name: 'scriptId', label: G.script(), options: scripts },
    ...(scope === 'all' ? [{ kind: 'select' as const, name: 'companyId' as const, label: G.company(), options: companies }] : []),
    { kind: 'select', name: 'term', label: G.term(), options: SIGNING_TERMS.map((term) => ({ value: term, label: G.terms[term]() })) },
  ];
}
