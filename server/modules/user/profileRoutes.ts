/**
 * The signed-in user's own profile (docs/tools.md, "Profile"): uploadAvatar stores an image the
 * way covers are stored (../files/imageCheck.ts, the covers store) and answers its URL, which
 * changes nothing yet; updateProfile sets the nickname, introduction and avatar in one step, with
 * an UPDATE audit row of what changed, and answers the new user info. Only one's own profile:
 * the account is the caller's, there is no id to name another.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userInfoAnswer } from '../../../contracts/auth.js';
import { COVER_MAX_BYTES, COVER_MAX_SIDE, uploadedImage } from '../../../contracts/files.js';
import { UPDATE_PROFILE_PATH, UPLOAD_AVATAR_PATH, updateProfileForm } from '../../../contracts/profile.js';
import { userRecordName } from '../../../contracts/recordNames.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import { isoTime } from '../../db/values.js';
import { currentUser } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { changedFields } from '../../resource/records.js';
import { storeCoverImage } from '../files/coverRoutes.js';
import { acceptImageBodies } from '../files/imageCheck.js';
import { assertCover } from '../scripts/scriptRules.js';
import { findAccountById } from './accounts.js';
import { userInfoOf } from './answers.js';

export function profileRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    acceptImageBodies(app, COVER_MAX_BYTES);

    app.post(
      `/rocketScript${UPLOAD_AVATAR_PATH}`,
      {
        // Probe: no body, refused with 415 before anything is stored.
        config: { access: 'authenticated', probe: {} },
        schema: {
          tags: ['user'],
          summary: `Upload an avatar: the body is the PNG, JPEG or WebP bytes (at most ${COVER_MAX_BYTES} bytes, ${COVER_MAX_SIDE} px a side); answers its URL for updateProfile`,
          response: answers(uploadedImage),
        },
      },
      async (request) => ok(await storeCoverImage(ctx, request.body)),
    );

    app.post(
      `/rocketScript${UPDATE_PROFILE_PATH}`,
      {
        // Probe: an empty nickname, refused with 400; nothing changes.
        config: { access: 'authenticated', probe: { body: { nickname: '', introduction: '' } } },
        schema: {
          tags: ['user'],
          summary: 'Change your own nickname, introduction and avatar (an uploadAvatar URL, or "" for the default); answers your user info',
          body: updateProfileForm,
          response: answers(userInfoAnswer),
        },
      },
      async (request) => {
        const { user } = currentUser(request);
        const form = request.body;
        await ctx.db.transaction().execute(async (trx) => {
          const account = await findAccountById(trx, user.id);
          if (!account) throw fail.unauthenticated();
          const before = { nickname: account.nickname, introduction: account.introduction, avatar: account.avatar ?? '' };
          if (form.avatar) await assertCover(ctx.covers, form.avatar, before.avatar, 'avatar');
          const after = { nickname: form.nickname, introduction: form.introduction, avatar: form.avatar ?? before.avatar };
          const changes = changedFields(before, after);
          if (Object.keys(changes).length === 0) return;
          const now = Date.now();
          await trx
            .updateTable('users')
            .set({ nickname: after.nickname, introduction: after.introduction, avatar: after.avatar || null, updated_at: isoTime(now) })
            .where('id', '=', user.id)
            .execute();
          await appendAudit(trx, { actorId: user.id, entity: 'user', entityId: user.id, recordName: userRecordName(account.username, after.nickname), event: 'UPDATE', payload: changes }, now);
        });
        const account = await findAccountById(ctx.db, user.id);
        if (!account) throw fail.unauthenticated();
        return ok(userInfoOf(account, user.roles));
      },
    );
  };
}
