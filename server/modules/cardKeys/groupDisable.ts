/**
 * Disabling a whole card group (docs/cardKeys.md, "Disabling"): the group becomes `disabled` and
 * every unused key of it moves unused → disabled, each with its own DISABLE audit row (so every
 * key's History shows it), in one transaction and in a few statements whatever the group's size.
 *
 * The machine is asked once: every unused key of a group has the same context for DISABLE (the
 * group's owner and status; nothing redeemed), so `can` answers alike for each. The keys' status
 * is compare-and-set in one UPDATE (`where status = 'unused'`), and the audit rows are written for
 * exactly the keys it answered (RETURNING): a key redeemed by a transaction that won the race is
 * neither changed nor given a row. A redemption checks the group's status as it writes, so none
 * lands once the group is disabled.
 */
import { type Kysely, sql } from 'kysely';
import { type CardGroupDisabled, maskCardKey } from '../../../contracts/cardKeys.js';
import { cardKeyRecordName } from '../../../contracts/recordNames.js';
import { cardKeySnapshot, cardKeyMachine } from '../../../machines/cardKey.machine.js';
import { transition } from 'xstate';
import { appendAudit } from '../../db/audit.js';
import type { DB, Dialect } from '../../db/schema.js';
import { isoTime, toJsonText } from '../../db/values.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { loadGroup } from './groups.js';
import { rowSet } from './rowSet.js';

/** Audit rows per statement (9 values a row would be far more parameters; these are 2 arrays). */
const AUDIT_CHUNK = 20_000;

export async function disableCardGroup(db: Kysely<DB>, dialect: Dialect, id: number, user: AuthUser, now: number = Date.now()): Promise<CardGroupDisabled> {
  return db.transaction().execute(async (trx) => {
    const group = await loadGroup(trx, id, user);
    if (!group) throw fail.notFound(`No card group ${id}`);
    const actor = { id: user.id, roles: user.roles };
    const event = { type: 'DISABLE', actor } as const;
    const unused = cardKeySnapshot('unused', {
      groupStatus: group.status,
      ownerId: group.ownerId,
      validDay: group.validDay,
      redeemedBy: null,
      redeemedAt: null,
      expiresAt: null,
    });
    if (!unused.can(event)) throw fail.conflict('Disabling is not possible for this card group', 'illegal_transition');
    const [next] = transition(cardKeyMachine, unused, event);
    const at = isoTime(now);
    const changed = await trx
      .updateTable('card_groups')
      .set({ status: 'disabled', disabled_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'enabled')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw fail.conflict('This card group is disabled already', 'illegal_transition');

    const keys = await trx
      .updateTable('card_keys')
      .set({ status: 'disabled', updated_at: at })
      .where('group_id', '=', id)
      .where('status', '=', 'unused')
      .returning(['id', 'last4'])
      .execute();
    // The key's name without its last 4, which each row adds: "<group> · ••••-••••-••••-".
    const prefix = cardKeyRecordName(group.name, maskCardKey('2222')).slice(0, -4);
    const payload = toJsonText({ groupId: id, byGroup: true });
    for (let from = 0; from < keys.length; from += AUDIT_CHUNK) {
      const rows = keys.slice(from, from + AUDIT_CHUNK).map((key) => [key.id, key.last4] as const);
      const source = rowSet(dialect, 'k', [{ name: 'id', type: 'int' }, { name: 'l', type: 'text' }], rows);
      await sql`
        insert into audit_log (at, actor_id, entity, entity_id, record_name, event, from_status, to_status, payload)
        select ${at}, cast(${user.id} as integer), 'card_key', cast(k.id as text), ${prefix} || k.l, 'DISABLE', 'unused', ${String(next.value)}, ${payload}
        from ${source}`.execute(trx);
    }
    await appendAudit(
      trx,
      { actorId: user.id, entity: 'card_group', entityId: id, recordName: group.name, event: 'DISABLE', payload: { disabledKeys: keys.length } },
      now,
    );
    return { id, groupStatus: 'disabled', disabledKeys: keys.length };
  });
}
