/**
 * Card groups (docs/cardKeys.md): reading one within the caller's reach, and making one with all
 * its keys in one transaction — the group, the keys (hash and last 4), the keys sealed for their
 * downloads and the ADD audit row commit together or not at all.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AddCardGroupForm, CardGoodsKind, CardGroupRecord, CardGroupStatus } from '../../../contracts/cardKeys.js';
import { isSellableScriptStatus } from '../../../contracts/cardKeyKinds.js';
import { formatMoney, parseMoney } from '../../../contracts/money.js';
import { cardGoodsName, cardGroupRecordName } from '../../../contracts/recordNames.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { appendAudit } from '../../db/audit.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { loose } from '../../resource/resource.js';
import type { CardKeyDeps } from './deps.js';
import { insertCardKeys, type RandomSource } from './generate.js';
import { cardGroupOf, cardGroupView, withKeyCounts } from './groupResource.js';

/** Roles that reach every group; anyone else only the groups they own. */
export const CARD_UNSCOPED_ROLES = ['ADMIN'] as const;

export interface StoredGroup {
  id: number;
  goodsKind: CardGoodsKind;
  scriptId: number | null;
  validDay: number;
  status: CardGroupStatus;
  ownerId: number;
  downloadedAt: string | null;
  /** How the audit trail names it (contracts/recordNames.ts). */
  name: string;
  /** The script sold, or null for VIP/SVIP time. */
  goodsName: string | null;
}

/** Group `id` as `user` may reach it (ADMIN every group, a CREATOR their own), else undefined. */
export async function loadGroup(db: Kysely<DB>, id: number, user: Pick<AuthUser, 'id' | 'roles'> | null): Promise<StoredGroup | undefined> {
  const row = await db
    .selectFrom('card_groups as g')
    .leftJoin('scripts as s', 's.id', 'g.script_id')
    .select(['g.id', 'g.goods_kind', 'g.script_id', 'g.valid_day', 'g.status', 'g.owner_id', 'g.downloaded_at', 's.script_name'])
    .where('g.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (user && !hasAnyRole(user.roles, CARD_UNSCOPED_ROLES) && row.owner_id !== user.id) return undefined;
  return {
    id: row.id,
    goodsKind: row.goods_kind,
    scriptId: row.script_id,
    validDay: row.valid_day,
    status: row.status,
    ownerId: row.owner_id,
    downloadedAt: row.downloaded_at,
    name: cardGroupRecordName(cardGoodsName(row.goods_kind, row.script_name), row.id),
    goodsName: row.script_name,
  };
}

/** The group's record as the list answers it. */
export async function cardGroupRecord(db: Kysely<DB>, id: number): Promise<CardGroupRecord> {
  const row = await loose(db).selectFrom(cardGroupView(loose(db)).as('card_groups')).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [record] = await withKeyCounts(loose(db), [cardGroupOf(row as Record<string, unknown>)]);
  return record!;
}

/** What the group sells and whose it is; refusals are 400 on `goodsId` (an unknown script and another author's alike) or 403. */
async function goodsOf(db: Kysely<DB>, user: AuthUser, form: AddCardGroupForm): Promise<{ scriptId: number | null; name: string; ownerId: number }> {
  const admin = hasAnyRole(user.roles, CARD_UNSCOPED_ROLES);
  if (form.goodsCard !== 'script') {
    if (!admin) throw fail.forbidden('Only an administrator sells VIP and SVIP time');
    return { scriptId: null, name: cardGoodsName(form.goodsCard, null), ownerId: user.id };
  }
  const script = form.goodsId
    ? await db.selectFrom('scripts').select(['id', 'owner_id', 'script_name', 'status']).where('id', '=', form.goodsId).executeTakeFirst()
    : undefined;
  if (!script || (!admin && script.owner_id !== user.id)) {
    const whose = admin ? 'a script' : 'one of your scripts';
    throw fail.invalid(`goodsId must name ${whose}`, [{ field: 'goodsId', reason: 'invalid_value', message: `goodsId must name ${whose}` }]);
  }
  // A draft, a script in review or a retired one is not for sale.
  if (!isSellableScriptStatus(script.status)) {
    throw fail.invalid('goodsId must name a script that is shown or hidden', [{ field: 'goodsId', reason: 'invalid_value', message: 'goodsId must name a script that is shown or hidden' }]);
  }
  return { scriptId: script.id, name: script.script_name, ownerId: script.owner_id };
}

export interface GeneratedGroup {
  id: number;
  /** The plain keys, 16 raw symbols each: kept only sealed afterwards. */
  keys: string[];
}

/** Makes group and keys in one transaction (docs/cardKeys.md, "Generation"). */
export async function generateCardGroup(
  deps: CardKeyDeps,
  user: AuthUser,
  form: AddCardGroupForm,
  options: { now?: number; random?: RandomSource } = {},
): Promise<GeneratedGroup> {
  const goods = await goodsOf(deps.db, user, form);
  const at = isoTime(options.now ?? Date.now());
  const priceCents = parseMoney(form.price);
  return deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('card_groups')
      .values({
        goods_kind: form.goodsCard,
        script_id: goods.scriptId,
        card_num: form.cardNum,
        valid_day: form.validDay,
        price_cents: priceCents,
        currency: deps.currency,
        status: 'enabled',
        owner_id: goods.ownerId,
        created_by: user.id,
        downloaded_at: null,
        downloaded_by: null,
        disabled_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keys = await insertCardKeys(trx, deps.dialect, deps.vault, id, form.cardNum, at, options.random ?? randomBytes);
    await trx.insertInto('card_key_seals').values({ group_id: id, sealed: deps.vault.seal(id, keys), created_at: at }).execute();
    await appendAudit(
      trx,
      {
        actorId: user.id,
        entity: 'card_group',
        entityId: id,
        recordName: cardGroupRecordName(goods.name, id),
        event: 'ADD',
        payload: {
          goodsCard: form.goodsCard,
          goodsId: goods.scriptId,
          goodsName: goods.name,
          cardNum: form.cardNum,
          validDay: form.validDay,
          price: formatMoney(priceCents),
          currency: deps.currency,
          ownerId: goods.ownerId,
        },
      },
      Date.parse(at),
    );
    return { id, keys };
  });
}

/** POST /api/card/addCardGroup: the new group as the list shows it. */
export async function createCardGroup(deps: CardKeyDeps, user: AuthUser, form: AddCardGroupForm): Promise<CardGroupRecord> {
  const { id } = await generateCardGroup(deps, user, form);
  return cardGroupRecord(deps.db, id);
}
