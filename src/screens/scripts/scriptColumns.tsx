/**
 * The catalogue's columns and filters (contracts/resources/scripts.ts), shaped by the screen's
 * scope: owner and company columns only where the list holds other people's scripts, the source
 * filter only where both sources show. Switches read "Yes"/"No" and carry their API wire name in
 * their tooltip (docs/scripts.md).
 */
import { Tooltip } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import type { scriptContract } from '@contracts/resources/scripts.js';
import type { ScriptRecord } from '@contracts/script.js';
import { SCRIPT_SOURCES } from '@contracts/script.js';
import { SCRIPT_VISIBILITIES, type ScriptVisibility } from '@contracts/scriptVisibility.js';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import { StatusBadge, type StatusTone } from '@/components/list/StatusBadge';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { SWITCHES, type ScriptSwitch } from './scriptForm';
import type { ScriptScope } from './scriptScreens';

type Contract = typeof scriptContract;
type Option = { value: string; label: string };

const TONES: Record<ScriptVisibility, StatusTone> = {
  draft: 'subtle',
  submitted: 'warning',
  returned: 'danger',
  shown: 'success',
  hidden: 'informative',
  retired: 'subtle',
};

/** Whether the list holds scripts of several authors. */
const othersScripts = (scope: ScriptScope) => scope !== 'own';
/** Whether the list holds platform and third-party scripts alike (a source column and filter). */
const bothSources = (scope: ScriptScope) => scope === 'all' || scope === 'operate';

export function useScriptColumns(scope: ScriptScope): ListColumn<Contract>[] {
  const { LL } = useI18nContext();
  const S = LL.script;
  const yesNo = (value: boolean) => (value ? LL.list.yes() : LL.list.no());
  // Paid and VIP only show at first; the other details wait in the column chooser.
  const switchColumn = (key: ScriptSwitch): ListColumn<Contract> => ({
    key,
    label: S[key](),
    ...((key === 'isFts' || key === 'cacheSwitch') && { shown: false as const }),
    render: (row: ScriptRecord) => (
      <Tooltip content={S.wireName({ name: key })} relationship="description">
        <span>{yesNo(row[key])}</span>
      </Tooltip>
    ),
  });
  return [
    idColumn(LL.list.id()),
    { key: 'scriptName', label: S.scriptName(), sortable: true, hideable: false },
    {
      key: 'status',
      label: S.visibility(),
      sortable: true,
      render: (row) => <StatusBadge label={S.status[row.status]()} tone={TONES[row.status]} />,
    },
    { key: 'scriptPackage', label: S.scriptPackage(), sortable: true },
    { key: 'gameId', label: S.game(), render: (row) => row.gameName },
    { key: 'authorNick', label: S.authorNick() },
    { key: 'brandId', label: S.brand(), render: (row) => row.brandName },
    { key: 'scriptLabel', label: S.scriptLabel(), render: (row) => row.scriptLabel.join(', ') },
    ...SWITCHES.map(switchColumn),
    ...(bothSources(scope)
      ? [{ key: 'source', label: S.source(), shown: false, render: (row: ScriptRecord) => S.sources[row.source]() } as const]
      : []),
    ...(othersScripts(scope) ? [{ key: 'companyId', label: S.company(), shown: false, render: (row: ScriptRecord) => row.companyName } as const] : []),
    { key: 'showOrder', label: S.showOrder(), sortable: true, numeric: true, ...(scope !== 'operate' && { shown: false as const }) },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
    { ...timeColumn<ScriptRecord, 'updatedAt'>('updatedAt', LL.list.updatedAt(), { sortable: true }), shown: false },
  ];
}

export interface ScriptFilterChoices {
  games: readonly Option[];
  brands: readonly Option[];
  owners: readonly Option[];
}

export function useScriptFilters(scope: ScriptScope, choices: ScriptFilterChoices): ListFilter<Contract>[] {
  const { LL } = useI18nContext();
  const S = LL.script;
  const yesNo: Option[] = [
    { value: 'true', label: LL.list.yes() },
    { value: 'false', label: LL.list.no() },
  ];
  const select = (name: ListFilter<Contract>['name'], label: string, options: readonly Option[]): ListFilter<Contract>[] =>
    options.length > 0 ? [{ kind: 'select', name, label, options }] : [];
  return [
    { kind: 'text', name: 'scriptName', label: S.scriptName() },
    { kind: 'text', name: 'scriptPackage', label: S.scriptPackage() },
    { kind: 'select', name: 'status', label: S.visibility(), options: SCRIPT_VISIBILITIES.map((value) => ({ value, label: S.status[value]() })) },
    ...select('gameId', S.game(), choices.games),
    ...select('brandId', S.brand(), choices.brands),
    ...(othersScripts(scope) ? select('ownerId', S.owner(), choices.owners) : []),
    { kind: 'text', name: 'authorNick', label: S.authorNick() },
    { kind: 'text', name: 'scriptLabel', label: S.scriptLabel() },
    ...SWITCHES.map((name): ListFilter<Contract> => ({ kind: 'select', name, label: S[name](), options: yesNo })),
    ...(bothSources(scope)
      ? [{ kind: 'select', name: 'source', label: S.source(), options: SCRIPT_SOURCES.map((value) => ({ value, label: S.sources[value]() })) } as const]
      : []),
    { kind: 'dateRange', name: 'createdAt', label: LL.list.createdAt() },
  ];
}
