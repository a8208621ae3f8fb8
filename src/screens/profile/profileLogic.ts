/**
 * The profile screen's change-password form: its client rules, its payload (docs/auth-protocol.md: both
 * passwords travel as h1 = md5(password), never in clear) and its submission machine, built
 * from the call (the real api unless a story or test passes a fixture).
 */
import { fromPromise } from 'xstate';
import type { ChangePasswordForm } from '@contracts/auth.js';
import {
  submissionMachine,
  type FieldErrors,
  type FormValues,
} from '@machines/submission.machine.js';
import type { SessionsApi } from '@/api/sessions';
import type { MfaSectionApi } from './mfaSectionApi';
import { userChangePassword } from '@/api/user';
import { passwordDigest } from '@/auth/passwordDigest';
import { confirmReason, newPasswordReason } from '@/screens/shared/validation';

export interface ProfileServices {
  userChangePassword: (form: ChangePasswordForm) => Promise<unknown>;
  /** The sessions section's calls (the real ones when left out). */
  sessions?: SessionsApi;
  /** The two-step section's calls (the real ones when left out). */
  mfa?: MfaSectionApi;
}

export const apiProfileServices: ProfileServices = {
  userChangePassword: (form) => userChangePassword(form, { silent: true }),
};

/** The server's names for the first two (its 400 `fields` land on them); the third is ours. */
export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** Not trimmed: spaces are legitimate password characters. */
export async function changePasswordProblems(values: FormValues, username: string): Promise<FieldErrors> {
  const oldPassword = values.oldPassword ?? '';
  const newPassword = values.newPassword ?? '';
  const problems: Record<string, string | undefined> = {
    // The current password is whatever it is: only required (old accounts may predate the rules).
    oldPassword: oldPassword ? undefined : 'required',
    newPassword:
      (newPassword && oldPassword && newPassword === oldPassword ? 'same_as_old' : undefined) ??
      (await newPasswordReason(newPassword, [username])),
    confirmPassword: confirmReason(newPassword, values.confirmPassword ?? ''),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, reason]) => reason !== undefined));
}

export function toChangePasswordPayload(values: FormValues, username: string): ChangePasswordForm {
  return {
    username,
    oldPassword: passwordDigest(values.oldPassword ?? ''),
    newPassword: passwordDigest(values.newPassword ?? ''),
  };
}

export function createChangePasswordLogic(services: ProfileServices, username: string) {
  return submissionMachine.provide({
    actors: {
      validate: fromPromise<FieldErrors, FormValues>(async ({ input }) =>
        changePasswordProblems(input, username),
      ),
      submit: fromPromise<unknown, FormValues>(({ input }) =>
        services.userChangePassword(toChangePasswordPayload(input, username)),
      ),
    },
  });
}
