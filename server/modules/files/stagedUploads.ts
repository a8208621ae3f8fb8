/**
 * A finished tus upload, taken by the call that registers it (docs/files.md, "Resumable uploads").
 * Taking renames the bytes out of tus's reach, so one upload is registered once: a second call
 * with the same id (a double submit) gets 409, and neither the owner's cancel nor the expiry
 * sweep can remove the file while it is checked and stored. Whatever happens next, the caller
 * ends with `discardStagedUpload`, or `returnStagedUpload` when only the form was refused.
 */
import { rename, stat, utimes } from 'node:fs/promises';
import type { UploadPurpose } from '../../../contracts/files.js';
import type { ServerContext } from '../../context.js';
import type { AuthUser } from '../../http/access.js';
import { fail } from '../../http/envelope.js';
import { join } from 'node:path';
import { isExpired, isUploadId, readStagedUpload, removeStaged, stagingDir, takenPath, uploadOwner } from './tus/staging.js';

export interface TakenUpload {
  /** The bytes, complete, on this machine (renamed away from tus). */
  path: string;
  size: number;
  /** The name the browser sent, kept as a plain name (docs/files.md). */
  fileName: string;
  /** The purpose's size limit (config), for verifyStagedFile. */
  maxBytes: number;
}

type Settings = Pick<ServerContext, 'config'>;

const noSuchUpload = () => fail.notFound('No such upload: it may have expired; upload the file again');

/**
 * The complete upload `uploadId` of `user` for `purpose`, taken for registration.
 * 404: unknown, malformed, expired or someone else's; 400: uploaded for another purpose;
 * 409 `upload_incomplete`: bytes still missing; 409 `conflict`: already being registered.
 */
export async function takeStagedUpload(ctx: Settings, uploadId: string, user: Pick<AuthUser, 'id'>, purpose: UploadPurpose): Promise<TakenUpload> {
  if (!isUploadId(uploadId)) throw noSuchUpload();
  const directory = stagingDir(ctx.config);
  const taken = takenPath(directory, uploadId);
  const upload = await readStagedUpload(directory, uploadId);
  if (!upload) {
    // Its record without its bytes: taken by an earlier call still at work (or failed).
    if (await stat(taken).catch(() => null)) throw fail.conflict('This upload is already being registered');
    throw noSuchUpload();
  }
  if (upload.metadata.ownerId !== uploadOwner(ctx.config, user.id) || isExpired(upload)) throw noSuchUpload();
  if (upload.metadata.purpose !== purpose) {
    const message = `This upload is for ${upload.metadata.purpose ?? 'another purpose'}, not ${purpose}`;
    throw fail.invalid(message, [{ field: 'uploadId', reason: 'invalid_value', message }]);
  }
  if (upload.offset < upload.size) {
    throw fail.conflict(`The upload has ${upload.offset} of its ${upload.size} bytes: finish it first`, 'upload_incomplete');
  }
  try {
    await rename(upload.path, taken);
  } catch {
    // Another call took it between our look and our rename.
    throw fail.conflict('This upload is already being registered');
  }
  // The stale-take sweep counts from now, not from the last chunk.
  const now = new Date();
  await utimes(taken, now, now).catch(() => undefined);
  return {
    path: taken,
    size: upload.size,
    fileName: upload.metadata.filename ?? 'upload',
    maxBytes: ctx.config.uploads.maxBytes[purpose],
  };
}

/** Removes every trace of the upload (taken or not); an unknown or malformed id does nothing. */
export async function discardStagedUpload(ctx: Settings, uploadId: string): Promise<void> {
  await removeStaged(stagingDir(ctx.config), uploadId);
}

/**
 * Gives a taken upload back to tus, whole, for another registration: the call lost on the form's
 * own terms (another upload took its version number meanwhile), so the file is not the problem
 * and the user may send it again with another number. Gone already (swept) is fine.
 */
export async function returnStagedUpload(ctx: Settings, uploadId: string): Promise<void> {
  if (!isUploadId(uploadId)) return;
  const directory = stagingDir(ctx.config);
  await rename(takenPath(directory, uploadId), join(directory, uploadId)).catch(() => undefined);
}
