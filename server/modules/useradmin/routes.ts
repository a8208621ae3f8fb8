/**
 * Special actions of the users admin, ADMIN only: updateUserRoles, resetUserPassword, and the
 * account machine's freezeUser, unfreezeUser, banUser (company and partner links: ./memberships.ts).
 * Each writes its audit row in the same transaction as the change; a reset password ends the
 * user's sessions, a frozen or banned account's sessions stop working (./accountStatus.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_STATUSES, type AccountEventType } from '../../../contracts/account.js';
import { USER_ACTION_ROLES } from '../../../contracts/permissions.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import { accountActionForm, resetUserPasswordForm, updateUserRolesForm, userAdminRecord } from '../../../contracts/userAdmin.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import { isoTime } from '../../db/values.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { refuseCommonPassword } from '../user/commonPasswords.js';
import { md5Hex, verifierFor } from '../user/passwords.js';
import { revokeUserSessions } from '../user/sessions.js';
import { changeAccountStatus } from './accountStatus.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { readUserAdminRecord } from './users.js';

const BASE = '/rocketScript/api/useradmin';

const statusAnswer = z.object({ id: z.number().int(), from: z.enum(ACCOUNT_STATUSES), to: z.enum(ACCOUNT_STATUSES) });

export function userAdminRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${BASE}/updateUserRoles`,
      {
        config: { access: { roles: USER_ACTION_ROLES.updateUserRoles }, probe: { body: { id: PROBE_MISSING_ID, roles: ['CREATOR'] } } },
        schema: { tags: ['useradmin'], summary: "Replace a user's roles", body: updateUserRolesForm, response: answers(userAdminRecord) },
      },
      async (request) => {
        const { id, roles } = request.body;
        const actor = currentUser(request).user;
        if (id === actor.id && !roles.includes('ADMIN')) throw fail.conflict('You cannot take the ADMIN role from yourself');
        await ctx.db.transaction().execute(async (trx) => {
          // Writing the account's row first makes two edits of its roles take turns on PostgreSQL
          // (each would delete the roles it read and insert its own over the other's).
          const user = await trx
            .updateTable('users')
            .set((eb) => ({ updated_at: eb.ref('updated_at') }))
            .where('id', '=', id)
            .where('is_del', '=', 0)
            .returning(['id', 'username', 'nickname'])
            .executeTakeFirst();
          if (!user) throw fail.notFound(`No user ${id}`);
          const before = (await trx.selectFrom('user_roles').select('role').where('user_id', '=', id).orderBy('role').execute()).map((r) => r.role);
          const after = [...roles].sort();
          if (JSON.stringify(before) === JSON.stringify(after)) return;
          await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
          await trx.insertInto('user_roles').values(after.map((role) => ({ user_id: id, role }))).execute();
          await trx.updateTable('users').set({ updated_at: isoTime() }).where('id', '=', id).execute();
          await appendAudit(trx, { actorId: actor.id, entity: 'user', entityId: id, recordName: userRecordName(user.username, user.nickname), event: 'UPDATE_ROLES', payload: { roles: { from: before, to: after } } });
        });
        return ok(await readUserAdminRecord(ctx.db, id));
      },
    );

    app.post(
      `${BASE}/resetUserPassword`,
      {
        config: { access: { roles: USER_ACTION_ROLES.resetUserPassword }, probe: { body: { id: PROBE_MISSING_ID, password: md5Hex('probe-password') } } },
        schema: {
          tags: ['useradmin'],
          summary: "Set a user's password (sent as h1 = md5(password)); all that user's sessions end",
          body: resetUserPasswordForm,
          response: answers(z.null()),
        },
      },
      async (request) => {
        const { id, password } = request.body;
        refuseCommonPassword(password, 'password');
        const actor = currentUser(request).user;
        const user = await ctx.db.selectFrom('users').select(['id', 'username', 'nickname']).where('id', '=', id).where('is_del', '=', 0).executeTakeFirst();
        if (!user) throw fail.notFound(`No user ${id}`);
        const verifier = await verifierFor(password);
        await ctx.db.transaction().execute(async (trx) => {
          const now = Date.now();
          await trx.updateTable('users').set({ password_salt: verifier.salt, password_hash: verifier.hash, updated_at: isoTime(now) }).where('id', '=', id).execute();
          await revokeUserSessions(trx, id, undefined, now);
          // The payload says only that it happened: never the digest.
          await appendAudit(trx, { actorId: actor.id, entity: 'user', entityId: id, recordName: userRecordName(user.username, user.nickname), event: 'RESET_PASSWORD', payload: {} }, now);
        });
        return ok(null);
      },
    );

    await app.register(accountStatusRoutes(ctx));
  };
}

/** The account machine's events, one call each, through the shared transition step. */
function accountStatusRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  const event = (name: keyof typeof USER_ACTION_ROLES, type: AccountEventType, summary: string) =>
    transitionRoute({
      path: `${BASE}/${name}`,
      roles: USER_ACTION_ROLES[name],
      summary: `${summary}. 409 when the machine refuses or another change won`,
      body: accountActionForm,
      eventOf: () => type,
    });
  return transitionRoutes<null, AccountEventType>({
    tags: ['useradmin'],
    answer: statusAnswer,
    actorOf: () => null,
    guard: (body, user) => {
      if (body.id === user.id) throw fail.conflict('You cannot change the status of your own account');
    },
    run: (id, user, type) => changeAccountStatus(ctx.db, id, type, user.id),
    routes: [
      event('freezeUser', 'FREEZE', 'Freeze an account (normal -> frozen); its sessions stop working at once'),
      event('unfreezeUser', 'UNFREEZE', 'Unfreeze an account (frozen -> normal)'),
      event('banUser', 'BAN', 'Ban an account (normal or frozen -> banned, final); its sessions stop working at once'),
    ],
  });
}
