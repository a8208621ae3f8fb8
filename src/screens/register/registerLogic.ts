/** Register's machines, built from its calls (the real api unless a story or test passes fixtures). */
import { fromPromise } from 'xstate';
import type { RegisterCreatorForm } from '@contracts/auth.js';
import { submissionMachine, type FieldErrors, type FormValues } from '@machines/submission.machine.js';
import { registerCreator } from '@/api/user';
import { passwordDigest } from '@/auth/passwordDigest';
import { apiPhoneCodeServices, createPhoneCodeLogic, type PhoneCodeServices } from '@/screens/shared/phoneCodeLogic';
import { registerProblems } from '@/screens/shared/validation';

export interface RegisterServices extends PhoneCodeServices {
  registerCreator: (form: RegisterCreatorForm) => Promise<unknown>;
}

export const apiRegisterServices: RegisterServices = {
  ...apiPhoneCodeServices,
  registerCreator: (form) => registerCreator(form, { silent: true }),
};

export const REGISTER_FIELDS = ['nickname', 'username', 'phone', 'phoneCode', 'password', 'passwordConfirm'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** docs/auth-protocol.md: both password fields travel as h1 = md5(password), never in clear. */
export function toRegisterPayload(values: FormValues): RegisterCreatorForm {
  const text = (field: RegisterField) => (values[field] ?? '').trim();
  return {
    username: text('username'),
    nickname: text('nickname'),
    phone: text('phone'),
    phoneCode: text('phoneCode'),
    password: passwordDigest(values.password ?? ''),
    passwordConfirm: passwordDigest(values.passwordConfirm ?? ''),
  };
}

export function createRegisterLogic(services: RegisterServices) {
  return {
    submission: submissionMachine.provide({
      actors: {
        validate: fromPromise<FieldErrors, FormValues>(async ({ input }) => registerProblems(input)),
        submit: fromPromise<unknown, FormValues>(({ input }) => services.registerCreator(toRegisterPayload(input))),
      },
    }),
    phoneCode: createPhoneCodeLogic(services),
  };
}
