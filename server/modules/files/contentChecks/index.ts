/**
 * The content check of each upload purpose (docs/files.md, "Resumable uploads"): it reads the
 * staged file and answers the kind to store it as, or throws 415 naming what was expected.
 */
import type { StoredKind, UploadPurpose } from '../../../../contracts/files.js';
import { checkApk } from './apk.js';
import { checkCourse } from './course.js';
import { checkLua } from './lua.js';
import { checkRc } from './rc.js';

export type ContentCheck = (path: string) => Promise<StoredKind>;

export const CONTENT_CHECKS: Readonly<Record<UploadPurpose, ContentCheck>> = {
  apk: checkApk,
  app: checkApk,
  rc: checkRc,
  course: checkCourse,
  lua: checkLua,
};
