/**
 * A card key's status changes through its machine (machines/cardKey.machine.ts) by the transition
 * step every flow uses (server/flow/recordTransition.ts): the stored key rebuilt as a snapshot,
 * `can(event)` asked (409 `illegal_transition`), compare-and-set on the stored status (409 when a
 * concurrent change won) and the audit row in the same transaction.
 *
 * Expiry is recorded by a sweep (the hourly housekeeping): every redeemed key whose `expiresAt`
 * has passed gets its EXPIRE, sent by the server (no actor). Lists show such a key `expired` at
 * once, before the sweep comes (./deps.ts `shownStatus`).
 */
import type { Kysely } from 'kysely';
import {
  type CardGoodsKind,
  type CardGroupStatus,
  type CardKeyChange,
  type CardKeyStatus,
  isCardKeyStatus,
  maskCardKey,
} from '../../../contracts/cardKeys.js';
import { cardGoodsName, cardGroupRecordName, cardKeyRecordName } from '../../../contracts/recordNames.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { cardKeyMachine, type CardKeyContext, type CardKeyEvent } from '../../../machines/cardKey.machine.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition, type StoredState } from '../../flow/recordTransition.js';
import type { AuthUser } from '../../http/access.js';
import { fail, HttpError } from '../../http/envelope.js';
import { CARD_UNSCOPED_ROLES } from './groups.js';

export interface StoredKey {
  id: number;
  groupId: number;
  last4: string;
  status: CardKeyStatus;
  groupStatus: CardGroupStatus;
  goodsKind: CardGoodsKind;
  scriptId: number | null;
  scriptName: string | null;
  validDay: number;
  ownerId: number;
  redeemedBy: number | null;
  redeemedAt: string | null;
  expiresAt: string | null;
}

/** Key `id` with its group, as `user` may reach it (null: no scope, the server's own work), else undefined. */
export async function loadKey(db: Kysely<DB>, id: number, user: Pick<AuthUser, 'id' | 'roles'> | null): Promise<StoredKey | undefined> {
  const row = await db
    .selectFrom('card_keys as k')
    .innerJoin('card_groups as g', 'g.id', 'k.group_id')
    .leftJoin('scripts as s', 's.id', 'g.script_id')
    .select([
      'k.id', 'k.group_id', 'k.last4', 'k.status', 'k.redeemed_by', 'k.redeemed_at', 'k.expires_at',
      'g.status as group_status', 'g.goods_kind', 'g.script_id', 'g.valid_day', 'g.owner_id', 's.script_name',
    ])
    .where('k.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (user && !hasAnyRole(user.roles, CARD_UNSCOPED_ROLES) && row.owner_id !== user.id) return undefined;
  if (!isCardKeyStatus(row.status)) throw new Error(`card key ${id} has a corrupt status`);
  return {
    id: row.id,
    groupId: row.group_id,
    last4: row.last4,
    status: row.status,
    groupStatus: row.group_status,
    goodsKind: row.goods_kind,
    scriptId: row.script_id,
    scriptName: row.script_name,
    validDay: row.valid_day,
    ownerId: row.owner_id,
    redeemedBy: row.redeemed_by,
    redeemedAt: row.redeemed_at,
    expiresAt: row.expires_at,
  };
}

/** How the audit trail names a key: its group and the key masked but for its last 4. */
export function keyRecordName(key: Pick<StoredKey, 'groupId' | 'goodsKind' | 'scriptName' | 'last4'>): string {
  return cardKeyRecordName(cardGroupRecordName(cardGoodsName(key.goodsKind, key.scriptName), key.groupId), maskCardKey(key.last4));
}

export function keyContext(key: StoredKey): CardKeyContext {
  return {
    groupStatus: key.groupStatus,
    ownerId: key.ownerId,
    validDay: key.validDay,
    redeemedBy: key.redeemedBy,
    redeemedAt: key.redeemedAt,
    expiresAt: key.expiresAt,
  };
}

const isoOrNull = (time: string | number | null) => (time === null ? null : isoTime(typeof time === 'number' ? time : Date.parse(time)));

export interface KeyStep {
  /** Runs in the same transaction once the key's status is written (REDEEM: grant the goods). */
  afterWrite?(next: StoredState<CardKeyContext>): Promise<void>;
  /** The audit row's payload. */
  payload(next: StoredState<CardKeyContext>): Record<string, unknown>;
}

/** One event on a loaded key, inside the caller's transaction. */
export async function stepCardKey(trx: Kysely<DB>, key: StoredKey, actorId: number | null, event: CardKeyEvent, now: number, step: KeyStep) {
  return runTransition(trx, {
    machine: cardKeyMachine,
    entity: 'card_key',
    id: key.id,
    actorId,
    event,
    now,
    load: async () => ({ value: key.status, name: keyRecordName(key), context: keyContext(key) }),
    async write(next, from) {
      let update = trx
        .updateTable('card_keys')
        .set({
          status: next.value as CardKeyStatus,
          redeemed_by: next.context.redeemedBy,
          redeemed_at: isoOrNull(next.context.redeemedAt),
          expires_at: isoOrNull(next.context.expiresAt),
          updated_at: isoTime(now),
        })
        .where('id', '=', key.id)
        .where('status', '=', from as CardKeyStatus);
      // A redemption also needs the group still enabled as it is written (a group disabled meanwhile wins).
      if (event.type === 'REDEEM') {
        update = update.where(({ exists, selectFrom }) =>
          exists(selectFrom('card_groups').select('card_groups.id').whereRef('card_groups.id', '=', 'card_keys.group_id').where('card_groups.status', '=', 'enabled')),
        );
      }
      const written = Number((await update.executeTakeFirst()).numUpdatedRows);
      if (written === 1) await step.afterWrite?.(next);
      return written;
    },
    auditPayload: (_sent, next) => step.payload(next),
  });
}

/** POST /api/card/disableCardKey: an unused key out of use (ADMIN, or the group's owner). */
export async function disableCardKey(db: Kysely<DB>, id: number, user: AuthUser, now: number = Date.now()): Promise<CardKeyChange> {
  return db.transaction().execute(async (trx) => {
    const key = await loadKey(trx, id, user);
    if (!key) throw fail.notFound(`No card key ${id}`);
    const change = await stepCardKey(trx, key, user.id, { type: 'DISABLE', actor: { id: user.id, roles: user.roles } }, now, {
      payload: () => ({ groupId: key.groupId }),
    });
    return { id, from: change.from as CardKeyStatus, to: change.to as CardKeyStatus };
  });
}

/** Keys expired per sweep round (each in its own transaction). */
const SWEEP_BATCH = 500;

/** Records EXPIRE for every redeemed key whose time is up; answers how many. */
export async function expireDueCardKeys(db: Kysely<DB>, now: number = Date.now()): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .selectFrom('card_keys')
      .select('id')
      .where('status', '=', 'redeemed')
      .where('expires_at', '<=', isoTime(now))
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    let progress = 0;
    for (const { id } of due) {
      try {
        const done = await db.transaction().execute(async (trx) => {
          const key = await loadKey(trx, id, null);
          if (!key || key.status !== 'redeemed') return false;
          await stepCardKey(trx, key, null, { type: 'EXPIRE', now }, now, { payload: () => ({ expiresAt: key.expiresAt }) });
          return true;
        });
        if (done) expired += 1;
        progress += 1;
      } catch (error) {
        // Another instance's sweep expired it first: nothing to do.
        if (!(error instanceof HttpError && error.status === 409)) throw error;
      }
    }
    if (due.length < SWEEP_BATCH || progress === 0) return expired;
  }
}
