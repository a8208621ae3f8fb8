/**
 * The card keys list's columns and filters (contracts/resources/cardKeys.ts): each key masked
 * but for its last four symbols, its group, what it sells in words, its days, its status and its
 * group's, who redeemed it (their name, never an id), when, and when it expires. The filters look
 * a key up whole (typed any way; checked with the contract's own rule before the search) and
 * narrow by group, status, script, goods kind (ADMIN: a CREATOR's keys all sell scripts), who
 * redeemed it and when.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '@locales/i18n-react';
import { CARD_GOODS_KINDS, CARD_KEY_STATUSES, cardKeyFilter, type CardGroupRecord, type CardKeyRecord } from '@contracts/cardKeys.js';
import type { ColumnKeyOf } from '@contracts/resourceContract.js';
import type { cardKeyContract } from '@contracts/resources/cardKeys.js';
import type { ListQueryState } from '@machines/list.machine.js';
import type { Column } from '@/components/list/DataTable';
import { figureColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { useChoices, type ChoicesSource } from '@/list/useChoices';
import { zodValueReason } from '@/list/zodFieldErrors';
import { formatDateTime } from '@/utils/localeFormat';
import { GroupStatusBadge, KeyStatusBadge } from './cardBadges';
import { CARD_KEY_SHAPE, goodsText } from './cardNames';
import type { CardScope } from './cardScreens';
import type { ScriptOption } from './useSellableScripts';

type KeyColumn = Column<CardKeyRecord, ColumnKeyOf<typeof cardKeyContract>>;

const useStyles = makeStyles({
  key: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
});

export function useCardKeyColumns(): ListColumn<typeof cardKeyContract>[] {
  const { LL, locale } = useI18nContext();
  const C = LL.cardKey;
  const styles = useStyles();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '');
  const columns: KeyColumn[] = [
    { key: 'id', label: C.cardId(), sortable: true },
    { key: 'cardKey', label: C.cardKey(), hideable: false, render: (row) => <span className={styles.key}>{row.cardKey}</span> },
    { key: 'groupId', label: C.groupId(), numeric: true },
    { key: 'goodsId', label: C.goodsName(), render: (row) => goodsText(LL, row) },
    { key: 'goodsCard', label: C.goodsCard(), shown: false, render: (row) => C.goods[row.goodsCard]() },
    figureColumn<CardKeyRecord, 'validDay'>('validDay', C.validDay()),
    { key: 'status', label: C.statusColumn(), render: (row) => <KeyStatusBadge status={row.status} /> },
    { key: 'groupStatus', label: C.groupStatusColumn(), render: (row) => <GroupStatusBadge status={row.groupStatus} /> },
    { key: 'redeemedBy', label: C.redeemedBy(), render: (row) => row.redeemedByName ?? '' },
    { key: 'redeemedAt', label: C.redeemedAt(), sortable: true, render: (row) => time(row.redeemedAt) },
    { key: 'expiresAt', label: C.expiresAt(), sortable: true, render: (row) => time(row.expiresAt) },
    { key: 'createdAt', label: LL.list.createdAt(), shown: false, render: (row) => time(row.createdAt) },
  ];
  return columns as ListColumn<typeof cardKeyContract>[];
}

const RECENT_GROUPS: ListQueryState = { page: 1, size: 200, sort: 'id,desc', filters: {} };

/** The groups to narrow the keys to, newest first; the one in the URL is always among them. */
function useGroupOptions(groups: ChoicesSource<CardGroupRecord>) {
  const { LL } = useI18nContext();
  const [params] = useSearchParams();
  const options = useChoices(groups, RECENT_GROUPS).records.map((group) => ({
    value: String(group.id),
    label: `#${group.id} · ${goodsText(LL, group)}`,
  }));
  const chosen = params.get('groupId');
  return chosen && !options.some((option) => option.value === chosen) ? [{ value: chosen, label: `#${chosen}` }, ...options] : options;
}

export function useCardKeyFilters(
  scope: CardScope,
  groups: ChoicesSource<CardGroupRecord>,
  scriptOptions: readonly ScriptOption[],
): ListFilter<typeof cardKeyContract>[] {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const groupOptions = useGroupOptions(groups);
  const filters: (ListFilter<typeof cardKeyContract> | false)[] = [
    {
      kind: 'text',
      name: 'cardKey',
      label: C.cardKey(),
      placeholder: CARD_KEY_SHAPE,
      check: (value) => (zodValueReason(cardKeyFilter, value) ? C.keyInvalid() : undefined),
    },
    { kind: 'select', name: 'groupId', label: C.groupId(), options: groupOptions },
    {
      kind: 'select',
      name: 'status',
      label: C.statusColumn(),
      options: CARD_KEY_STATUSES.map((status) => ({ value: status, label: C.status[status]() })),
    },
    { kind: 'select', name: 'goodsId', label: C.script(), options: scriptOptions },
    scope === 'all' && {
      kind: 'select',
      name: 'goodsCard',
      label: C.goodsCard(),
      options: CARD_GOODS_KINDS.map((kind) => ({ value: kind, label: C.goods[kind]() })),
    },
    { kind: 'text', name: 'redeemedByName', label: C.redeemedByName() },
    { kind: 'dateRange', name: 'redeemedAt', label: C.redeemedAt() },
  ];
  return filters.filter((filter): filter is ListFilter<typeof cardKeyContract> => filter !== false);
}
