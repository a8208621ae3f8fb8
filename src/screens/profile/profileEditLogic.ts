/**
 * The profile editor's rules, payload and submission machine (docs/tools.md, "Profile"): the
 * contract's own schema checks the fields in the browser, the avatar is sent only when it changed,
 * and the server answers the new user info, which the auth machine then holds.
 */
import { fromPromise } from 'xstate';
import type { UserInfo } from '@contracts/auth.js';
import { updateProfileForm, type UpdateProfileForm } from '@contracts/profile.js';
import { submissionMachine, type FieldErrors, type FormValues } from '@machines/submission.machine.js';
import type { ImageUploader } from '@/api/files';
import { updateProfile, uploadAvatar } from '@/api/profile';
import { zodFieldErrors } from '@/list/zodFieldErrors';

export interface ProfileEditServices {
  updateProfile: (form: UpdateProfileForm) => Promise<UserInfo>;
  uploadAvatar: ImageUploader;
}

export const apiProfileEditServices: ProfileEditServices = { updateProfile, uploadAvatar };

export const PROFILE_FIELDS = ['nickname', 'introduction', 'avatar'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The server answers this for an account without an avatar of its own. */
const DEFAULT_AVATAR = '/rocketScript/api/files/defaultAvatar.svg';

/** The avatar as the field holds it: '' for the default one. */
export function ownAvatar(user: UserInfo): string {
  return user.avatar === DEFAULT_AVATAR ? '' : user.avatar;
}

export function profileValues(user: UserInfo): Record<ProfileField, string> {
  return { nickname: user.name, introduction: user.introduction, avatar: ownAvatar(user) };
}

export function toProfilePayload(values: FormValues, keptAvatar: string): UpdateProfileForm {
  const avatar = values.avatar ?? keptAvatar;
  return {
    nickname: (values.nickname ?? '').trim(),
    introduction: (values.introduction ?? '').trim(),
    ...(avatar !== keptAvatar && { avatar }),
  };
}

export function createProfileEditLogic(services: ProfileEditServices, keptAvatar: string) {
  return submissionMachine.provide({
    actors: {
      validate: fromPromise<FieldErrors, FormValues>(async ({ input }) =>
        zodFieldErrors(updateProfileForm, { ...toProfilePayload(input, keptAvatar) }),
      ),
      submit: fromPromise<unknown, FormValues>(({ input }) => services.updateProfile(toProfilePayload(input, keptAvatar))),
    },
  });
}
