/**
 * The validator and its error mapping, without HTTP: for random input against every contract
 * schema the compiler either accepts or answers a 400 HttpError whose field errors use the
 * known reasons and never echo the input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordForm,
  getSaltQuery,
  loginForm,
  registerCreatorForm,
  retrievePasswordForm,
  sendPhoneCodeForm,
} from '../../contracts/auth.js';
import { FIELD_REASONS } from '../../contracts/envelope.js';
import { HttpError } from '../../server/http/envelope.js';
import { describeError } from '../../server/http/errors.js';
import { zodValidatorCompiler } from '../../server/http/validation.js';

const SCHEMAS: Record<string, z.ZodType> = {
  getSaltQuery,
  loginForm,
  registerCreatorForm,
  retrievePasswordForm,
  changePasswordForm,
  sendPhoneCodeForm,
};

const MARKER = 'ZQXMARKER';

function validate(schema: z.ZodType, data: unknown) {
  const compiled = zodValidatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' }) as (d: unknown) => {
    value?: unknown;
    error?: unknown;
  };
  return compiled(data);
}

describe('request validation', () => {
  it.each(Object.entries(SCHEMAS))('%s: random input is accepted or refused with known field reasons', (_name, schema) => {
    const keys = ['username', 'nickname', 'phone', 'phoneCode', 'password', 'passwordConfirm', 'salt', 'purpose', 'oldPassword', 'newPassword', 'phoneMac'];
    const value = fc.oneof(fc.string({ maxLength: 80 }).map((s) => `${MARKER}${s}`), fc.jsonValue({ maxDepth: 2 }), fc.constant(null));
    const input = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom(...keys, `${MARKER}key`), value, { maxKeys: 10 }));
    fc.assert(
      fc.property(input, (data) => {
        const result = validate(schema, data);
        if (result.error === undefined) return;
        expect(result.error).toBeInstanceOf(HttpError);
        const described = describeError(result.error);
        expect(described.status).toBe(400);
        expect(described.detail.reason).toBe('invalid_input');
        const fields = described.detail.fields ?? [];
        expect(fields.length).toBeGreaterThan(0);
        expect(fields.length).toBeLessThanOrEqual(20);
        for (const field of fields) {
          expect(FIELD_REASONS).toContain(field.reason);
          // Only an unknown key's own name may appear (as the field name), never a value.
          if (!field.field.startsWith(MARKER)) expect(field.message).not.toContain(MARKER);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names the reasons precisely', () => {
    const error = validate(registerCreatorForm, {
      username: 'x',
      nickname: 'n'.repeat(40),
      phone: 12,
      password: 'nope',
      passwordConfirm: 'nope',
      extra: true,
    }).error;
    const fields = describeError(error).detail.fields ?? [];
    const byField = Object.fromEntries(fields.map((f) => [f.field, f.reason]));
    expect(byField).toMatchObject({
      username: 'invalid_format',
      nickname: 'too_long',
      phone: 'invalid_type',
      phoneCode: 'required',
      password: 'invalid_format',
      extra: 'unknown_field',
    });
    const mismatch = validate(registerCreatorForm, {
      username: 'someone',
      nickname: 'Someone',
      phone: '13900000000',
      phoneCode: '123456',
      password: 'a'.repeat(32),
      passwordConfirm: 'b'.repeat(32),
    }).error;
    expect(describeError(mismatch).detail.fields).toEqual([{ field: 'passwordConfirm', reason: 'mismatch', message: 'passwordConfirm does not match' }]);
    const purpose = validate(sendPhoneCodeForm, { phone: '13900000000', purpose: 'x' }).error;
    expect(describeError(purpose).detail.fields?.[0]).toMatchObject({ field: 'purpose', reason: 'invalid_value' });
    const root = validate(loginForm, [1, 2]).error;
    expect(describeError(root).detail.fields?.[0]).toMatchObject({ field: 'body', reason: 'invalid_type' });
  });

  it('maps framework errors to the envelope statuses', () => {
    expect(describeError({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).toMatchObject({ status: 413, detail: { reason: 'payload_too_large' } });
    expect(describeError({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).toMatchObject({ status: 415, detail: { reason: 'unsupported_media_type' } });
    expect(describeError({ code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 })).toMatchObject({ status: 400, detail: { reason: 'invalid_input' } });
    expect(describeError(new Error('boom'))).toEqual({ status: 500, message: 'Internal error', detail: { reason: 'internal_error' } });
    expect(describeError({ statusCode: 418 })).toMatchObject({ status: 418, detail: { reason: 'invalid_input' } });
  });
});
