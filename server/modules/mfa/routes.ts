/**
 * The two-step verification calls (docs/auth-protocol.md, "Two-step verification"). Those of
 * the second step ('mfaStep') also take a pending session; the others need a complete one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mfaDisableForm,
  mfaEnrolConfirmForm,
  mfaEnrolStartAnswer,
  mfaRenewCodesForm,
  mfaStatusAnswer,
  mfaVerifyAnswer,
  mfaVerifyForm,
  recoveryCodesAnswer,
} from '../../../contracts/mfa.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { nothing } from '../user/answers.js';
import { md5Hex } from '../user/passwords.js';
import { confirmEnrolment, startEnrolment } from './enrolment.js';
import { disableMfa, renewRecoveryCodes } from './manage.js';
import { mfaRowOf, requiredByRole } from './records.js';
import { recoveryCodesLeft } from './recoveryCodes.js';
import { verifySecondStep } from './verify.js';

/** A code no probe can know: wrong, or refused before it is checked; nothing changes. */
const PROBE_CODE = { code: '000000' };

export function mfaRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rocketScript/api/userQuery/mfaStatus',
      {
        config: { access: 'mfaStep', probe: {} },
        schema: { tags: ['user'], summary: 'Your two-step verification: on or off, required, recovery codes left, what this session still needs', response: answers(mfaStatusAnswer) },
      },
      async (request) => {
        const auth = currentUser(request);
        const row = await mfaRowOf(ctx.db, auth.user.id);
        return ok({
          enabled: Boolean(row?.enabled_at),
          required: requiredByRole(ctx.config, auth.user.roles),
          enabledAt: row?.enabled_at ?? null,
          recoveryCodesLeft: row?.enabled_at ? await recoveryCodesLeft(ctx.db, auth.user.id) : 0,
          pending: auth.mfaStage,
        });
      },
    );

    app.post(
      '/rocketScript/api/user/mfaEnrolStart',
      {
        config: { access: 'mfaStep', probe: {} },
        schema: { tags: ['user'], summary: 'Start an enrolment: a new secret, its otpauth URI and QR code (replaces an unconfirmed one)', response: answers(mfaEnrolStartAnswer) },
      },
      async (request) => ok(await startEnrolment(ctx, currentUser(request))),
    );

    app.post(
      '/rocketScript/api/user/mfaEnrolConfirm',
      {
        config: { access: 'mfaStep', probe: { body: PROBE_CODE } },
        schema: { tags: ['user'], summary: 'Confirm the enrolment with a first code; answers ten recovery codes, shown once', body: mfaEnrolConfirmForm, response: answers(recoveryCodesAnswer) },
      },
      async (request) => ok(await confirmEnrolment(ctx, currentUser(request), request.body.code)),
    );

    app.post(
      '/rocketScript/api/user/mfaVerify',
      {
        config: { access: 'mfaStep', probe: { body: PROBE_CODE } },
        schema: { tags: ['user'], summary: 'The second step of a sign-in: an authenticator or recovery code completes the session', body: mfaVerifyForm, response: answers(mfaVerifyAnswer) },
      },
      async (request) => ok(await verifySecondStep(ctx, currentUser(request), request.body.code)),
    );

    app.post(
      '/rocketScript/api/user/mfaRecoveryCodes',
      {
        config: { access: 'authenticated', probe: { body: PROBE_CODE } },
        schema: { tags: ['user'], summary: 'Ten new recovery codes in place of the old ones, for a current code (audited)', body: mfaRenewCodesForm, response: answers(recoveryCodesAnswer) },
      },
      async (request) => ok(await renewRecoveryCodes(ctx, currentUser(request), request.body.code)),
    );

    app.post(
      '/rocketScript/api/user/mfaDisable',
      {
        config: { access: 'authenticated', probe: { body: { password: md5Hex('not-the-password'), salt: '0'.repeat(32), ...PROBE_CODE } } },
        schema: { tags: ['user'], summary: 'Turn two-step verification off with the password (as at login) and a current code (audited)', body: mfaDisableForm, response: answers(nothing) },
      },
      async (request) => {
        await disableMfa(ctx, currentUser(request), request.body, request.ip);
        return ok(null);
      },
    );
  };
}
