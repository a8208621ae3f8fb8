/**
 * The write routes of a table-backed resource, each in one transaction with its audit row:
 *   POST /rocketScript/api/<area>/add<Entity>     create -> the record
 *   POST /rocketScript/api/<area>/update<Entity>  {id, ...changed fields} -> the record
 *   POST /rocketScript/api/<area>/delete<Entity>  {id}
 * An operation without a declaration has no route.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteForm } from '../../contracts/fields.js';
import type { ServerContext } from '../context.js';
import { appendAudit } from '../db/audit.js';
import { isoTime } from '../db/values.js';
import { currentUser, PROBE_MISSING_ID } from '../http/access.js';
import { answers, fail, ok } from '../http/envelope.js';
import { checkRoles, loose, type ResourceDeclaration, resourcePaths } from './declaration.js';
import { ownershipProbe, probeWith } from './probes.js';
import {
  auditable,
  changedFields,
  problemsToFields,
  recordNameOf,
  recordOf,
  refusedChange,
  rowById,
  visibleRow,
} from './records.js';
import { withNameKeys } from './uniqueNames.js';

export function registerWriteRoutes<Rec extends Record<string, unknown>>(
  fastify: FastifyInstance,
  ctx: ServerContext,
  decl: ResourceDeclaration<Rec>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const paths = resourcePaths(decl);
  const tags = [decl.area];

  const add = decl.add;
  if (add) {
    app.post(
      paths.add,
      {
        // Probe: an empty body, refused with 400 by callers who pass the role check.
        config: { access: { roles: checkRoles(add.roles, paths.add) }, probe: { body: {} } },
        schema: {
          tags,
          summary: `Create a ${decl.entity}`,
          body: add.schema,
          response: answers(decl.record),
        },
      },
      async (request) => {
        const caller = currentUser(request);
        const input = request.body as Record<string, unknown>;
        const record = await ctx.db.transaction().execute(async (trx) => {
          const tx = loose(trx);
          const now = isoTime();
          const values = {
            ...withNameKeys(decl, await add.toRow(input, caller.user, tx, ctx)),
            created_at: now,
            updated_at: now,
          };
          let id: number;
          try {
            id = Number(
              (
                (await tx
                  .insertInto(decl.table)
                  .values(values)
                  .returning('id')
                  .executeTakeFirstOrThrow()) as { id: number }
              ).id,
            );
          } catch (error) {
            refusedChange(decl, error);
          }
          await add.after?.(tx, { id, input, now: Date.parse(now) });
          const created = await recordOf(tx, decl, await rowById(tx, decl, id));
          await appendAudit(trx, {
            actorId: caller.user.id,
            entity: decl.auditEntity,
            entityId: id,
            recordName: recordNameOf(decl, created),
            event: 'ADD',
            payload: auditable(decl, decl.toRecord({ ...values, id })),
          });
          return created;
        });
        return ok(record);
      },
    );
  }

  const update = decl.update;
  if (update) {
    const ownershipRequest = (id: number) => ({ body: { id, ...update.sample } });
    app.post(
      paths.update,
      {
        config: {
          access: { roles: checkRoles(update.roles, paths.update) },
          probe: probeWith(
            { body: { id: PROBE_MISSING_ID, ...update.sample } },
            ownershipProbe(decl, ownershipRequest),
          ),
        },
        schema: {
          tags,
          summary: `Change fields of a ${decl.entity} (only the fields sent)`,
          body: update.schema,
          response: answers(decl.record),
        },
      },
      async (request) => {
        const caller = currentUser(request);
        const { id, ...changes } = request.body as { id: number } & Record<string, unknown>;
        const record = await ctx.db.transaction().execute(async (trx) => {
          const tx = loose(trx);
          const before = await visibleRow(tx, decl, id, caller);
          if (!before) throw fail.notFound(`No ${decl.entity} ${id}`);
          const columns = withNameKeys(decl, await update.toRow(changes, before, caller.user, tx, ctx));
          const afterRow = { ...before, ...columns };
          const beforeRecord = decl.toRecord(before);
          const afterRecord = decl.toRecord(afterRow);
          const problems = update.check?.(afterRecord) ?? [];
          if (problems.length > 0)
            throw fail.invalid(
              `Invalid input: ${problems.map((p) => p.field).join(', ')}`,
              problemsToFields(problems),
            );
          const diff = changedFields(auditable(decl, beforeRecord), auditable(decl, afterRecord));
          if (Object.keys(diff).length === 0) return recordOf(tx, decl, before);
          const now = Date.now();
          let write = tx.updateTable(decl.table).set({ ...columns, updated_at: isoTime(now) }).where('id', '=', id);
          for (const column of update.unchangedColumns ?? []) write = write.where(column, '=', before[column]);
          let written = 0;
          try {
            written = Number((await write.executeTakeFirst()).numUpdatedRows);
          } catch (error) {
            refusedChange(decl, error);
          }
          if (written !== 1) throw fail.conflict(`The ${decl.entity} changed meanwhile; reload and try again`);
          const more = await update.after?.(tx, { id, changes, before, now });
          const updated = await recordOf(tx, decl, await rowById(tx, decl, id));
          await appendAudit(trx, {
            actorId: caller.user.id,
            entity: decl.auditEntity,
            entityId: id,
            recordName: recordNameOf(decl, updated),
            event: 'UPDATE',
            payload: { ...diff, ...more },
          });
          return updated;
        });
        return ok(record);
      },
    );
  }

  const remove = decl.remove;
  if (remove) {
    app.post(
      paths.delete,
      {
        config: {
          access: { roles: checkRoles(remove.roles, paths.delete) },
          probe: probeWith(
            { body: { id: PROBE_MISSING_ID } },
            ownershipProbe(decl, (id) => ({ body: { id } })),
          ),
        },
        schema: {
          tags,
          summary: `Delete a ${decl.entity}`,
          body: deleteForm,
          response: answers(z.null()),
        },
      },
      async (request) => {
        const caller = currentUser(request);
        const { id } = request.body;
        await ctx.db.transaction().execute(async (trx) => {
          const tx = loose(trx);
          const before = await visibleRow(tx, decl, id, caller);
          if (!before) throw fail.notFound(`No ${decl.entity} ${id}`);
          const recordName = recordNameOf(decl, await recordOf(tx, decl, before));
          await remove.check?.(tx, before);
          try {
            await tx.deleteFrom(decl.table).where('id', '=', id).execute();
          } catch (error) {
            refusedChange(decl, error, true);
          }
          await appendAudit(trx, {
            actorId: caller.user.id,
            entity: decl.auditEntity,
            entityId: id,
            recordName,
            event: 'DELETE',
            payload: auditable(decl, decl.toRecord(before)),
          });
        });
        return ok(null);
      },
    );
  }
}
