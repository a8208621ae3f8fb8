/**
 * A script's visibility changes through its machine (docs/scripts.md), by the one transition step
 * every flow uses (server/flow/recordTransition.ts): compare-and-set on the stored status and the
 * audit row in the same transaction. Showing puts a script last in the recommendation order,
 * hiding or retiring takes it out (./showOrder.ts). Used by the routes (./visibilityRoutes.ts)
 * and the demo seed.
 */
import type { Kysely } from 'kysely';
import { hasAnyRole } from '../../../contracts/roles.js';
import {
  isScriptVisibility,
  SCRIPT_CURATOR_ROLES,
  type ScriptActor,
  type ScriptVisibility,
  type ScriptVisibilityChange,
} from '../../../contracts/scriptVisibility.js';
import {
  scriptVisibilityMachine,
  type ScriptVisibilityEvent,
} from '../../../machines/scriptVisibility.machine.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition } from '../../flow/recordTransition.js';
import { showOrderAfter } from './showOrder.js';

export const scriptActorOf = (user: ScriptActor): ScriptActor => ({ id: user.id, roles: user.roles });

/** Runs one visibility event on script `id` in its own transaction; answers the change. */
export async function changeVisibility(
  db: Kysely<DB>,
  id: number,
  user: ScriptActor,
  event: ScriptVisibilityEvent,
  now: number = Date.now(),
): Promise<ScriptVisibilityChange> {
  return db.transaction().execute(async (trx) => {
    const placed: { from: number | null; to?: number | null } = { from: null };
    const change = await runTransition(trx, {
      machine: scriptVisibilityMachine,
      entity: 'script',
      id,
      actorId: user.id,
      event,
      now,
      async load() {
        const row = await trx
          .selectFrom('scripts')
          .select(['owner_id', 'status', 'return_reason', 'script_name', 'show_order'])
          .where('id', '=', id)
          .executeTakeFirst();
        // Curators reach every script, an author their own; for anyone else it does not exist.
        const curator = hasAnyRole(user.roles, SCRIPT_CURATOR_ROLES);
        if (!row || (!curator && Number(row.owner_id) !== user.id)) return undefined;
        if (!isScriptVisibility(row.status)) throw new Error(`script ${id} has a corrupt status`);
        placed.from = row.show_order;
        return {
          value: row.status,
          name: row.script_name,
          context: { ownerId: Number(row.owner_id), returnReason: row.return_reason },
        };
      },
      async write(next, from) {
        const order = await showOrderAfter(trx, from as ScriptVisibility, next.value as ScriptVisibility);
        placed.to = order.show_order;
        const result = await trx
          .updateTable('scripts')
          .set({
            status: next.value as ScriptVisibility,
            return_reason: next.context.returnReason,
            ...order,
            updated_at: isoTime(now),
          })
          .where('id', '=', id)
          .where('status', '=', from as ScriptVisibility)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
      auditPayload: (sent) => ({
        ...(sent.type === 'RETURN' && { reason: sent.reason }),
        // Shown: its place at the end of the recommendation order; no longer shown: out of it.
        ...(placed.to !== undefined && { showOrder: { from: placed.from, to: placed.to } }),
      }),
    });
    return {
      id,
      from: change.from as ScriptVisibility,
      to: change.to as ScriptVisibility,
      returnReason: change.context.returnReason,
    };
  });
}
