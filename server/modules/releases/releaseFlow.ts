/**
 * A version's status changes through the release machine (docs/releases.md) by the transition
 * step every flow uses (server/flow/recordTransition.ts): compare-and-set and an audit row in
 * the same transaction. ACTIVATE first supersedes the track's active version (its own
 * transition and audit row), then activates this one, under the track's lock.
 */
import type { Kysely } from 'kysely';
import { releaseRecordName } from '../../../contracts/recordNames.js';
import {
  isReleaseStatus,
  type ReleaseActor,
  type ReleaseChange,
  type ReleaseKind,
  type ReleaseStatus,
} from '../../../contracts/release.js';
import { hasAnyRole } from '../../../contracts/roles.js';
import { releaseMachine, releaseSnapshot, type ReleaseEvent } from '../../../machines/release.machine.js';
import type { DB, Dialect } from '../../db/schema.js';
import { isoTime } from '../../db/values.js';
import { runTransition } from '../../flow/recordTransition.js';
import { fail } from '../../http/envelope.js';
import type { LooseDb } from '../../resource/resource.js';
import { lockTrack } from './releaseTrack.js';

interface StoredRelease {
  id: number;
  track: string;
  kind: ReleaseKind;
  status: ReleaseStatus;
  ownerId: number | null;
  name: string;
}

/** The release as the caller may reach it: a CREATOR only their own scripts' files. */
async function loadRelease(db: LooseDb, id: number, actor: ReleaseActor, kinds: readonly ReleaseKind[]): Promise<StoredRelease | undefined> {
  const row = await db
    .selectFrom('releases as r')
    .innerJoin('stored_files as f', 'f.key', 'r.file_key')
    .leftJoin('scripts as s', 's.id', 'r.script_id')
    .select(['r.id', 'r.track', 'r.kind', 'r.status', 'r.version_name', 'f.file_name', 's.owner_id', 's.script_name'])
    .where('r.id', '=', id)
    .where('r.kind', 'in', kinds)
    .executeTakeFirst();
  if (!row) return undefined;
  const ownerId = row.owner_id === null ? null : Number(row.owner_id);
  const onlyOwn = !hasAnyRole(actor.roles, ['ADMIN', 'LUA_ADMIN', 'AUDITOR']);
  if (onlyOwn && ownerId !== actor.id) return undefined;
  if (!isReleaseStatus(row.status)) throw new Error(`release ${id} has a corrupt status`);
  return {
    id,
    track: String(row.track),
    kind: row.kind as ReleaseKind,
    status: row.status,
    ownerId,
    name: releaseRecordName(row.script_name === null ? null : String(row.script_name), String(row.version_name), String(row.file_name)),
  };
}

const contextOf = (release: StoredRelease) => ({ kind: release.kind, ownerId: release.ownerId });

async function step(trx: Kysely<DB>, release: StoredRelease, actor: ReleaseActor, event: ReleaseEvent, now: number) {
  return runTransition(trx, {
    machine: releaseMachine,
    entity: 'release',
    id: release.id,
    actorId: actor.id,
    event,
    now,
    load: async () => ({ value: release.status, name: release.name, context: contextOf(release) }),
    async write(next, from) {
      const result = await trx
        .updateTable('releases')
        .set({
          status: next.value as ReleaseStatus,
          ...(next.value === 'active' && { activated_at: isoTime(now) }),
          updated_at: isoTime(now),
        })
        .where('id', '=', release.id)
        .where('status', '=', from as ReleaseStatus)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  });
}

/** Runs ACTIVATE or WITHDRAW on release `id` in its own transaction; answers the change. */
export async function changeRelease(
  db: Kysely<DB>,
  dialect: Dialect,
  id: number,
  actor: ReleaseActor,
  event: Extract<ReleaseEvent, { type: 'ACTIVATE' | 'WITHDRAW' }>,
  /** The kinds the call reaches (a Lua call never a script's file). */
  kinds: readonly ReleaseKind[],
  now: number = Date.now(),
): Promise<ReleaseChange> {
  return db.transaction().execute(async (trx) => {
    const found = await loadRelease(trx, id, actor, kinds);
    if (!found) throw fail.notFound(`No release ${id}`);
    let release = found;
    let superseded: number | null = null;
    if (event.type === 'ACTIVATE') {
      await lockTrack(trx, dialect, release.track);
      // Read again under the lock: the status and the active version as they are now.
      release = (await loadRelease(trx, id, actor, kinds)) ?? release;
      const active = await trx
        .selectFrom('releases')
        .select('id')
        .where('track', '=', release.track)
        .where('status', '=', 'active')
        .executeTakeFirst();
      const current = active && Number(active.id) !== id ? await loadRelease(trx, Number(active.id), actor, kinds) : undefined;
      // Only an activation the machine allows supersedes; a refused one answers 409 below, unchanged.
      if (current && releaseSnapshot(release.status, contextOf(release)).can(event)) {
        await step(trx, current, actor, { type: 'SUPERSEDE', actor }, now);
        superseded = current.id;
      }
    }
    const change = await step(trx, release, actor, event, now);
    return { id, from: change.from as ReleaseStatus, to: change.to as ReleaseStatus, superseded };
  });
}
