/**
 * What the inspector shows and exports: secrets redacted by key at any depth (tokens,
 * passwords, digests, salts …), a JSON-safe copy of anything, and an export of the buffer in
 * which no secret that went through the auth machine survives.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine, type SessionInput, type SignInInput, type SignInOutput } from '@machines/auth.machine.js';
import { Inspector } from '@/inspector/inspector';
import { isSecretKey, redact, REDACTED } from '@/inspector/redact';
import { exportTimeline } from '@/inspector/timeline';

describe('isSecretKey', () => {
  it.each([
    'token',
    'Admin-Token',
    'accessToken',
    'password',
    'passwordConfirm',
    'oldPassword',
    'newPassword',
    'digest',
    'passwordDigest',
    'salt',
    'secret',
    'APP_SECRET',
    'Authorization',
    'h1',
    'H1',
  ])('%s is secret', (key) => expect(isSecretKey(key)).toBe(true));

  it.each(['username', 'name', 'roles', 'status', 'h10', 'value', 'id', 'fields'])('%s is not', (key) =>
    expect(isSecretKey(key)).toBe(false),
  );
});

describe('redact', () => {
  it('replaces secrets at any depth, keeping everything else', () => {
    const context = {
      token: 'abc',
      user: { name: 'Ada', session: { Authorization: 'Bearer xyz', expires: 3 } },
      values: { username: 'ada', password: 'hunter2', passwordConfirm: 'hunter2' },
      list: [{ digest: 'd41d8cd98f00b204e9800998ecf8427e', id: 1 }],
      h1: 'md5',
    };
    expect(redact(context)).toEqual({
      token: REDACTED,
      user: { name: 'Ada', session: { Authorization: REDACTED, expires: 3 } },
      values: { username: 'ada', password: REDACTED, passwordConfirm: REDACTED },
      list: [{ digest: REDACTED, id: 1 }],
      h1: REDACTED,
    });
    // The original is untouched (redaction is a copy, applied on display).
    expect(context.token).toBe('abc');
  });

  it('shows an absent secret as absent (signed out: token null)', () => {
    expect(redact({ token: null, password: '', salt: undefined })).toEqual({ token: null, password: '', salt: undefined });
  });

  it("redacts the value of a form's password field", () => {
    expect(redact({ type: 'CHANGE', field: 'password', value: 'hunter2' })).toEqual({
      type: 'CHANGE',
      field: 'password',
      value: REDACTED,
    });
    expect(redact({ type: 'CHANGE', field: 'username', value: 'ada' })).toEqual({ type: 'CHANGE', field: 'username', value: 'ada' });
  });

  it('makes anything JSON-safe: cycles, actors, errors, dates, maps, functions', () => {
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    const actor = createActor(authMachine.provide({}), { input: { token: null } });
    const out = redact({
      cycle,
      actor,
      error: new TypeError('boom'),
      at: new Date(Date.UTC(2024, 0, 2)),
      map: new Map<string, unknown>([['token', 'x'], ['page', 2]]),
      set: new Set([1, 2]),
      fn: function load() {},
      big: 10n,
      nan: Number.NaN,
    });
    expect(out).toEqual({
      cycle: { name: 'loop', self: '[circular]' },
      actor: `[actor ${actor.sessionId}]`,
      error: { name: 'TypeError', message: 'boom' },
      at: '2024-01-02T00:00:00.000Z',
      map: { token: REDACTED, page: 2 },
      set: [1, 2],
      fn: '[function load]',
      big: '10n',
      nan: 'NaN',
    });
    expect(() => JSON.stringify(out)).not.toThrow();
  });

  it('bounds what it copies: depth, array length and string length', () => {
    const deep = { a: { b: { c: { d: 1 } } } };
    expect(redact(deep, { depth: 2, items: 10, text: 10 })).toEqual({ a: { b: '[…]' } });
    expect(redact([1, 2, 3, 4], { depth: 5, items: 2, text: 10 })).toEqual([1, 2, '… 2 more']);
    expect(redact('abcdefghijkl', { depth: 5, items: 2, text: 5 })).toBe('abcde…');
  });
});

describe('exportTimeline', () => {
  it('exports the buffer as JSON with no secret left in it', async () => {
    const inspector = new Inspector(200);
    const logic = authMachine.provide({
      actors: {
        signIn: fromPromise<SignInOutput, SignInInput>(async () => ({ token: 'tok-FRESH-123' })),
        fetchUserInfo: fromPromise<unknown, SessionInput>(async () => ({
          id: 1,
          username: 'ada',
          name: 'Ada',
          roles: ['ADMIN'],
          avatar: '',
          introduction: '',
        })),
        signOut: fromPromise<unknown, SessionInput>(async () => null),
      },
    });
    const actor = createActor(logic, { input: { token: null }, inspect: inspector.inspect }).start();
    actor.send({ type: 'LOGIN', username: 'ada', password: 'hunter2-secret' });
    await new Promise((done) => setTimeout(done, 20));
    expect(actor.getSnapshot().value).toBe('signedIn');

    const text = exportTimeline(inspector, Date.UTC(2024, 5, 1));
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toContain('tok-FRESH-123');
    const exported = JSON.parse(text) as {
      exportedAt: string;
      capacity: number;
      recorded: number;
      kept: number;
      actors: { logic: string; state: unknown; context: { token: unknown; user: { name: string } } }[];
      records: { kind: string; event?: unknown; before?: unknown; after?: unknown }[];
    };
    expect(exported).toMatchObject({ exportedAt: '2024-06-01T00:00:00.000Z', capacity: 200 });
    expect(exported.kept).toBe(exported.records.length);
    expect(exported.actors).toMatchObject([{ logic: 'auth', state: 'signedIn', context: { token: REDACTED, user: { name: 'Ada' } } }]);
    expect(exported.records).toContainEqual(
      expect.objectContaining({ kind: 'event', event: { type: 'LOGIN', username: 'ada', password: REDACTED } }),
    );
    expect(exported.records).toContainEqual(
      expect.objectContaining({ kind: 'snapshot', event: 'LOGIN', before: 'signedOut', after: 'signingIn' }),
    );
    actor.stop();
  });
});
