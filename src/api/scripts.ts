/**
 * The scripts catalogue's calls (docs/scripts.md): the resource (query, export, add, update,
 * delete through `resourceApi`), one call per visibility event, the cover upload and the
 * recommendation order. The event and order calls are silent:
 * the screens tell the user what happened, or why not (src/screens/scripts).
 */
import { scriptContract } from '@contracts/resources/scripts.js';
import type {
  ReturnScriptForm,
  ScriptVisibilityAction,
  ScriptVisibilityChange,
} from '@contracts/scriptVisibility.js';
import type { OrderScriptsForm, ScriptOrderChange } from '@contracts/scriptOrder.js';
import { request } from './client';
import { uploadImage, type ImageUploader } from './files';
import { resourceApi, type ResourceApi } from './resources';

export interface ScriptApi {
  records: ResourceApi<typeof scriptContract>;
  /** SUBMIT, SHOW, HIDE, RETIRE: one script by id. */
  change(action: Exclude<ScriptVisibilityAction, 'return'>, id: number): Promise<ScriptVisibilityChange>;
  /** RETURN, with the reason its author reads. */
  sendBack(body: ReturnScriptForm): Promise<ScriptVisibilityChange>;
  /** A cover image for the form; answers the URL the script keeps as iamgeUrl. */
  uploadCover: ImageUploader;
  /** The recommendation order: every shown script, first recommended first, from the version read. */
  order(body: OrderScriptsForm): Promise<ScriptOrderChange>;
}

const post = <T>(action: ScriptVisibilityAction, data: unknown) =>
  request<T>({ method: 'POST', url: `/api/${scriptContract.area}/${action}${scriptContract.entity}`, data }, { silent: true });

export const scriptApi: ScriptApi = {
  records: resourceApi(scriptContract),
  change: (action, id) => post(action, { id }),
  sendBack: (body) => post('return', body),
  uploadCover: uploadImage,
  order: (body) =>
    request<ScriptOrderChange>({ method: 'POST', url: `/api/${scriptContract.area}/orderScripts`, data: body }, { silent: true }),
};
