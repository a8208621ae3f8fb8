/**
 * Releases (docs/releases.md): every versioned file of the product — a script's APK, RC and
 * course file, the assistant app's releases and the Lua detection code. One record per uploaded
 * version; a track (one script's APK, the app, the Lua code) has at most one active version.
 * Its status moves through the release machine (machines/release.machine.ts).
 */
import { z } from 'zod';
import { idField, multilineText } from './fields.js';
import { isScriptFileKind, RELEASE_KINDS, RELEASE_STATUSES, type ReleaseKind, SCRIPT_FILE_KINDS } from './releaseKinds.js';

export * from './releaseKinds.js';

/** The track a release belongs to: its versions are numbered and activated together. */
export function trackOf(kind: ReleaseKind, scriptId: number | null): string {
  if (isScriptFileKind(kind)) {
    if (scriptId === null) throw new Error(`A ${kind} release belongs to a script`);
    return `script:${scriptId}:${kind}`;
  }
  return kind;
}

/** The highest version number (Android's versionCode is a 32-bit signed integer). */
export const VERSION_CODE_MAX = 2_100_000_000;
export const versionCodeField = z.number().int().min(1).max(VERSION_CODE_MAX);

/** A version name as the app shows it: 1 to 4 dot-separated numbers, e.g. 2.4.0. */
export const VERSION_NAME_PATTERN = /^\d{1,4}(\.\d{1,4}){0,3}$/;
export const versionNameField = z.string().trim().regex(VERSION_NAME_PATTERN, {
  message: 'must be numbers separated by dots, e.g. 2.4.0',
});

export const RELEASE_NOTES_MAX = 2000;
const notesField = multilineText(RELEASE_NOTES_MAX);

/** The MD5 the browser computed (32 lowercase hex digits); the server recomputes it. */
export const md5Field = z.string().regex(/^[0-9a-f]{32}$/, { message: 'must be 32 lowercase hex digits' });
/** A finished resumable upload (tus), by its id. */
export const uploadIdField = z.string().regex(/^[0-9a-f]{32}$/, { message: 'must name an upload' });

const uploaded = { uploadId: uploadIdField, md5: md5Field };

/** POST /api/script/addScriptFile: a new version of a script's APK, RC or course file. */
export const addScriptFileForm = z.strictObject({
  scriptId: idField,
  kind: z.enum(SCRIPT_FILE_KINDS),
  /** apkVersion / rcVersion; a course file is numbered by the server. */
  version: versionCodeField.optional(),
  /** apkForceUpdate / rcForceUpdate. */
  forceUpdate: z.boolean().default(false),
  notes: notesField.default(''),
  ...uploaded,
});
export type AddScriptFileForm = z.input<typeof addScriptFileForm>;

export const ROLLOUT_DEFAULT = 100;
const rolloutField = z.number().int().min(1).max(100);

/** POST /api/version/addAppRelease: a new release of the assistant app. */
export const addAppReleaseForm = z.strictObject({
  /** The version name users see. */
  version: versionNameField,
  /** The version code the app compares (strictly increasing). */
  updateVersion: versionCodeField,
  updateForce: z.boolean().default(false),
  /** Percent of devices offered a non-forced update. */
  rolloutPercent: rolloutField.default(ROLLOUT_DEFAULT),
  notes: notesField.default(''),
  ...uploaded,
});
export type AddAppReleaseForm = z.input<typeof addAppReleaseForm>;

/** POST /api/version/updateAppRelease: what may change once a release is uploaded. */
export const updateAppReleaseForm = z
  .strictObject({
    id: idField,
    updateForce: z.boolean().optional(),
    rolloutPercent: rolloutField.optional(),
    notes: notesField.optional(),
  })
  .refine((form) => Object.keys(form).length > 1, { message: 'Change at least one field' });
export type UpdateAppReleaseForm = z.infer<typeof updateAppReleaseForm>;

/** POST /api/lua/addLuaVersion: new Lua detection code, numbered by the server. */
export const addLuaVersionForm = z.strictObject({ notes: notesField.default(''), ...uploaded });
export type AddLuaVersionForm = z.input<typeof addLuaVersionForm>;

/** The id of a release to activate or withdraw. */
export const releaseIdForm = z.strictObject({ id: idField });

export const releaseRecord = z.object({
  id: idField,
  kind: z.enum(RELEASE_KINDS),
  scriptId: idField.nullable(),
  scriptName: z.string(),
  versionCode: z.number().int(),
  versionName: z.string(),
  forceUpdate: z.boolean(),
  rolloutPercent: z.number().int(),
  notes: z.string(),
  status: z.enum(RELEASE_STATUSES),
  fileName: z.string(),
  fileSize: z.number().int(),
  md5: z.string(),
  /** The public download address (ETag = MD5, ranges). */
  url: z.string(),
  createdBy: idField.nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ReleaseRecord = z.infer<typeof releaseRecord>;

export const releaseChange = z.object({
  id: idField,
  from: z.enum(RELEASE_STATUSES),
  to: z.enum(RELEASE_STATUSES),
  /** The release that was active before an activation, now superseded. */
  superseded: idField.nullable(),
});
export type ReleaseChange = z.infer<typeof releaseChange>;

/** GET /api/version/latestVersion?versionCode=…&deviceId=…: what the app asks at start. */
export const latestVersionQuery = z.strictObject({
  // Decimal digits only: an empty value, 1e3 or 0x10 is refused, not read as a number.
  versionCode: z
    .string()
    .regex(/^\d{1,10}$/, { message: 'must be the app version code in decimal digits' })
    .transform(Number)
    .pipe(z.number().int().max(VERSION_CODE_MAX)),
  deviceId: z.string().trim().min(1).max(128).regex(/^[\w.:-]+$/).optional(),
});
export const latestVersionAnswer = z.object({
  update: z.boolean(),
  force: z.boolean(),
  version: z.string().nullable(),
  updateVersion: z.number().int().nullable(),
  url: z.string().nullable(),
  md5: z.string().nullable(),
  size: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type LatestVersionAnswer = z.infer<typeof latestVersionAnswer>;

/** GET /api/lua/currentLuaVersion: the active detection code for the app. */
export const currentLuaAnswer = z.object({
  version: z.number().int().nullable(),
  url: z.string().nullable(),
  md5: z.string().nullable(),
  size: z.number().int().nullable(),
});

/** Where a stored version's file is downloaded from (public; ETag = MD5, ranges). */
export const RELEASE_FILES_PATH = '/rocketScript/api/files/release';
