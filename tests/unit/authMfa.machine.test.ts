/**
 * The auth machine's second step (docs/auth-protocol.md, "Two-step verification in the browser"):
 * by transitions, with the actors' outcomes as events, and model-based paths from xstate/graph.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { MfaEnrolStart, MfaVerifyAnswer, RecoveryCodes } from '@contracts/mfa.js';
import {
  authMachine,
  type AuthEvent,
  type MfaCodeInput,
  type SessionInput,
  type SignInInput,
  type SignInOutput,
} from '@machines/auth.machine.js';
import { ADMIN_USER, done, error } from './support/authUsers';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

const ENROLMENT = { secret: 'A'.repeat(32), otpauthUri: 'otpauth://totp/x', qrSvg: '<svg/>' };
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String.fromCharCode(106 + index)}2`);

/** A machine whose effects are recorded and never settle by themselves: the test sends their outcome. */
function start() {
  const stored: string[] = [];
  const revoked: (string | null)[] = [];
  // Typed as any answer: the test sends the outcome itself.
  const pending = <T,>() => new Promise<T>(() => {});
  const logic = authMachine.provide({
    actors: {
      signIn: fromPromise<SignInOutput, SignInInput>(() => pending()),
      fetchUserInfo: fromPromise<unknown, SessionInput>(() => pending()),
      signOut: fromPromise<unknown, SessionInput>(() => pending()),
      verifyCode: fromPromise<MfaVerifyAnswer, MfaCodeInput>(() => pending()),
      startEnrolment: fromPromise<MfaEnrolStart, SessionInput>(() => pending()),
      confirmEnrolment: fromPromise<RecoveryCodes, MfaCodeInput>(() => pending()),
      revokeSession: fromPromise(async ({ input }) => {
        revoked.push(input.token);
        return null;
      }),
    },
    actions: { storeToken: (_, { token }) => stored.push(token) },
  });
  const actor = createActor(logic, { input: { token: null } }).start();
  // Settles the invoked actor `id` as if it had answered.
  const settle = (event: AnyEventObject) => actor.send(event as AuthEvent);
  return { actor, stored, revoked, settle };
}

function signInWith(mfa: 'verify' | 'enrol') {
  const run = start();
  run.actor.send({ type: 'LOGIN', username: 'ada', password: 'secret' });
  run.settle(done('signIn', { token: 'pending-token', mfa }));
  return run;
}

