/**
 * What the assistant app asks (public, no sign-in; docs/releases.md):
 *   GET /api/version/latestVersion?versionCode=…&deviceId=…  whether to update, and whether forced
 *   GET /api/lua/currentLuaVersion                           the active Lua detection code
 * An update is forced when any release above the app's version, up to the active one, was
 * marked updateForce (skipping a forced release is not allowed). A non-forced update reaches
 * the rollout's share of devices, chosen by a stable hash of the device id and the version.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentLuaAnswer, latestVersionAnswer, latestVersionQuery, type LatestVersionAnswer } from '../../../contracts/release.js';
import type { ServerContext } from '../../context.js';
import { answers, ok } from '../../http/envelope.js';
import { releaseOf, releaseView } from './releaseResources.js';

const API = '/rocketScript/api';

/** 0–99: where a device falls for a version's rollout (the same answer every time it asks). */
export function rolloutBucket(deviceId: string, versionCode: number): number {
  return createHash('sha256').update(`${versionCode}:${deviceId}`).digest().readUInt32BE(0) % 100;
}

const NO_UPDATE: LatestVersionAnswer = { update: false, force: false, version: null, updateVersion: null, url: null, md5: null, size: null, notes: null };

export function appSideRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${API}/version/latestVersion`,
      {
        config: { access: 'public' },
        schema: { tags: ['releases'], summary: 'The app asks whether to update, given its version code', querystring: latestVersionQuery, response: answers(latestVersionAnswer) },
      },
      async (request) => {
        const { versionCode, deviceId } = request.query;
        const row = await releaseView(ctx.db, ['app']).where('r.status', '=', 'active').executeTakeFirst();
        if (!row) return ok(NO_UPDATE);
        const active = releaseOf(row);
        if (active.versionCode <= versionCode) return ok(NO_UPDATE);
        const forced = await ctx.db
          .selectFrom('releases')
          .select('id')
          .where('kind', '=', 'app')
          .where('status', 'in', ['active', 'superseded'])
          .where('force_update', '=', 1)
          .where('version_code', '>', versionCode)
          .where('version_code', '<=', active.versionCode)
          .executeTakeFirst();
        const force = Boolean(forced);
        const reached = active.rolloutPercent >= 100 || (deviceId !== undefined && rolloutBucket(deviceId, active.versionCode) < active.rolloutPercent);
        if (!force && !reached) return ok(NO_UPDATE);
        return ok({
          update: true,
          force,
          version: active.versionName,
          updateVersion: active.versionCode,
          url: active.url,
          md5: active.md5,
          size: active.fileSize,
          notes: active.notes,
        });
      },
    );

    app.get(
      `${API}/lua/currentLuaVersion`,
      {
        config: { access: 'public' },
        schema: { tags: ['releases'], summary: 'The active Lua detection code, for the app', response: answers(currentLuaAnswer) },
      },
      async () => {
        const row = await releaseView(ctx.db, ['lua']).where('r.status', '=', 'active').executeTakeFirst();
        if (!row) return ok({ version: null, url: null, md5: null, size: null });
        const active = releaseOf(row);
        return ok({ version: active.versionCode, url: active.url, md5: active.md5, size: active.fileSize });
      },
    );
  };
}
