/**
 * endUserSessions: an administrator ends every active session of a user (docs/auth-protocol.md,
 * "Sessions"), audited as END_SESSIONS with how many ended, in the same transaction. Their own
 * sessions they end from their profile, not here (409).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_ACTION_ROLES } from '../../../contracts/permissions.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import { endedSessionsAnswer, endUserSessionsForm } from '../../../contracts/sessions.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { rolesOf } from '../user/accounts.js';
import { endSessions } from '../user/sessionList.js';

export function userSessionAdminRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/rocketScript/api/useradmin/endUserSessions',
      {
        config: { access: { roles: USER_ACTION_ROLES.endUserSessions }, probe: { body: { id: PROBE_MISSING_ID } } },
        schema: {
          tags: ['useradmin'],
          summary: "End all of a user's active sessions; answers how many ended (audited)",
          body: endUserSessionsForm,
          response: answers(endedSessionsAnswer),
        },
      },
      async (request) => {
        const { id } = request.body;
        const actor = currentUser(request).user;
        if (id === actor.id) throw fail.conflict('You end your own sessions from your profile');
        const user = await ctx.db.selectFrom('users').select(['id', 'username', 'nickname']).where('id', '=', id).where('is_del', '=', 0).executeTakeFirst();
        if (!user) throw fail.notFound(`No user ${id}`);
        const roles = await rolesOf(ctx.db, id);
        const ended = await ctx.db.transaction().execute(async (trx) => {
          const now = Date.now();
          const count = await endSessions(trx, { userId: id, roles, idle: ctx.config.sessionIdle, now }, {});
          await appendAudit(trx, { actorId: actor.id, entity: 'user', entityId: id, recordName: userRecordName(user.username, user.nickname), event: 'END_SESSIONS', payload: { endedSessions: count } }, now);
          return count;
        });
        return ok({ ended });
      },
    );
  };
}
