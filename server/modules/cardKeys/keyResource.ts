/**
 * The card keys list (/api/card/queryCardKey, exportCardKey; docs/cardKeys.md): a read-only view
 * over `card_keys` with its group's goods and status and the redeeming user's name. Keys are
 * answered masked but for their last 4 symbols (the database holds nothing more); the `cardKey`
 * filter finds one whole key by its keyed hash, which is why the declaration is made per server,
 * with its vault. ADMIN sees every key, a CREATOR the keys of their own groups.
 */
import { sql, type SqlBool } from 'kysely';
import {
  type CardGoodsKind,
  type CardGroupStatus,
  type CardKeyRecord,
  type CardKeyStatus,
  maskCardKey,
  normalizeCardKey,
} from '../../../contracts/cardKeys.js';
import { ENTITY_ROLES } from '../../../contracts/permissions.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import { cardKeyContract } from '../../../contracts/resources/cardKeys.js';
import { isoTime } from '../../db/values.js';
import { defineResource, type LooseDb, type Row } from '../../resource/resource.js';
import { shownStatus } from './deps.js';
import type { CardKeyVault } from './secrets.js';

export function cardKeyView(db: LooseDb) {
  return db
    .selectFrom('card_keys as k')
    .innerJoin('card_groups as g', 'g.id', 'k.group_id')
    .leftJoin('scripts as s', 's.id', 'g.script_id')
    .leftJoin('users as u', 'u.id', 'k.redeemed_by')
    .select([
      'k.id',
      'k.group_id',
      'k.key_hash',
      'k.last4',
      shownStatus('k', isoTime()).as('status'),
      'g.goods_kind',
      'g.script_id',
      's.script_name',
      'g.valid_day',
      'g.status as group_status',
      'g.owner_id',
      'k.redeemed_by',
      'u.username as redeemed_by_username',
      'u.nickname as redeemed_by_nickname',
      'k.redeemed_at',
      'k.expires_at',
      'k.created_at',
    ]);
}

export function cardKeyOf(row: Row): CardKeyRecord {
  const id = Number(row.id);
  const redeemedBy = row.redeemed_by === null ? null : Number(row.redeemed_by);
  return {
    id,
    cardId: id,
    groupId: Number(row.group_id),
    cardKey: maskCardKey(String(row.last4)),
    last4: String(row.last4),
    goodsCard: row.goods_kind as CardGoodsKind,
    goodsId: row.script_id === null ? null : Number(row.script_id),
    goodsName: row.script_name === null || row.script_name === undefined ? null : String(row.script_name),
    validDay: Number(row.valid_day),
    status: row.status as CardKeyStatus,
    groupStatus: row.group_status as CardGroupStatus,
    ownerId: Number(row.owner_id),
    redeemedBy,
    redeemedByName:
      redeemedBy === null || row.redeemed_by_username === null
        ? null
        : userRecordName(String(row.redeemed_by_username), row.redeemed_by_nickname as string | null),
    redeemedAt: row.redeemed_at === null ? null : String(row.redeemed_at),
    expiresAt: row.expires_at === null ? null : String(row.expires_at),
    createdAt: String(row.created_at),
  };
}

/** The keys list of a server whose card keys are hashed by `vault`. */
export function cardKeyResource(vault: CardKeyVault) {
  return defineResource(cardKeyContract, {
    auditEntity: 'card_key',
    table: 'card_keys',
    view: cardKeyView,
    toRecord: cardKeyOf,
    ownership: { unscopedRoles: ['ADMIN'], byRole: { CREATOR: { column: 'owner_id' } } },
    list: {
      roles: ENTITY_ROLES.CardKey.list,
      filters: {
        // The contract's schema has refused anything that is not a whole key.
        cardKey: { where: (typed) => sql<SqlBool>`${sql.ref('card_keys.key_hash')} = ${vault.hash(normalizeCardKey(typed) ?? '')}` },
        groupId: { column: 'group_id' },
        goodsCard: { column: 'goods_kind' },
        goodsId: { column: 'script_id' },
        status: { column: 'status' },
        groupStatus: { column: 'group_status' },
        redeemedBy: { column: 'redeemed_by' },
        redeemedByName: { columns: ['redeemed_by_username', 'redeemed_by_nickname'] },
        redeemedAt: { column: 'redeemed_at' },
      },
      sortColumns: { id: 'id', redeemedAt: 'redeemed_at', expiresAt: 'expires_at' },
    },
  });
}
