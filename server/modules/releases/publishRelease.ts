/**
 * A new version from a finished upload (docs/releases.md): the caller may publish this kind (for
 * a script's files: their own script), the version number goes up, the upload is the caller's
 * and whole, its MD5 is the one the browser computed and its content is of the kind. Only then
 * is the file moved into the store under a key of its own, and the stored file, the version
 * (`uploaded`) and its audit row are written in one transaction. Whatever fails after the move
 * removes the moved file, so no file is left that no row names.
 */
import type { Kysely } from 'kysely';
import { releaseRecordName } from '../../../contracts/recordNames.js';
import {
  mayPublish,
  NUMBERED_KINDS,
  type ReleaseKind,
  type ReleaseRecord,
  trackOf,
} from '../../../contracts/release.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import { uniqueViolationColumns } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { isoTime, toDbBool } from '../../db/values.js';
import type { AuthUser } from '../../http/access.js';
import { fail, HttpError } from '../../http/envelope.js';
import { uploadKey } from '../files/storage.js';
import { discardStagedUpload, returnStagedUpload, takeStagedUpload } from '../files/stagedUploads.js';
import { clearPendingFile, notePendingFile } from '../files/storedFileSweep.js';
import { verifyStagedFile } from '../files/verifyUpload.js';
import { releaseOf, releaseView } from './releaseResources.js';
import { highestVersion, lockTrack } from './releaseTrack.js';

export interface PublishRequest {
  kind: ReleaseKind;
  scriptId: number | null;
  /** The given version number (NUMBERED_KINDS); the others count up. */
  versionCode?: number;
  /** The name shown (the app's "2.4.0"); default: the number. */
  versionName?: string;
  forceUpdate: boolean;
  rolloutPercent: number;
  notes: string;
  uploadId: string;
  md5: string;
  /** The form's field that holds the version number, for a 409 on it. */
  versionField: string;
}

const notNewer = (field: string, highest: number) =>
  fail.conflict(`The version must be above ${highest}, the highest uploaded`, 'conflict', [
    { field, reason: 'version_not_newer', message: `must be above ${highest}` },
  ]);

/** The script a script's file belongs to, if the caller may publish for it (else 404). */
async function scriptFor(db: Kysely<DB>, request: PublishRequest, user: AuthUser): Promise<string | null> {
  if (request.scriptId === null) return null;
  const script = await db.selectFrom('scripts').select(['owner_id', 'script_name']).where('id', '=', request.scriptId).executeTakeFirst();
  if (!script || !mayPublish(request.kind, user, Number(script.owner_id))) throw fail.notFound(`No script ${request.scriptId}`);
  return script.script_name;
}

async function nextVersion(db: Kysely<DB>, track: string, request: PublishRequest): Promise<number> {
  const highest = await highestVersion(db, track);
  if (!NUMBERED_KINDS.includes(request.kind)) return highest + 1;
  const given = request.versionCode;
  if (given === undefined)
    throw fail.invalid('Give the version number', [{ field: request.versionField, reason: 'required', message: 'required' }]);
  if (given <= highest) throw notNewer(request.versionField, highest);
  return given;
}

export async function publishRelease(ctx: ServerContext, user: AuthUser, request: PublishRequest): Promise<ReleaseRecord> {
  const scriptName = await scriptFor(ctx.db, request, user);
  const track = trackOf(request.kind, request.scriptId);
  // Before reading a large file: a number already taken is refused at once.
  await nextVersion(ctx.db, track, request);

  const staged = await takeStagedUpload(ctx, request.uploadId, user, request.kind);
  let verified: Awaited<ReturnType<typeof verifyStagedFile>>;
  let key: string;
  try {
    verified = await verifyStagedFile(staged.path, { purpose: request.kind, md5: request.md5, maxBytes: staged.maxBytes });
    key = uploadKey(request.uploadId, verified.extension);
    // Noted first: if the process dies from here on, the sweep knows this file may be an orphan.
    await notePendingFile(ctx.db, key);
    // A copy (a hard link where it can): the staged bytes stay until the version is written.
    await ctx.releases.adopt(staged.path, key, verified.contentType);
  } catch (error) {
    // A refused file is not kept.
    await discardStagedUpload(ctx, request.uploadId);
    throw error;
  }

  const now = Date.now();
  let id: number;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      await lockTrack(trx, ctx.database.dialect, track);
      const versionCode = await nextVersion(trx, track, request);
      const versionName = request.versionName ?? String(versionCode);
      await clearPendingFile(trx, key);
      await trx
        .insertInto('stored_files')
        .values({
          key,
          store: 'releases',
          md5: verified.md5,
          sha256: verified.sha256,
          size: verified.size,
          content_type: verified.contentType,
          file_name: staged.fileName,
          uploaded_by: user.id,
          created_at: isoTime(now),
        })
        .execute();
      const row = await trx
        .insertInto('releases')
        .values({
          track,
          kind: request.kind,
          script_id: request.scriptId,
          version_code: versionCode,
          version_name: versionName,
          force_update: toDbBool(request.forceUpdate),
          rollout_percent: request.rolloutPercent,
          notes: request.notes,
          file_key: key,
          status: 'uploaded',
          created_by: user.id,
          created_at: isoTime(now),
          updated_at: isoTime(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(
        trx,
        {
          actorId: user.id,
          entity: 'release',
          entityId: row.id,
          recordName: releaseRecordName(scriptName, versionName, staged.fileName),
          event: 'ADD',
          toStatus: 'uploaded',
          payload: { kind: request.kind, version: versionName, fileName: staged.fileName, size: verified.size, md5: verified.md5 },
        },
        now,
      );
      return Number(row.id);
    });
  } catch (error) {
    await ctx.releases.remove(key);
    await clearPendingFile(ctx.db, key);
    // Two uploads of one version at once: the second finds the number taken. Its file was fine:
    // it goes back to tus, and the same upload can be sent again with another number.
    const taken = uniqueViolationColumns(error)?.includes('version_code') ? notNewer(request.versionField, await highestVersion(ctx.db, track)) : null;
    const lostTheNumber = taken ?? (isVersionConflict(error) ? error : null);
    if (lostTheNumber) await returnStagedUpload(ctx, request.uploadId);
    else await discardStagedUpload(ctx, request.uploadId);
    throw lostTheNumber ?? error;
  }
  // Stored once: the staged bytes go.
  await discardStagedUpload(ctx, request.uploadId);
  const stored = await releaseView(ctx.db, [request.kind]).where('r.id', '=', id).executeTakeFirstOrThrow();
  return releaseOf(stored);
}

/** The 409 `notNewer` gives: the version number, not the file, was refused. */
const isVersionConflict = (error: unknown) => error instanceof HttpError && (error.fields ?? []).some((field) => field.reason === 'version_not_newer');
