/** Retrieve-password's machines, built from its calls (the real api unless fixtures are passed). */
import { fromPromise } from 'xstate';
import type { RetrievePasswordForm } from '@contracts/auth.js';
import { submissionMachine, type FieldErrors, type FormValues } from '@machines/submission.machine.js';
import { userRetrievePasswordUpdate } from '@/api/user';
import { passwordDigest } from '@/auth/passwordDigest';
import { apiPhoneCodeServices, createPhoneCodeLogic, type PhoneCodeServices } from '@/screens/shared/phoneCodeLogic';
import { retrieveProblems } from '@/screens/shared/validation';

export interface RepasswordServices extends PhoneCodeServices {
  userRetrievePasswordUpdate: (form: RetrievePasswordForm) => Promise<unknown>;
}

export const apiRepasswordServices: RepasswordServices = {
  ...apiPhoneCodeServices,
  userRetrievePasswordUpdate: (form) => userRetrievePasswordUpdate(form, { silent: true }),
};

export const REPASSWORD_FIELDS = ['username', 'phone', 'phoneCode', 'password', 'passwordConfirm'] as const;
export type RepasswordField = (typeof REPASSWORD_FIELDS)[number];

/** docs/auth-protocol.md: the new password travels as h1 = md5(password), never in clear. */
export function toRetrievePayload(values: FormValues): RetrievePasswordForm {
  const text = (field: RepasswordField) => (values[field] ?? '').trim();
  return {
    username: text('username'),
    phone: text('phone'),
    phoneCode: text('phoneCode'),
    password: passwordDigest(values.password ?? ''),
    passwordConfirm: passwordDigest(values.passwordConfirm ?? ''),
  };
}

export function createRepasswordLogic(services: RepasswordServices) {
  return {
    submission: submissionMachine.provide({
      actors: {
        validate: fromPromise<FieldErrors, FormValues>(async ({ input }) => retrieveProblems(input)),
        submit: fromPromise<unknown, FormValues>(({ input }) => services.userRetrievePasswordUpdate(toRetrievePayload(input))),
      },
    }),
    phoneCode: createPhoneCodeLogic(services),
  };
}
