/**
 * Managed entities (docs/resources.md). A resource is a declaration (./declaration.ts);
 * `resourceRoutes` turns it into up to five routes, each with its access declaration and
 * permission probe:
 *
 *   GET  /rocketScript/api/<area>/query<Entity>   paged, sorted, filtered list  {records,total,page,size}
 *   GET  /rocketScript/api/<area>/export<Entity>  every row matching the same filters, as CSV
 *   POST /rocketScript/api/<area>/add<Entity>     create -> the record
 *   POST /rocketScript/api/<area>/update<Entity>  {id, ...changed fields} -> the record
 *   POST /rocketScript/api/<area>/delete<Entity>  {id}
 *
 * An operation without roles has no route; a declaration without list roles, with a bad sort
 * or unique-name column, or with writes (or unique names) on a read-only view does not start.
 * Every change writes an audit_log row (ADD, UPDATE, DELETE) in the same transaction; a name
 * declared `unique` that is taken answers 409 name_taken (./uniqueNames.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../context.js';
import { checkRoles, loose, type ResourceDeclaration, resourcePaths } from './declaration.js';
import { registerReadRoutes } from './readRoutes.js';
import { registerWriteRoutes } from './writeRoutes.js';

export * from './declaration.js';
export { defineResource, type FilterColumns, type ResourceImplementation } from './defineResource.js';
export { listQuery, listQuerySchema, type Caller } from './listQuery.js';
export { isUnscoped, scopeOf, type Owned, type ScopedUser } from './scope.js';
export { changedFields } from './records.js';
export { keyColumnOf } from './uniqueNames.js';
export { EXPORT_BATCH } from './readRoutes.js';
export { maskPhone } from './masking.js';
export { ownershipProbe, probeWith, type ProbeTarget } from './probes.js';
export { summaryTotals, type SummarySource } from './summaryTotals.js';
export { sameNames } from './keyedPage.js';

const COLUMN = /^[a-z_][a-z0-9_]*$/;

/** The routes of a resource, as a Fastify plugin. Throws at registration on an incomplete declaration. */
export function resourceRoutes<Rec extends Record<string, unknown>>(
  ctx: ServerContext,
  decl: ResourceDeclaration<Rec>,
): FastifyPluginAsyncZod {
  const paths = resourcePaths(decl);
  const listRoles = checkRoles(decl.list?.roles, paths.query);
  for (const [field, column] of Object.entries(decl.list.sortable)) {
    if (!COLUMN.test(column))
      throw new Error(`${paths.query}: sort field ${field} names a bad column ${column}`);
  }
  for (const name of decl.unique ?? []) {
    for (const column of [name.column, ...(name.within ?? [])]) {
      if (!COLUMN.test(column))
        throw new Error(`${paths.query}: unique name ${name.field} names a bad column ${column}`);
    }
  }
  if (decl.view && (decl.add || decl.update || decl.remove || decl.unique)) {
    throw new Error(
      `${paths.query}: a resource over a view is read-only (no add, update, remove or unique names)`,
    );
  }
  return async (app) => {
    registerReadRoutes(app, loose(ctx.db), decl, listRoles, ctx.config.currency);
    registerWriteRoutes(app, ctx, decl);
  };
}