describe('auth machine: the second step', () => {
  it("keeps a verify sign-in's token in memory and asks for a code", () => {
    const { actor, stored } = signInWith('verify');
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('secondStep')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context).toMatchObject({ token: null, pendingToken: 'pending-token', error: null });
    expect(stored).toEqual([]);
  });

  it('verifies a code as the pending session, then stores the token and loads the user', () => {
    const { actor, stored, settle } = signInWith('verify');
    actor.send({ type: 'MFA_CODE', code: '123456' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().children.verifyCode).toBeDefined();
    settle(done('verifyCode', { expiresAt: '2026-11-27T00:00:00Z', usedRecoveryCode: false, recoveryCodesLeft: 10 }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loadingUser');
    expect(snapshot.context).toMatchObject({ token: 'pending-token', pendingToken: null });
    expect(stored).toEqual(['pending-token']);
    settle(done('fetchUserInfo', ADMIN_USER));
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('stays in the step with the reason after a wrong code, and clears it on the next try', () => {
    const { actor, stored, settle } = signInWith('verify');
    actor.send({ type: 'MFA_CODE', code: '000000' });
    settle(error('verifyCode', new Error('This code is not right.')));
    let snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('secondStep')).toBe(true);
    expect(snapshot.context).toMatchObject({ error: 'This code is not right.', pendingToken: 'pending-token' });
    actor.send({ type: 'MFA_CODE', code: '111111' });
    snapshot = actor.getSnapshot();
    expect(snapshot.context.error).toBeNull();
    expect(stored).toEqual([]);
  });

  it('cancels back to the password, revoking the pending session', () => {
    const { actor, revoked, stored } = signInWith('verify');
    actor.send({ type: 'MFA_CODE', code: '123456' });
    actor.send({ type: 'MFA_CANCEL' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({ token: null, pendingToken: null, error: null });
    expect(revoked).toEqual(['pending-token']);
    expect(stored).toEqual([]);
  });

  it('enrols: a secret, the first code, the recovery codes once, then the session', () => {
    const { actor, stored, settle } = signInWith('enrol');
    expect(actor.getSnapshot().hasTag('enrolment')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    settle(done('startEnrolment', ENROLMENT));
    expect(actor.getSnapshot().context.enrolment).toEqual(ENROLMENT);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);

    actor.send({ type: 'MFA_CODE', code: '999999' });
    settle(error('confirmEnrolment', new Error('Wrong code.')));
    expect(actor.getSnapshot().context.error).toBe('Wrong code.');
    expect(actor.getSnapshot().context.enrolment).toEqual(ENROLMENT);

    actor.send({ type: 'MFA_CODE', code: '123456' });
    settle(done('confirmEnrolment', { recoveryCodes: CODES }));
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(CODES);
    expect(actor.getSnapshot().value).toEqual({ pendingStep: 'showingRecoveryCodes' });
    expect(stored).toEqual([]);

    actor.send({ type: 'RECOVERY_CODES_SAVED' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loadingUser');
    expect(snapshot.context).toMatchObject({ token: 'pending-token', pendingToken: null, enrolment: null, recoveryCodes: null });
    expect(stored).toEqual(['pending-token']);
  });

  it('starts over at the password when no secret could be made', () => {
    const { actor, revoked, settle } = signInWith('enrol');
    settle(error('startEnrolment', new Error('The set-up has expired.')));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({ pendingToken: null, error: 'The set-up has expired.' });
    expect(revoked).toEqual(['pending-token']);
  });

  it('tells the recovery codes left after a recovery code, then stores the token', () => {
    const { actor, stored, settle } = signInWith('verify');
    actor.send({ type: 'MFA_CODE', code: 'abcde-fghij' });
    settle(done('verifyCode', { expiresAt: '2026-11-27T00:00:00Z', usedRecoveryCode: true, recoveryCodesLeft: 3 }));
    expect(actor.getSnapshot().value).toEqual({ pendingStep: 'recoveryCodeUsed' });
    expect(actor.getSnapshot().context.recoveryCodesLeft).toBe(3);
    expect(stored).toEqual([]);
    actor.send({ type: 'RECOVERY_NOTICE_SEEN' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'pending-token', pendingToken: null, recoveryCodesLeft: null });
    expect(stored).toEqual(['pending-token']);
  });

  it('goes back to the password with the reason when the pending session itself ended', () => {
    for (const [mfa, actorId] of [['verify', 'verifyCode'], ['enrol', 'confirmEnrolment']] as const) {
      const { actor, settle, revoked } = signInWith(mfa);
      if (mfa === 'enrol') settle(done('startEnrolment', ENROLMENT));
      actor.send({ type: 'MFA_CODE', code: '123456' });
      settle(error(actorId, Object.assign(new Error('Your session has expired'), { endsSession: true })));
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context).toMatchObject({ error: 'Your session has expired', pendingToken: null, enrolment: null, token: null });
      // Nothing left to revoke: the server ended it.
      expect(revoked).toEqual([]);
    }
  });

  it('ignores second-step events outside the step', () => {
    const { actor } = start();
    actor.send({ type: 'MFA_CODE', code: '123456' });
    actor.send({ type: 'RECOVERY_CODES_SAVED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});

const MODEL_EVENTS: AnyEventObject[] = [
  { type: 'LOGIN', username: 'ada', password: 'secret' },
  done('signIn', { token: 'pending-token', mfa: 'verify' }),
  done('signIn', { token: 'pending-token', mfa: 'enrol' }),
  { type: 'MFA_CODE', code: '123456' },
  { type: 'MFA_CANCEL' },
  { type: 'RECOVERY_CODES_SAVED' },
  done('verifyCode', { expiresAt: 'x', usedRecoveryCode: false, recoveryCodesLeft: 10 }),
  done('verifyCode', { expiresAt: 'x', usedRecoveryCode: true, recoveryCodesLeft: 9 }),
  { type: 'RECOVERY_NOTICE_SEEN' },
  error('verifyCode', new Error('wrong')),
  error('verifyCode', Object.assign(new Error('expired'), { endsSession: true })),
  done('startEnrolment', ENROLMENT),
  error('startEnrolment', new Error('failed')),
  done('confirmEnrolment', { recoveryCodes: CODES }),
  error('confirmEnrolment', new Error('wrong')),
];

describe('auth machine: second-step paths', () => {
  const paths = getShortestPaths(authMachine, {
    input: { token: null },
    events: MODEL_EVENTS as AuthEvent[],
    serializeState: (snapshot: AuthSnapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.token, snapshot.context.pendingToken, snapshot.context.error]),
  });

  it('reaches every state of the step', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['waitingCode', 'verifyingCode', 'recoveryCodeUsed', 'startingEnrolment', 'enrolling', 'confirmingEnrolment', 'showingRecoveryCodes']) {
      expect(reached).toContain(JSON.stringify({ pendingStep: state }));
    }
    expect(reached).toContain('"loadingUser"');
  });

  it.each(paths.map((path) => [JSON.stringify(path.state.value), path]))('%s: a token is stored only once complete', (_, path) => {
    for (const { state } of [...path.steps, path]) {
      if (state.matches('pendingStep')) {
        expect(state.context.token).toBeNull();
        expect(state.context.pendingToken).toBe('pending-token');
      } else {
        expect(state.context.pendingToken).toBeNull();
      }
    }
  });
});

