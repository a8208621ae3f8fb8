/**
 * The operator's dashboard section (OPERATE; docs/decisions.md, "Dashboard"): the scripts waiting
 * to be shown, the longest waiting first, and the latest changes to scripts as the audit trail
 * holds them (who, what, when).
 */
import { type Kysely, sql } from 'kysely';
import type { DashboardSummary } from '../../../contracts/dashboard.js';
import type { DB } from '../../db/schema.js';
import { toCount } from '../../db/values.js';

/** How many waiting scripts are named, and how many changes are listed. */
export const OPERATE_WAITING = 5;
export const OPERATE_CHANGES = 8;

/** The fields a change names: an update's changed fields, a reorder's order; not a reason or a status. */
function fieldsOf(event: string, payload: string): string[] {
  if (event !== 'UPDATE' && event !== 'REORDER') return [];
  try {
    const value: unknown = JSON.parse(payload);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

export async function operateSection(db: Kysely<DB>): Promise<DashboardSummary['operate']> {
  const counted = await db
    .selectFrom('scripts')
    .select(sql<string | number>`count(*)`.as('n'))
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  // The latest SUBMIT: a script sent back and submitted again waits from its second submission.
  const submittedAt = sql<string | null>`(select max(a.at) from audit_log a where a.entity = 'script'
    and a.event = 'SUBMIT' and a.entity_id = cast(scripts.id as text))`;
  const waiting = await db
    .selectFrom('scripts')
    .select(['id', 'script_name', 'author_nick', 'updated_at', submittedAt.as('submitted_at')])
    .where('status', '=', 'submitted')
    .orderBy(sql`coalesce(${submittedAt}, scripts.updated_at)`)
    .orderBy('id')
    .limit(OPERATE_WAITING)
    .execute();
  const changes = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.at', 'u.username', 'a.entity_id', 'a.record_name', 'a.event', 'a.from_status', 'a.to_status', 'a.payload'])
    .where('a.entity', '=', 'script')
    .orderBy('a.id', 'desc')
    .limit(OPERATE_CHANGES)
    .execute();
  return {
    waitingCount: toCount(counted.n),
    waiting: waiting.map((row) => ({
      id: row.id,
      scriptName: row.script_name,
      authorNick: row.author_nick,
      submittedAt: row.submitted_at ?? row.updated_at,
    })),
    recentChanges: changes.map((row) => ({
      id: row.id,
      at: row.at,
      actorName: row.username ?? null,
      scriptId: row.entity_id,
      recordName: row.record_name,
      event: row.event,
      from: row.from_status,
      to: row.to_status,
      fields: fieldsOf(row.event, row.payload),
    })),
  };
}
