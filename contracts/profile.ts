/**
 * Editing one's own profile (docs/tools.md, "Profile"): the name shown, the avatar and the
 * introduction. One schema for the payload: the server validates with it, the browser takes its
 * rules and types.
 */
import { z } from 'zod';
import { COVER_URL_PATTERN } from './files.js';
import { displayName, multilineText } from './fields.js';

export const INTRODUCTION_MAX = 500;

/** The avatar upload, under the API base (`/rocketScript`): the body is the image's bytes. */
export const UPLOAD_AVATAR_PATH = '/api/user/uploadAvatar';
export const UPDATE_PROFILE_PATH = '/api/user/updateProfile';

export const updateProfileForm = z.strictObject({
  /** Shown to other users: the display name rule. */
  nickname: displayName,
  /** A few lines about oneself; may be empty. */
  introduction: multilineText(INTRODUCTION_MAX),
  /**
   * An image uploaded through uploadAvatar (its URL as answered), '' for the default avatar;
   * omitted: the avatar stays as it is.
   */
  avatar: z.union([z.literal(''), z.string().regex(COVER_URL_PATTERN)]).optional(),
});
export type UpdateProfileForm = z.infer<typeof updateProfileForm>;
