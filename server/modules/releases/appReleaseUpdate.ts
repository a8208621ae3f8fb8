/**
 * POST /api/version/updateAppRelease (ADMIN): what may change on an app release once it is
 * uploaded — the force flag, the rollout share and the notes (the file and numbers never). One
 * audited UPDATE with the changed fields.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseRecordName } from '../../../contracts/recordNames.js';
import { RELEASE_PUBLISHER_ROLES, releaseRecord, updateAppReleaseForm } from '../../../contracts/release.js';
import type { ServerContext } from '../../context.js';
import { appendAudit } from '../../db/audit.js';
import { isoTime, toDbBool } from '../../db/values.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, fail, ok } from '../../http/envelope.js';
import { changedFields } from '../../resource/records.js';
import { releaseOf, releaseView } from './releaseResources.js';

export function appReleaseUpdateRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/rocketScript/api/version/updateAppRelease',
      {
        config: { access: { roles: RELEASE_PUBLISHER_ROLES.app }, probe: { body: { id: PROBE_MISSING_ID, notes: 'probe' } } },
        schema: { tags: ['releases'], summary: "Change an app release's force flag, rollout or notes", body: updateAppReleaseForm, response: answers(releaseRecord) },
      },
      async (request) => {
        const { id, ...changes } = request.body;
        const user = currentUser(request).user;
        const now = Date.now();
        const updated = await ctx.db.transaction().execute(async (trx) => {
          const row = await releaseView(trx, ['app']).where('r.id', '=', id).executeTakeFirst();
          if (!row) throw fail.notFound(`No app release ${id}`);
          const before = releaseOf(row);
          // A withdrawn release is kept as it was (docs/releases.md): its terms no longer change.
          const withdrawn = () => fail.conflict(`App release ${before.versionName} has been withdrawn: it can no longer be edited`, 'illegal_transition');
          if (before.status === 'withdrawn') throw withdrawn();
          const written = await trx
            .updateTable('releases')
            .set({
              ...(changes.updateForce !== undefined && { force_update: toDbBool(changes.updateForce) }),
              ...(changes.rolloutPercent !== undefined && { rollout_percent: changes.rolloutPercent }),
              ...(changes.notes !== undefined && { notes: changes.notes }),
              updated_at: isoTime(now),
            })
            .where('id', '=', id)
            .where('status', '!=', 'withdrawn')
            .executeTakeFirst();
          // Withdrawn by someone else between our read and our write.
          if (Number(written.numUpdatedRows) === 0) throw withdrawn();
          const after = releaseOf(await releaseView(trx, ['app']).where('r.id', '=', id).executeTakeFirstOrThrow());
          const pick = (r: typeof before) => ({ forceUpdate: r.forceUpdate, rolloutPercent: r.rolloutPercent, notes: r.notes });
          await appendAudit(
            trx,
            { actorId: user.id, entity: 'release', entityId: id, recordName: releaseRecordName(null, after.versionName, after.fileName), event: 'UPDATE', payload: changedFields(pick(before), pick(after)) },
            now,
          );
          return after;
        });
        return ok(updated);
      },
    );
  };
}
