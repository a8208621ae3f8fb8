/**
 * registerCreator, userRetrievePasswordUpdate and userChangePassword (docs/server.md). All three take
 * h1 = md5(password); the server picks a new salt and stores argon2id(md5(h1 + salt)).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordForm, registerCreatorForm, retrievePasswordForm } from '../../../contracts/auth.js';
import type { ServerContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { checkPhoneCode, consumePhoneCode } from '../phoneCode/codes.js';
import { assertAccountFree, findAccountById, findAccountByUsername, insertAccount, replacePassword, usernameKey } from './accounts.js';
import { nothing } from './answers.js';
import { digestMatches, loginDigest, md5Hex, verifierFor } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { checkPasswordUnderLock, clearPasswordLimits } from './passwordAttempts.js';
import { refuseCommonPassword } from './commonPasswords.js';

export function passwordRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/rocketScript/api/user/registerCreator',
      {
        config: { access: 'public' },
        schema: {
          tags: ['user'],
          summary: 'Register a script author (CREATOR) with a phone code of purpose "register"',
          body: registerCreatorForm,
          response: answers(nothing),
        },
      },
      async (request) => {
        const form = request.body;
        // A common password is refused before the code is tried, so the code stays usable.
        refuseCommonPassword(form.password, 'password');
        // The code proves the phone first; only then are name and phone checked (409).
        const codeId = await checkPhoneCode(ctx, form.phone, 'register', form.phoneCode);
        await assertAccountFree(ctx.db, form.username, form.phone);
        const verifier = await verifierFor(form.password);
        await ctx.db.transaction().execute(async (trx) => {
          await consumePhoneCode(trx, codeId);
          await insertAccount(trx, { username: form.username, nickname: form.nickname, phone: form.phone, roles: ['CREATOR'], verifier }, null);
        });
        return ok(null);
      },
    );

    app.post(
      '/rocketScript/api/user/userRetrievePasswordUpdate',
      {
        config: { access: 'public' },
        schema: {
          tags: ['user'],
          summary: 'Set a new password with a phone code of purpose "retrieve"; ends all sessions',
          body: retrievePasswordForm,
          response: answers(nothing),
        },
      },
      async (request) => {
        const form = request.body;
        refuseCommonPassword(form.password, 'password');
        const codeId = await checkPhoneCode(ctx, form.phone, 'retrieve', form.phoneCode);
        const account = await findAccountByUsername(ctx.db, form.username);
        if (!account || account.phone !== form.phone) {
          const message = 'This phone number does not belong to that account';
          throw fail.invalid(message, [{ field: 'phone', reason: 'mismatch', message }], 'phone_mismatch');
        }
        const verifier = await verifierFor(form.password);
        await ctx.db.transaction().execute(async (trx) => {
          await consumePhoneCode(trx, codeId);
          await replacePassword(trx, account.id, verifier, 'RETRIEVE_PASSWORD', account.id);
          await revokeUserSessions(trx, account.id);
        });
        await clearPasswordLimits(ctx, account.username);
        return ok(null);
      },
    );

    app.post(
      '/rocketScript/api/user/userChangePassword',
      {
        config: {
          access: 'authenticated',
          // A wrong old password: refused with 400, changes nothing.
          probe: { body: ({ username }) => ({ username, oldPassword: md5Hex('not-the-password'), newPassword: md5Hex('x') }) },
        },
        schema: {
          tags: ['user'],
          summary: 'Change your own password; ends your other sessions, keeps this one',
          body: changePasswordForm,
          response: answers(nothing),
        },
      },
      async (request) => {
        const form = request.body;
        const auth = currentUser(request);
        if (usernameKey(form.username) !== auth.user.usernameKey) {
          throw fail.forbidden('You can only change your own password');
        }
        const account = await findAccountById(ctx.db, auth.user.id);
        if (!account) throw fail.unauthenticated();
        // Before the old password is checked: a common new one spends no attempt.
        refuseCommonPassword(form.newPassword, 'newPassword');
        await checkPasswordUnderLock(ctx, {
          username: account.username,
          userId: account.id,
          clientAddress: request.ip,
          check: () => digestMatches(account.password_hash, loginDigest(form.oldPassword, account.password_salt)),
          wrong: () => {
            const message = 'The old password is wrong';
            return fail.invalid(message, [{ field: 'oldPassword', reason: 'invalid_value', message }], 'old_password_wrong');
          },
        });
        const verifier = await verifierFor(form.newPassword);
        await ctx.db.transaction().execute(async (trx) => {
          await replacePassword(trx, account.id, verifier, 'CHANGE_PASSWORD', account.id);
          await revokeUserSessions(trx, account.id, auth.tokenHash);
        });
        return ok(null);
      },
    );
  };
}
