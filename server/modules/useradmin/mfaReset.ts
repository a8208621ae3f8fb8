/**
 * resetUserMfa: an administrator removes a user's two-step verification (a lost phone and lost
 * recovery codes) and ends all their sessions, audited as MFA_RESET in the same transaction
 * (docs/auth-protocol.md, "Two-step verification"). Their own they manage from their profile (409).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetUserMfaForm } from '../../../contracts/mfa.js';
import { USER_ACTION_ROLES } from '../../../contracts/permissions.js';
import { endedSessionsAnswer } from '../../../contracts/sessions.js';
import type { ServerContext } from '../../context.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import { resetUserMfa } from '../mfa/manage.js';

export function userMfaAdminRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/rocketScript/api/useradmin/resetUserMfa',
      {
        config: { access: { roles: USER_ACTION_ROLES.resetUserMfa }, probe: { body: { id: PROBE_MISSING_ID } } },
        schema: {
          tags: ['useradmin'],
          summary: "Remove a user's two-step verification and end their sessions; answers how many ended (audited)",
          body: resetUserMfaForm,
          response: answers(endedSessionsAnswer),
        },
      },
      async (request) => ok({ ended: await resetUserMfa(ctx, currentUser(request).user.id, request.body.id) }),
    );
  };
}
