/**
 * One's own profile (docs/tools.md, "Profile"): the avatar upload, then the change of nickname,
 * introduction and avatar, answered with the new user info. Silent: the form says what went wrong.
 */
import type { UserInfo } from '@contracts/auth.js';
import { UPDATE_PROFILE_PATH, UPLOAD_AVATAR_PATH, type UpdateProfileForm } from '@contracts/profile.js';
import { request } from './client';
import { imageUploader } from './files';

export const uploadAvatar = imageUploader(UPLOAD_AVATAR_PATH);

export function updateProfile(form: UpdateProfileForm): Promise<UserInfo> {
  return request({ method: 'POST', url: UPDATE_PROFILE_PATH, data: form }, { silent: true });
}
