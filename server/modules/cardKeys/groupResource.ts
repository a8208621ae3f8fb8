/**
 * The card groups list (/api/card/queryCardGroup, exportCardGroup; docs/cardKeys.md): a read-only
 * view over `card_groups` with what it sells, its owner and generator by name, and per page how
 * many of each group's keys are in each status. ADMIN sees every group, a CREATOR the groups of
 * their own scripts (`owner_id`). Groups are written through their own calls (./routes.ts).
 */
import { sql } from 'kysely';
import { formatMoney } from '../../../contracts/money.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import { cardGroupContract } from '../../../contracts/resources/cardKeys.js';
import type { CardGroupRecord, CardGoodsKind, CardGroupStatus } from '../../../contracts/cardKeys.js';
import { isoTime, toCount } from '../../db/values.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import { shownStatus } from './deps.js';

export function cardGroupView(db: LooseDb) {
  return db
    .selectFrom('card_groups as g')
    .leftJoin('scripts as s', 's.id', 'g.script_id')
    .innerJoin('users as o', 'o.id', 'g.owner_id')
    .innerJoin('users as c', 'c.id', 'g.created_by')
    .select([
      'g.id',
      'g.goods_kind',
      'g.script_id',
      's.script_name',
      'g.card_num',
      'g.valid_day',
      'g.price_cents',
      'g.currency',
      'g.status',
      'g.owner_id',
      'o.username as owner_username',
      'o.nickname as owner_nickname',
      'g.created_by',
      'c.username as creator_username',
      'c.nickname as creator_nickname',
      'g.downloaded_at',
      'g.download_count',
      'g.created_at',
    ]);
}

const NO_COUNTS = { unusedNum: 0, redeemedNum: 0, expiredNum: 0, disabledNum: 0 };

export function cardGroupOf(row: Row): CardGroupRecord {
  const id = Number(row.id);
  return {
    id,
    groupId: id,
    goodsCard: row.goods_kind as CardGoodsKind,
    goodsId: row.script_id === null ? null : Number(row.script_id),
    goodsName: row.script_name === null || row.script_name === undefined ? null : String(row.script_name),
    cardNum: Number(row.card_num),
    validDay: Number(row.valid_day),
    price: formatMoney(Number(row.price_cents)),
    currency: String(row.currency),
    groupStatus: row.status as CardGroupStatus,
    ownerId: Number(row.owner_id),
    ownerName: userRecordName(String(row.owner_username), row.owner_nickname as string | null),
    createdBy: Number(row.created_by),
    createdByName: userRecordName(String(row.creator_username), row.creator_nickname as string | null),
    createdAt: String(row.created_at),
    downloadedAt: row.downloaded_at === null ? null : String(row.downloaded_at),
    downloadCount: Number(row.download_count),
    ...NO_COUNTS,
  };
}

const FIELD_OF: Record<string, keyof typeof NO_COUNTS> = {
  unused: 'unusedNum',
  redeemed: 'redeemedNum',
  expired: 'expiredNum',
  disabled: 'disabledNum',
};

/** How many of each group's keys are in each status, as the keys list shows them. */
export async function withKeyCounts(db: LooseDb, records: CardGroupRecord[]): Promise<CardGroupRecord[]> {
  const rows = (await db
    .selectFrom('card_keys as k')
    .select(['k.group_id', shownStatus('k', isoTime()).as('shown'), sql<number | string>`count(*)`.as('n')])
    .where('k.group_id', 'in', records.map((r) => r.id))
    .groupBy(['k.group_id', 'shown'])
    .execute()) as { group_id: number; shown: string; n: number | string }[];
  const byGroup = new Map(records.map((r) => [r.id, { ...r, ...NO_COUNTS }]));
  for (const row of rows) {
    const record = byGroup.get(Number(row.group_id));
    const field = FIELD_OF[row.shown];
    if (record && field) record[field] += toCount(row.n);
  }
  return records.map((r) => byGroup.get(r.id)!);
}

export const cardGroupResource = defineResource(cardGroupContract, {
  auditEntity: 'card_group',
  table: 'card_groups',
  view: cardGroupView,
  toRecord: cardGroupOf,
  enrich: withKeyCounts,
  ownership: { unscopedRoles: ['ADMIN'], byRole: { CREATOR: { column: 'owner_id' } } },
  list: {
    roles: ENTITY_ROLES.CardGroup.list,
    filters: {
      goodsCard: { column: 'goods_kind' },
      goodsId: { column: 'script_id' },
      groupStatus: { column: 'status' },
      ownerId: { column: 'owner_id' },
      createdAt: { column: 'created_at' },
    },
    sortColumns: { id: 'id', cardNum: 'card_num', validDay: 'valid_day', createdAt: 'created_at' },
  },
});
