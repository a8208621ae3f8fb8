/**
 * The card groups list's columns and filters (contracts/resources/cardKeys.ts): what each group
 * sells in words (the script's name, or VIP / SVIP), its keys, days and price in the currency it
 * was made in, its status, how many of its keys are in each status, whose it is, who made it and
 * when, and whether its keys were downloaded. Details most visits do not need wait in the column
 * chooser. ADMIN also sees the owner and may filter by goods kind; a CREATOR's groups are all
 * their own scripts'.
 */
import { useI18nContext } from '@locales/i18n-react';
import { CARD_GOODS_KINDS, CARD_GROUP_STATUSES, type CardGroupRecord } from '@contracts/cardKeys.js';
import { formatMoneyIn } from '@contracts/currency.js';
import type { ColumnKeyOf } from '@contracts/resourceContract.js';
import type { cardGroupContract } from '@contracts/resources/cardKeys.js';
import type { Column } from '@/components/list/DataTable';
import { figureColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { formatDateTime } from '@/utils/localeFormat';
import { GroupStatusBadge } from './cardBadges';
import { goodsText } from './cardNames';
import type { CardScope } from './cardScreens';

type GroupColumn = Column<CardGroupRecord, ColumnKeyOf<typeof cardGroupContract>>;
type Option = { value: string; label: string };

export function useCardGroupColumns(scope: CardScope): ListColumn<typeof cardGroupContract>[] {
  const { LL, locale } = useI18nContext();
  const C = LL.cardKey;
  const count = (key: 'cardNum' | 'validDay' | 'unusedNum' | 'redeemedNum' | 'expiredNum' | 'disabledNum' | 'downloadCount', label: string, sortable = false) =>
    figureColumn<CardGroupRecord, typeof key>(key, label, { sortable });
  const columns: (GroupColumn | false)[] = [
    { key: 'id', label: C.groupId(), sortable: true },
    { key: 'goodsId', label: C.goodsName(), hideable: false, render: (row) => goodsText(LL, row) },
    { key: 'goodsCard', label: C.goodsCard(), shown: false, render: (row) => C.goods[row.goodsCard]() },
    count('cardNum', C.cardNum(), true),
    count('validDay', C.validDay(), true),
    { key: 'price', label: C.price(), numeric: true, render: (row) => formatMoneyIn(row.price, row.currency, locale) },
    { key: 'groupStatus', label: C.groupStatusColumn(), render: (row) => <GroupStatusBadge status={row.groupStatus} /> },
    count('unusedNum', C.unusedNum()),
    count('redeemedNum', C.redeemedNum()),
    count('expiredNum', C.expiredNum()),
    count('disabledNum', C.disabledNum()),
    scope === 'all' && { key: 'ownerId', label: C.owner(), render: (row) => row.ownerName },
    { key: 'createdBy', label: C.createdBy(), shown: false, render: (row) => row.createdByName },
    { key: 'createdAt', label: LL.list.createdAt(), sortable: true, render: (row) => formatDateTime(row.createdAt, locale) },
    {
      key: 'downloadedAt',
      label: C.downloadedAt(),
      render: (row) => (row.downloadedAt ? formatDateTime(row.downloadedAt, locale) : C.notDownloaded()),
    },
    { ...count('downloadCount', C.downloadCount()), shown: false },
  ];
  return columns.filter((column): column is GroupColumn => column !== false) as ListColumn<typeof cardGroupContract>[];
}

export function useCardGroupFilters(scope: CardScope, scriptOptions: readonly Option[]): ListFilter<typeof cardGroupContract>[] {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const filters: (ListFilter<typeof cardGroupContract> | false)[] = [
    scope === 'all' && {
      kind: 'select',
      name: 'goodsCard',
      label: C.goodsCard(),
      options: CARD_GOODS_KINDS.map((kind) => ({ value: kind, label: C.goods[kind]() })),
    },
    { kind: 'select', name: 'goodsId', label: C.script(), options: scriptOptions },
    {
      kind: 'select',
      name: 'groupStatus',
      label: C.groupStatusColumn(),
      options: CARD_GROUP_STATUSES.map((status) => ({ value: status, label: C.groupStatus[status]() })),
    },
    { kind: 'dateRange', name: 'createdAt', label: LL.list.createdAt() },
  ];
  return filters.filter((filter): filter is ListFilter<typeof cardGroupContract> => filter !== false);
}
