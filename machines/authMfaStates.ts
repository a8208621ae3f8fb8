/**
 * The second step of a sign-in (docs/auth-protocol.md, "Two-step verification in the browser"):
 * a password that opens a pending session leads here instead of loading the user. `verify`: a code
 * of the authenticator (or a recovery code) completes the session; `enrol`: the account's role
 * requires the step and it has none yet, so a new secret is shown, a first code confirms it and
 * the recovery codes are shown once. The pending token stays in context; it is stored only when
 * the session is complete, so a reload during the step starts over at the password.
 */
import { assertEvent, assign, enqueueActions } from 'xstate';
import { AUTH_MESSAGES, authSetup, endsSession, messageOf, noPendingStep, type AuthContext, type AuthEvent } from './authSetup.js';

/** The code, sent as the pending session. */
const codeInput = ({ context, event }: { context: AuthContext; event: AuthEvent }) => {
  assertEvent(event, 'MFA_CODE');
  return { token: context.pendingToken ?? '', code: event.code };
};

/** The reason the server gave, in the user's words (the effect rethrows it translated). */
const reasonOf = ({ event }: { event: { error: unknown } }) => messageOf(event.error) ?? AUTH_MESSAGES.hasError;

/** The pending session is gone (a 401): back to the password, saying why. */
const sessionEnded = ({ event }: { event: { error: unknown } }) => endsSession(event.error);

/** One parent, so that cancelling is one transition whichever step the user is on. */
export const pendingStep = authSetup.createStateConfig({
  on: {
    // Back to the password: the pending session is ended on the server without waiting.
    MFA_CANCEL: {
      target: 'signedOut',
      actions: [
        enqueueActions(({ context, enqueue }) => {
          if (context.pendingToken) enqueue.spawnChild('revokeSession', { input: { token: context.pendingToken } });
        }),
        assign({ ...noPendingStep, error: null }),
      ],
    },
  },
  initial: 'waitingCode',
  states: {
    /** Waiting for the code of the authenticator or a recovery code. */
    waitingCode: {
      tags: ['secondStep'],
      on: { MFA_CODE: { target: 'verifyingCode', actions: assign({ error: null }) } },
    },
    verifyingCode: {
      tags: ['secondStep', 'busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: codeInput,
        onDone: [
          {
            // A recovery code was used: say how many are left before going on.
            guard: ({ event }) => event.output.usedRecoveryCode,
            target: 'recoveryCodeUsed',
            actions: assign({ recoveryCodesLeft: ({ event }) => event.output.recoveryCodesLeft }),
          },
          { target: 'complete' },
        ],
        // A wrong code stays in the step, with why.
        onError: [
          { guard: sessionEnded, target: '#auth.signedOut', actions: assign({ ...noPendingStep, error: reasonOf }) },
          { target: 'waitingCode', actions: assign({ error: reasonOf }) },
        ],
      },
    },
    /** Signed in with a recovery code: the codes left are told once. */
    recoveryCodeUsed: {
      tags: ['secondStep'],
      on: { RECOVERY_NOTICE_SEEN: { target: 'complete' } },
    },
    /** The role requires the step: a new secret for this account. */
    startingEnrolment: {
      tags: ['enrolment', 'busy'],
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        input: ({ context }) => ({ token: context.pendingToken }),
        onDone: { target: 'enrolling', actions: assign({ enrolment: ({ event }) => event.output }) },
        // Nothing to show without a secret: start over at the password, saying why.
        onError: {
          target: '#auth.signedOut',
          actions: [
            enqueueActions(({ context, enqueue }) => {
              if (context.pendingToken) enqueue.spawnChild('revokeSession', { input: { token: context.pendingToken } });
            }),
            assign({ ...noPendingStep, error: reasonOf }),
          ],
        },
      },
    },
    /** The QR and the secret shown; the first code of the authenticator confirms them. */
    enrolling: {
      tags: ['enrolment'],
      on: { MFA_CODE: { target: 'confirmingEnrolment', actions: assign({ error: null }) } },
    },
    confirmingEnrolment: {
      tags: ['enrolment', 'busy'],
      invoke: {
        id: 'confirmEnrolment',
        src: 'confirmEnrolment',
        input: codeInput,
        onDone: {
          target: 'showingRecoveryCodes',
          actions: assign({ recoveryCodes: ({ event }) => event.output.recoveryCodes }),
        },
        onError: [
          { guard: sessionEnded, target: '#auth.signedOut', actions: assign({ ...noPendingStep, error: reasonOf }) },
          { target: 'enrolling', actions: assign({ error: reasonOf }) },
        ],
      },
    },
    /** Shown once: the session goes on only when the user says they kept them. */
    showingRecoveryCodes: {
      tags: ['enrolment'],
      on: { RECOVERY_CODES_SAVED: { target: 'complete' } },
    },
    /** The session is complete: the pending token becomes the stored one, and the user loads. */
    complete: {
      tags: ['busy'],
      entry: enqueueActions(({ context, enqueue }) => {
        const token = context.pendingToken;
        if (!token) return;
        enqueue.assign({ ...noPendingStep, token });
        enqueue({ type: 'storeToken', params: { token } });
      }),
      always: { target: '#auth.loadingUser' },
    },
  },
});
