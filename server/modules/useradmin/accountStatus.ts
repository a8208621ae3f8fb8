/**
 * Account status changes through the account machine (machines/account.machine.ts), run by the
 * shared transition step (server/flow/recordTransition.ts): 409 `illegal_transition` for what the
 * machine refuses, compare-and-set on the stored status (a lost race answers 409 `conflict`,
 * nothing changed), the audit row and, on unfreezing, the end of the account's old sessions in one
 * transaction.
 */
import type { Kysely } from 'kysely';
import { isAccountStatus, type AccountEventType, type AccountStatus } from '../../../contracts/account.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import { accountMachine } from '../../../machines/account.machine.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition } from '../../flow/recordTransition.js';
import { revokeUserSessions } from '../user/sessions.js';

export interface StatusChange {
  id: number;
  from: AccountStatus;
  to: AccountStatus;
}

export async function changeAccountStatus(db: Kysely<DB>, userId: number, event: AccountEventType, actorId: number): Promise<StatusChange> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const change = await runTransition(trx, {
      machine: accountMachine,
      entity: 'user',
      id: userId,
      actorId,
      event: { type: event },
      now,
      async load() {
        const row = await trx.selectFrom('users').select(['id', 'status', 'username', 'nickname']).where('id', '=', userId).where('is_del', '=', 0).executeTakeFirst();
        if (!row) return undefined;
        if (!isAccountStatus(row.status)) throw new Error(`user ${userId} has a corrupt status`);
        return { value: row.status, name: userRecordName(row.username, row.nickname), context: {} };
      },
      async write(next, from) {
        const result = await trx
          .updateTable('users')
          .set({ status: next.value as AccountStatus, updated_at: isoTime(now) })
          .where('id', '=', userId)
          .where('status', '=', from as AccountStatus)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
      // A frozen or banned account's sessions stop working at once because resolveSession checks
      // the status, and they stay unrevoked so their tokens answer `account_frozen` /
      // `account_banned` (docs/auth-protocol.md). Unfreezing revokes them: the account stays
      // signed out until it signs in again.
      async after({ to }) {
        if (to === 'normal') await revokeUserSessions(trx, userId, undefined, now);
      },
    });
    return { id: userId, from: change.from as AccountStatus, to: change.to as AccountStatus };
  });
}
