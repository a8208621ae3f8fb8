/**
 * The Lua admin's dashboard section (LUA_ADMIN; docs/releases.md): the active detection code and
 * the latest uploads, newest first, each with its status.
 */
import type { Kysely } from 'kysely';
import type { DashboardSummary } from '../../../contracts/dashboard.js';
import type { DB } from '../../db/schema.js';
import { releaseOf, releaseView } from '../releases/releaseResources.js';

export const LUA_RECENT = 5;

export async function luaSection(db: Kysely<DB>): Promise<NonNullable<DashboardSummary['lua']>> {
  const active = await releaseView(db, ['lua']).where('r.status', '=', 'active').executeTakeFirst();
  const recent = await releaseView(db, ['lua']).orderBy('r.version_code', 'desc').limit(LUA_RECENT).execute();
  return { active: active ? releaseOf(active) : null, recent: recent.map(releaseOf) };
}
