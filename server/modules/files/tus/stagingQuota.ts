/**
 * How much one user may keep staged (docs/files.md, "Limits per user"): a number of uploads not
 * yet registered and their declared bytes together. Without it any uploader could fill the disk
 * with unfinished gigabyte uploads that live a day each.
 *
 * What counts is read from the staging directory at each creation (the records tus writes; taken
 * uploads are being registered and no longer count), plus the creations of this process still on
 * their way to their record, so that a burst of parallel creations cannot all pass one look.
 */
import { readdir } from 'node:fs/promises';
import { UPLOAD_ID_PATTERN } from '../../../../contracts/files.js';
import type { UploadSettings } from '../../../config.js';
import { HttpError } from '../../../http/envelope.js';
import { isExpired, readStagedUpload } from './staging.js';

export interface StagedUsage {
  uploads: number;
  bytes: number;
}

/** The user's staged uploads that still count: unexpired, not taken. */
export async function stagedUsage(directory: string, ownerId: string, now = Date.now()): Promise<StagedUsage> {
  const usage: StagedUsage = { uploads: 0, bytes: 0 };
  for (const name of await readdir(directory)) {
    const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
    if (!UPLOAD_ID_PATTERN.test(id)) continue;
    // Null when its bytes were taken for registration (or removed meanwhile).
    const upload = await readStagedUpload(directory, id).catch(() => null);
    if (!upload || upload.metadata.ownerId !== ownerId || isExpired(upload, now)) continue;
    usage.uploads += 1;
    usage.bytes += upload.size;
  }
  return usage;
}

/** Refuses a new upload of `size` bytes beyond the limits (429, 413), naming them. */
export function checkQuota(usage: StagedUsage, size: number, limits: UploadSettings['perUser']): void {
  if (usage.uploads + 1 > limits.uploads) {
    throw new HttpError(
      429,
      'too_many_uploads',
      `You have ${usage.uploads} unfinished uploads, the most one person may keep: finish or cancel one first`,
    );
  }
  if (usage.bytes + size > limits.bytes) {
    throw new HttpError(
      413,
      'upload_space_full',
      `Your unfinished uploads hold ${usage.bytes} bytes; with this one they would pass the ${limits.bytes} bytes one person may keep: finish or cancel one first`,
    );
  }
}

/**
 * Creations of this process that the directory may not show yet, per user, counted as staged. The
 * checks of one user run one at a time; a creation counts from its check until its answer (its
 * record is written by then) and, for a check whose look at the directory began before that answer,
 * until that check is over: counted twice at worst, never missed.
 */
export class StagingQuota {
  private readonly held = new Map<string, { size: number; releasedAt: number | null }[]>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private clock = 0;

  constructor(
    private readonly directory: string,
    private readonly limits: () => UploadSettings['perUser'],
  ) {}

  /** Checks the user's room for `size` more bytes and holds it; call the answer once the creation is over. */
  reserve(ownerId: string, size: number): Promise<() => void> {
    const previous = this.queues.get(ownerId) ?? Promise.resolve();
    const turn = previous.catch(() => undefined).then(() => this.check(ownerId, size));
    const tail = turn.catch(() => undefined);
    this.queues.set(ownerId, tail);
    void tail.then(() => {
      if (this.queues.get(ownerId) === tail) this.queues.delete(ownerId);
    });
    return turn;
  }

  private async check(ownerId: string, size: number): Promise<() => void> {
    const startedAt = ++this.clock;
    const staged = await stagedUsage(this.directory, ownerId);
    // Released before the look began: the directory showed them. Those are let go.
    const entries = (this.held.get(ownerId) ?? []).filter((entry) => entry.releasedAt === null || entry.releasedAt > startedAt);
    const pending = entries.reduce((sum, entry) => sum + entry.size, 0);
    checkQuota({ uploads: staged.uploads + entries.length, bytes: staged.bytes + pending }, size, this.limits());
    const entry = { size, releasedAt: null as number | null };
    entries.push(entry);
    this.held.set(ownerId, entries);
    return () => {
      if (entry.releasedAt !== null) return;
      entry.releasedAt = ++this.clock;
      const open = (this.held.get(ownerId) ?? []).some((other) => other.releasedAt === null);
      if (!open && !this.queues.has(ownerId)) this.held.delete(ownerId);
    };
  }
}
