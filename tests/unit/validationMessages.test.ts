/**
 * The English fallback of field errors (server/http/validation.ts): read by API callers and logs,
 * so it is plain English — "an integer", "1 character", never "a int" or "1 characters".
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from '../../server/http/validation.js';

const messagesOf = (schema: z.ZodType, data: unknown, root = 'body') => {
  const parsed = schema.safeParse(data);
  if (parsed.success) throw new Error('expected a refusal');
  return fieldErrorsOf(parsed.error.issues, data, root).map((error) => error.message);
};

describe('field error messages', () => {
  it('names the expected type in words', () => {
    const schema = z.object({ count: z.number().int(), name: z.string(), tags: z.array(z.string()), on: z.boolean() });
    expect(messagesOf(schema, { count: 'x', name: 5, tags: 'a', on: 'yes' })).toEqual([
      'count must be a number',
      'name must be text',
      'tags must be a list',
      'on must be true or false',
    ]);
    expect(messagesOf(z.object({ version: z.number().int() }), { version: 1.5 })).toEqual(['version must be an integer']);
  });

  it('counts characters and items in the singular for one', () => {
    const schema = z.object({ deviceId: z.string().min(1), code: z.string().max(1), ids: z.array(z.number()).min(1), names: z.array(z.string()).max(2) });
    expect(messagesOf(schema, { deviceId: '', code: 'ab', ids: [], names: ['a', 'b', 'c'] })).toEqual([
      'deviceId must have at least 1 character',
      'code must have at most 1 character',
      'ids must have at least 1 item',
      'names must have at most 2 items',
    ]);
  });

  it("names the field's own bound when a number also breaks the safe-integer one", () => {
    const schema = z.object({ version: z.number().int().min(1).max(2_147_483_647) });
    expect(messagesOf(schema, { version: 1e20 })).toEqual(['version must be at most 2147483647']);
    expect(messagesOf(schema, { version: -1e20 })).toEqual(['version must be at least 1']);
  });

  it('says a repeated query parameter must be given once', () => {
    const schema = z.object({ status: z.string().optional() });
    expect(messagesOf(schema, { status: ['a', 'b'] }, 'query')).toEqual(['status must be given once']);
    expect(messagesOf(schema, { status: ['a', 'b'] }, 'body')).toEqual(['status must be text']);
    const choice = z.object({ kind: z.enum(['apk', 'rc']).optional() });
    expect(messagesOf(choice, { kind: ['apk', 'rc'] }, 'query')).toEqual(['kind must be given once']);
  });
});
