/**
 * The versions' calls (docs/releases.md): for each track — a script's files, the app's releases,
 * the Lua code — its list (through `resourceApi`), its add from a finished upload, and one call
 * per release-machine event. Silent: the screens say what happened, or why not.
 */
import type {
  AddAppReleaseForm,
  AddLuaVersionForm,
  AddScriptFileForm,
  LatestVersionAnswer,
  ReleaseChange,
  ReleaseRecord,
  UpdateAppReleaseForm,
} from '@contracts/release.js';
import {
  appReleaseContract,
  luaVersionContract,
  scriptFileContract,
  type ReleaseListContract,
} from '@contracts/resources/releases.js';
import { request } from './client';
import { resourceApi, type ResourceApi } from './resources';

/** An event the browser sends (SUPERSEDE is the server's own). */
export type ReleaseAction = 'activate' | 'withdraw';

export interface ReleaseTrackApi<C extends ReleaseListContract, AddForm> {
  contract: C;
  records: ResourceApi<C>;
  add(body: AddForm): Promise<ReleaseRecord>;
  change(action: ReleaseAction, id: number): Promise<ReleaseChange>;
}

const silentPost = <T>(url: string, data: unknown) => request<T>({ method: 'POST', url, data }, { silent: true });

function trackApi<C extends ReleaseListContract, AddForm>(contract: C): ReleaseTrackApi<C, AddForm> {
  const base = `/api/${contract.area}`;
  return {
    contract,
    records: resourceApi(contract),
    add: (body) => silentPost(`${base}/add${contract.entity}`, body),
    change: (action, id) => silentPost(`${base}/${action}${contract.entity}`, { id }),
  };
}

export type ScriptFileApi = ReleaseTrackApi<typeof scriptFileContract, AddScriptFileForm>;
export type LuaVersionApi = ReleaseTrackApi<typeof luaVersionContract, AddLuaVersionForm>;
export interface AppReleaseApi extends ReleaseTrackApi<typeof appReleaseContract, AddAppReleaseForm> {
  /** The force flag, the rollout share and the notes of a release. */
  update(body: UpdateAppReleaseForm): Promise<ReleaseRecord>;
  /** What the app would be told at `versionCode` (a preview for the admin). */
  latest(versionCode: number): Promise<LatestVersionAnswer>;
}

export const scriptFileApi: ScriptFileApi = trackApi(scriptFileContract);
export const luaVersionApi: LuaVersionApi = trackApi(luaVersionContract);
export const appReleaseApi: AppReleaseApi = {
  ...trackApi<typeof appReleaseContract, AddAppReleaseForm>(appReleaseContract),
  update: (body) => silentPost('/api/version/updateAppRelease', body),
  latest: (versionCode) => request<LatestVersionAnswer>({ method: 'GET', url: '/api/version/latestVersion', params: { versionCode } }, { silent: true }),
};

/** The text of a stored file (the Lua code, for the comparison); the URL is the record's `url`. */
export async function releaseText(url: string): Promise<string> {
  const answer = await fetch(url, { credentials: 'omit' });
  if (!answer.ok) throw new Error(`${answer.status} ${url}`);
  return answer.text();
}
