/** getSalt, userLogin, userInfo, userLogout at their established paths (docs/server.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSaltQuery, loginForm, userInfoAnswer } from '../../../contracts/auth.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { findAccountById } from './accounts.js';
import { loginAnswer, nothing, saltAnswer, userInfoOf } from './answers.js';
import { revokeSession } from './sessions.js';
import { saltFor, signIn } from './signIn.js';

export function signInRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/rocketScript/api/userQuery/getSalt',
      {
        config: { access: 'public' },
        schema: {
          tags: ['user'],
          summary: 'The salt to hash the login digest with (answers for unknown names too)',
          querystring: getSaltQuery,
          response: answers(saltAnswer),
        },
      },
      async (request) => ok(await saltFor(ctx, request.query.username, request.ip)),
    );

    app.post(
      '/rocketScript/api/user/userLogin',
      {
        config: { access: 'public', multipart: 'fields' },
        schema: {
          tags: ['user'],
          summary: 'Sign in with md5(md5(password) + salt); answers a bearer token',
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
          body: loginForm,
          response: answers(loginAnswer),
        },
      },
      async (request) =>
        ok(
          await signIn(ctx, request.body, {
            clientAddress: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          }),
        ),
    );

    app.get(
      '/rocketScript/api/userQuery/userInfo',
      {
        config: { access: 'authenticated', probe: {} },
        schema: {
          tags: ['user'],
          summary: 'The signed-in account: roles, name, avatar, introduction',
          response: answers(userInfoAnswer),
        },
      },
      async (request) => {
        const { user } = currentUser(request);
        const account = await findAccountById(ctx.db, user.id);
        if (!account) throw fail.unauthenticated();
        return ok(userInfoOf(account, user.roles));
      },
    );

    app.post(
      '/rocketScript/api/user/userLogout',
      {
        // App users sign out too.
        config: { access: 'signedIn', probe: { revokesToken: true } },
        schema: {
          tags: ['user'],
          summary: 'Ends the session of the presented token',
          response: answers(nothing),
        },
      },
      async (request) => {
        await revokeSession(ctx.db, currentUser(request).tokenHash);
        return ok(null);
      },
    );
  };
}
