/**
 * The scripts catalogue's calls (docs/scripts.md): the resource (query, export, add, update,
 * delete through `resourceApi`) and one call per visibility event. The event calls are silent:
 * the screens tell the user what happened, or why not (src/screens/scripts).
 */
import { scriptContract } from '@contracts/resources/scripts.js';
import type {
  ReturnScriptForm,
  ScriptVisibilityAction,
  ScriptVisibilityChange,
} from '@contracts/scriptVisibility.js';
import { request } from './client';
import { resourceApi, type ResourceApi } from './resources';

export interface ScriptApi {
  records: ResourceApi<typeof scriptContract>;
  /** SUBMIT, SHOW, HIDE, RETIRE: one script by id. */
  change(action: Exclude<ScriptVisibilityAction, 'return'>, id: number): Promise<ScriptVisibilityChange>;
  /** RETURN, with the reason its author reads. */
  sendBack(body: ReturnScriptForm): Promise<ScriptVisibilityChange>;
}

const post = <T>(action: ScriptVisibilityAction, data: unknown) =>
  request<T>({ method: 'POST', url: `/api/${scriptContract.area}/${action}${scriptContract.entity}`, data }, { silent: true });

export const scriptApi: ScriptApi = {
  records: resourceApi(scriptContract),
  change: (action, id) => post(action, { id }),
  sendBack: (body) => post('return', body),
};
