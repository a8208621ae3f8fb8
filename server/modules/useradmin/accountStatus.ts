/**
 * Account status changes through the account machine (machines/account.machine.ts), exactly:
 * rebuild the stored status's snapshot with `resolveState`, refuse what `can` refuses (409),
 * compute the next status with xstate's pure `transition`, and write it with compare-and-set
 * (`where id = ? and status = <from>`): a lost race changes 0 rows and answers 409 with the stored
 * status untouched. The audit row and the end of the account's sessions are in the same transaction.
 */
import type { Kysely } from 'kysely';
import { transition } from 'xstate';
import { isAccountStatus, type AccountEventType, type AccountStatus } from '../../../contracts/account.js';
import { accountMachine, accountSnapshot } from '../../../machines/account.machine.js';
import { appendAudit } from '../../db/audit.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { fail } from '../../http/envelope.js';
import { revokeUserSessions } from '../user/sessions.js';

export interface StatusChange {
  id: number;
  from: AccountStatus;
  to: AccountStatus;
}

export async function changeAccountStatus(db: Kysely<DB>, userId: number, event: AccountEventType, actorId: number): Promise<StatusChange> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select(['id', 'status']).where('id', '=', userId).where('is_del', '=', 0).executeTakeFirst();
    if (!row) throw fail.notFound(`No user ${userId}`);
    if (!isAccountStatus(row.status)) throw new Error(`user ${userId} has a corrupt status`);
    const from = row.status;
    const snapshot = accountSnapshot(from);
    if (!snapshot.can({ type: event })) throw fail.conflict(`${event} is not possible while the account is ${from}`);
    const [next] = transition(accountMachine, snapshot, { type: event });
    const to = next.value as AccountStatus;
    const now = Date.now();
    const result = await trx
      .updateTable('users')
      .set({ status: to, updated_at: isoTime(now) })
      .where('id', '=', userId)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw fail.conflict('The account changed meanwhile; reload and try again');
    await appendAudit(trx, { actorId, entity: 'user', entityId: userId, event, fromStatus: from, toStatus: to, payload: {} }, now);
    // Sessions stop working at once anyway (resolveSession checks the status); revoking them
    // also keeps an unfrozen account signed out until it signs in again.
    if (to !== 'normal') await revokeUserSessions(trx, userId, undefined, now);
    return { id: userId, from, to };
  });
}
