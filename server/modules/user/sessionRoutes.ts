/**
 * userSessions, userSessionLogout, userOtherSessionsLogout: the signed-in user's own sessions
 * (docs/auth-protocol.md, "Sessions"). Sessions are named by their public id; another user's id
 * is answered like an unknown one (404) and changes nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endedSessionsAnswer, sessionLogoutForm, sessionRecord } from '../../../contracts/sessions.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { nothing } from './answers.js';
import { endSessions, listSessions, type SessionScope } from './sessionList.js';

/** A session id no session has: the probe's call is a 404 that changes nothing. */
const PROBE_SESSION_ID = '0'.repeat(32);

export function sessionRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const scopeOf = (user: { id: number; roles: readonly string[] }): SessionScope => ({
    userId: user.id,
    roles: user.roles,
    idle: ctx.config.sessionIdle,
  });
  return async (app) => {
    app.get(
      '/rocketScript/api/userQuery/userSessions',
      {
        config: { access: 'authenticated', probe: {} },
        schema: {
          tags: ['user'],
          summary: 'Your active sessions: device, address, signed in, last used; the current one marked',
          response: answers(z.array(sessionRecord)),
        },
      },
      async (request) => {
        const auth = currentUser(request);
        return ok(await listSessions(ctx.db, scopeOf(auth.user), auth.tokenHash));
      },
    );

    app.post(
      '/rocketScript/api/user/userSessionLogout',
      {
        config: { access: 'authenticated', probe: { body: { id: PROBE_SESSION_ID } } },
        schema: {
          tags: ['user'],
          summary: 'End one of your active sessions by its id; 404 for an id that is not one of them',
          body: sessionLogoutForm,
          response: answers(nothing),
        },
      },
      async (request) => {
        const auth = currentUser(request);
        const ended = await endSessions(ctx.db, scopeOf(auth.user), { publicId: request.body.id });
        if (ended === 0) throw fail.notFound('No such session of yours');
        return ok(null);
      },
    );

    app.post(
      '/rocketScript/api/user/userOtherSessionsLogout',
      {
        config: { access: 'authenticated', probe: {} },
        schema: {
          tags: ['user'],
          summary: 'End all your active sessions but this one; answers how many ended',
          response: answers(endedSessionsAnswer),
        },
      },
      async (request) => {
        const auth = currentUser(request);
        return ok({ ended: await endSessions(ctx.db, scopeOf(auth.user), { keepTokenHash: auth.tokenHash }) });
      },
    );
  };
}
