/**
 * Permission probes of a resource's routes (server/http/access.ts): with an ownership
 * declaration, each route also carries an ownership probe that finds a row the probing account
 * does not own (outside its scope) so the permission test can aim the call at it.
 */
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import type { OwnershipProbe, Probe, ProbeAccount } from '../http/access.js';
import { type AnyResource, loose, sourceOf } from './declaration.js';
import { scopeOf, type ScopedUser } from './scope.js';

async function scopedUserOf(db: Kysely<DB>, account: ProbeAccount): Promise<ScopedUser> {
  const row = await db
    .selectFrom('users')
    .select(['company_id', 'cooperate_id'])
    .where('id', '=', account.id)
    .executeTakeFirst();
  return {
    id: account.id,
    companyId: row?.company_id ?? null,
    cooperateId: row?.cooperate_id ?? null,
    roles: account.roles,
  };
}

/** What an ownership probe reads: a resource, or any owned table or view (a chart's subject). */
export type ProbeTarget = Pick<AnyResource, 'entity' | 'table' | 'view' | 'ownership'>;

export function ownershipProbe(
  decl: ProbeTarget,
  request: OwnershipProbe['request'],
  reveals?: OwnershipProbe['reveals'],
): OwnershipProbe | undefined {
  if (!decl.ownership) return undefined;
  const probe: OwnershipProbe = {
    async foreignId(db, account) {
      const scope = scopeOf(decl, await scopedUserOf(db, account));
      if (!scope) return null;
      const row = (await sourceOf(loose(db), decl)
        .select(sql.ref(`${decl.table}.id`).as('id'))
        .where(sql<SqlBool>`not (${scope})`)
        .orderBy(sql.ref(`${decl.table}.id`))
        .executeTakeFirst()) as { id: number } | undefined;
      if (!row)
        throw new Error(
          `${decl.entity}: the demo data has no row owned by someone other than ${account.username}`,
        );
      return Number(row.id);
    },
    request,
    snapshot: async (db, id) =>
      sourceOf(loose(db), decl)
        .selectAll()
        .where(sql.ref(`${decl.table}.id`), '=', id)
        .executeTakeFirst(),
  };
  if (reveals) probe.reveals = reveals;
  return probe;
}

export function probeWith(base: Probe, ownership: OwnershipProbe | undefined): Probe {
  return ownership ? { ...base, ownership } : base;
}

export const listReveals = (text: string) => {
  try {
    return Number((JSON.parse(text) as { data?: { total?: unknown } }).data?.total ?? 0) > 0;
  } catch {
    return true;
  }
};

export const csvReveals = (text: string) =>
  text.split('\r\n').filter((line) => line.length > 0).length > 1;
