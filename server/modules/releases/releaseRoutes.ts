/**
 * The calls that write versions (docs/releases.md):
 *   POST /api/script/addScriptFile                   ADMIN, CREATOR (own scripts)
 *   POST /api/script/activateScriptFile|withdrawScriptFile {id}
 *   POST /api/version/addAppRelease                  ADMIN
 *   POST /api/version/activateAppRelease|withdrawAppRelease {id}
 *   POST /api/lua/addLuaVersion                      ADMIN, LUA_ADMIN
 *   POST /api/lua/activateLuaVersion|withdrawLuaVersion {id}
 * An add takes a finished upload (its id and the MD5 the browser computed) and the form; the
 * activations run the release machine. The lists are resources (./releaseResources.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAppReleaseForm,
  addLuaVersionForm,
  addScriptFileForm,
  RELEASE_PUBLISHER_ROLES,
  releaseChange,
  releaseIdForm,
  releaseRecord,
  type ReleaseActor,
  type ReleaseKind,
  ROLLOUT_DEFAULT,
  SCRIPT_FILE_KINDS,
} from '../../../contracts/release.js';
import type { ServerContext } from '../../context.js';
import { transitionRoute, transitionRoutes } from '../../flow/transitionRoutes.js';
import { currentUser, PROBE_MISSING_ID } from '../../http/access.js';
import { answers, ok } from '../../http/envelope.js';
import type { AnyResource } from '../../resource/resource.js';
import { ownershipProbe } from '../../resource/resource.js';
import type { ReleaseEvent } from '../../../machines/release.machine.js';
import { changeRelease } from './releaseFlow.js';
import { appReleaseResource, luaVersionResource, scriptFileResource } from './releaseResources.js';
import { publishRelease, type PublishRequest } from './publishRelease.js';

const API = '/rocketScript/api';
/** A well-formed upload id and MD5 that name nothing: the permission probes' sample. */
const NO_UPLOAD = { uploadId: '0'.repeat(32), md5: '0'.repeat(32) };

interface Track {
  area: string;
  entity: string;
  kinds: readonly ReleaseKind[];
  roles: readonly (typeof RELEASE_PUBLISHER_ROLES)[ReleaseKind][number][];
  resource: AnyResource;
  noun: string;
}

const TRACKS: readonly Track[] = [
  { area: 'script', entity: 'ScriptFile', kinds: SCRIPT_FILE_KINDS, roles: RELEASE_PUBLISHER_ROLES.apk, resource: scriptFileResource, noun: "a script's APK, RC or course file" },
  { area: 'version', entity: 'AppRelease', kinds: ['app'], roles: RELEASE_PUBLISHER_ROLES.app, resource: appReleaseResource, noun: 'an app release' },
  { area: 'lua', entity: 'LuaVersion', kinds: ['lua'], roles: RELEASE_PUBLISHER_ROLES.lua, resource: luaVersionResource, noun: 'a Lua code version' },
];

const actorOf = (user: { id: number; roles: readonly string[] }): ReleaseActor => ({ id: user.id, roles: user.roles });

export function releaseRoutes(ctx: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    const add = <Body>(path: string, roles: readonly Track['roles'][number][], summary: string, body: import('zod').ZodType<Body>, sample: Record<string, unknown>, toRequest: (body: Body) => PublishRequest) =>
      app.post(
        `${API}/${path}`,
        {
          config: { access: { roles }, probe: { body: { ...sample, ...NO_UPLOAD } } },
          schema: { tags: ['releases'], summary, body, response: answers(releaseRecord) },
        },
        async (request) => ok(await publishRelease(ctx, currentUser(request).user, toRequest(request.body as Body))),
      );

    add('script/addScriptFile', RELEASE_PUBLISHER_ROLES.apk, "Add a version of a script's APK, RC or course file from a finished upload", addScriptFileForm, { scriptId: PROBE_MISSING_ID, kind: 'apk', version: 1 }, (b) => {
      const form = addScriptFileForm.parse(b);
      return { kind: form.kind, scriptId: form.scriptId, versionCode: form.version, forceUpdate: form.forceUpdate, rolloutPercent: ROLLOUT_DEFAULT, notes: form.notes, uploadId: form.uploadId, md5: form.md5, versionField: 'version' };
    });
    add('version/addAppRelease', RELEASE_PUBLISHER_ROLES.app, 'Add a release of the assistant app from a finished upload', addAppReleaseForm, { version: '1.0.0', updateVersion: 2_000_000_000 }, (b) => {
      const form = addAppReleaseForm.parse(b);
      return { kind: 'app', scriptId: null, versionCode: form.updateVersion, versionName: form.version, forceUpdate: form.updateForce, rolloutPercent: form.rolloutPercent, notes: form.notes, uploadId: form.uploadId, md5: form.md5, versionField: 'updateVersion' };
    });
    add('lua/addLuaVersion', RELEASE_PUBLISHER_ROLES.lua, 'Add a version of the Lua detection code from a finished upload', addLuaVersionForm, {}, (b) => {
      const form = addLuaVersionForm.parse(b);
      return { kind: 'lua', scriptId: null, forceUpdate: false, rolloutPercent: ROLLOUT_DEFAULT, notes: form.notes, uploadId: form.uploadId, md5: form.md5, versionField: 'uploadId' };
    });

    for (const track of TRACKS) {
      const base = `${API}/${track.area}`;
      const event = (action: 'activate' | 'withdraw', summary: string, type: 'ACTIVATE' | 'WITHDRAW') =>
        transitionRoute({ path: `${base}/${action}${track.entity}`, roles: track.roles, summary, body: releaseIdForm, eventOf: (_b, actor: ReleaseActor) => ({ type, actor }) });
      await app.register(
        transitionRoutes<ReleaseActor, Extract<ReleaseEvent, { type: 'ACTIVATE' | 'WITHDRAW' }>>({
          tags: ['releases'],
          answer: releaseChange,
          ownership: ownershipProbe(track.resource, (id) => ({ body: { id } })),
          actorOf,
          run: (id, user, sent) => changeRelease(ctx.db, ctx.database.dialect, id, actorOf(user), sent, track.kinds),
          routes: [
            event('activate', `Make ${track.noun} the active version (a superseded one: a rollback)`, 'ACTIVATE'),
            event('withdraw', `Withdraw ${track.noun} that is not active, for good`, 'WITHDRAW'),
          ],
        }),
      );
    }
  };
}
