/**
 * The recommendation order of the shown scripts (docs/scripts.md, "Recommendation order";
 * contracts/scriptOrder.ts): a reorder rewrites show_order 1..n in one transaction, compared
 * and set against the version the caller read, with an audit row per script that moved; a script
 * that becomes shown goes last and one that stops being shown leaves the order (./visibility.ts).
 */
import { type Kysely, sql } from 'kysely';
import {
  byShowOrder,
  positionsOf,
  showOrderVersion,
  type OrderScriptsForm,
  type ScriptOrderChange,
  type ShownPosition,
} from '../../../contracts/scriptOrder.js';
import type { ScriptVisibility } from '../../../contracts/scriptVisibility.js';
import { appendAudit } from '../../db/audit.js';
import type { DB } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { fail } from '../../http/envelope.js';

type ShownScript = ShownPosition & { name: string };

const refused = (message: string) => fail.invalid(message, [{ field: 'ids', reason: 'invalid_value', message }]);

/** The shown scripts in their order; `lock` holds their rows until the transaction ends (PostgreSQL). */
async function shownScripts(trx: Kysely<DB>, lock: boolean): Promise<ShownScript[]> {
  let select = trx.selectFrom('scripts').select(['id', 'show_order', 'script_name']).where('status', '=', 'shown');
  // SQLite runs one writer at a time already; PostgreSQL makes a parallel reorder wait for this one.
  if (lock) select = select.forUpdate();
  const rows = await select.execute();
  return rows.map((row) => ({ id: row.id, showOrder: row.show_order, name: row.script_name })).sort(byShowOrder);
}

/**
 * Writes the order `ids` (every shown script, first recommended first) if the stored order is
 * still the one `version` names: 409 `conflict` otherwise, 400 on `ids` when they are not exactly
 * the shown scripts. Nothing is written unless all of it is.
 */
export async function orderScripts(
  db: Kysely<DB>,
  actorId: number,
  body: OrderScriptsForm,
  options: { lock: boolean; now?: number },
): Promise<ScriptOrderChange> {
  const now = options.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    const shown = await shownScripts(trx, options.lock);
    if (showOrderVersion(shown) !== body.version)
      throw fail.conflict('The recommendation order changed since it was read: read it again');
    const byId = new Map(shown.map((script) => [script.id, script]));
    if (body.ids.some((id) => !byId.has(id))) throw refused('ids must name shown scripts only');
    if (body.ids.length !== shown.length) throw refused('ids must name every shown script');
    let moved = 0;
    for (const [index, id] of body.ids.entries()) {
      const before = byId.get(id)!;
      const position = index + 1;
      if (before.showOrder === position) continue;
      const result = await trx
        .updateTable('scripts')
        .set({ show_order: position, updated_at: isoTime(now) })
        .where('id', '=', id)
        .where('status', '=', 'shown')
        .where(before.showOrder === null ? sql<boolean>`show_order is null` : sql<boolean>`show_order = ${before.showOrder}`)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw fail.conflict('A script of the order changed meanwhile: read it again');
      await appendAudit(
        trx,
        {
          actorId,
          entity: 'script',
          entityId: id,
          recordName: before.name,
          event: 'REORDER',
          payload: { showOrder: { from: before.showOrder, to: position } },
        },
        now,
      );
      moved += 1;
    }
    return { version: showOrderVersion(positionsOf(body.ids)), moved };
  });
}

/**
 * The show_order a visibility change writes: a script becoming shown goes last (after every shown
 * script with an order), one that stops being shown leaves the order (null); the others keep
 * theirs. The gap a hidden script leaves changes nobody's rank; the next reorder closes it.
 */
export async function showOrderAfter(
  trx: Kysely<DB>,
  from: ScriptVisibility,
  to: ScriptVisibility,
): Promise<{ show_order?: number | null }> {
  if (to === 'shown' && from !== 'shown') {
    const last = await trx
      .selectFrom('scripts')
      .select(sql<number | string | null>`max(show_order)`.as('n'))
      .where('status', '=', 'shown')
      .executeTakeFirst();
    return { show_order: Number(last?.n ?? 0) + 1 };
  }
  if (from === 'shown' && to !== 'shown') return { show_order: null };
  return {};
}
