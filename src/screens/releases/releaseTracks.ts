/**
 * The three lines of versions one list shows (docs/releases.md): a script's files, the app's
 * releases, the Lua code. What the list needs of a track's calls, and how a version is named
 * (as the server names it in the audit trail, so History and notices agree).
 */
import { releaseRecordName } from '@contracts/recordNames.js';
import type { ReleaseChange, ReleaseKind, ReleaseRecord } from '@contracts/release.js';
import type { ReleaseListContract } from '@contracts/resources/releases.js';
import type { ReleaseAction } from '@/api/releases';
import type { ResourceApi } from '@/api/resources';

export type ReleaseTrack = 'script' | 'app' | 'lua';

/** The kinds a track's list holds; a script's list may be narrowed to one kind by its filter. */
export const TRACK_KINDS: Readonly<Record<ReleaseTrack, readonly ReleaseKind[]>> = {
  script: ['apk', 'rc', 'course'],
  app: ['app'],
  lua: ['lua'],
};

/** What the list uses of a track's calls (src/api/releases.ts): its records and its events. */
export interface ReleaseListApi {
  records: ResourceApi<ReleaseListContract>;
  change(action: ReleaseAction, id: number): Promise<ReleaseChange>;
}

/** "Puzzle Kingdom Auto · 12 · puzzle-auto.apk", "2.4.0 · rocket-assistant.apk". */
export function releaseNameOf(row: ReleaseRecord): string {
  return releaseRecordName(row.scriptName || null, row.versionName, row.fileName);
}
