/**
 * The script form's values and rules (docs/scripts.md). The values are text (the form machine's
 * shape): labels as a JSON array, switches as 'true'/'false', ids as digits. The payload is
 * checked by the contract's own schema (contracts/script.ts), so the browser and the server give
 * the same reasons. Which fields are sent follows the user's rights: an author sends the
 * descriptive fields only, an admin every field and the author's account.
 */
import {
  addScriptForm,
  DESCRIPTIVE_FIELDS,
  type AddScriptForm,
  type ScriptRecord,
} from '@contracts/script.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import { saveRecord, type ResourceApi } from '@/api/resources';
import type { scriptContract } from '@contracts/resources/scripts.js';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import type { ScriptEditing } from './scriptRights';

export const SWITCHES = ['chargeSwitch', 'isTvip', 'isFts', 'cacheSwitch'] as const;
export type ScriptSwitch = (typeof SWITCHES)[number];

const ADMIN_FIELDS = [...SWITCHES, 'source', 'vendorName', 'vendorContact', 'externalUrl', 'ownerId'] as const;

export function scriptFieldsOf(editing: ScriptEditing): readonly string[] {
  return editing === 'all' ? [...DESCRIPTIVE_FIELDS, ...ADMIN_FIELDS] : DESCRIPTIVE_FIELDS;
}

export function blankScript(authorNick: string): FormValues {
  return {
    scriptName: '',
    scriptPackage: '',
    gameId: '',
    scriptParam: '{}',
    scriptExplain: '',
    scriptLabel: '[]',
    iamgeUrl: '',
    brandId: '',
    authorNick,
    ownerId: '',
    chargeSwitch: 'false',
    isTvip: 'false',
    isFts: 'false',
    cacheSwitch: 'true',
    source: 'platform',
    vendorName: '',
    vendorContact: '',
    externalUrl: '',
  };
}

export function labelsOf(values: FormValues): string[] {
  try {
    const parsed: unknown = JSON.parse(values.scriptLabel ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

const idOrNull = (text: string | undefined) => (text ? Number(text) : null);
const idOrUndefined = (text: string | undefined) => (text ? Number(text) : undefined);

/** The body the server takes, for these rights. `ownerNick` fills an empty author name. */
export function scriptPayloadOf(values: FormValues, editing: ScriptEditing, ownerNick = ''): AddScriptForm {
  const text = (field: string) => (values[field] ?? '').trim();
  const descriptive = {
    scriptName: text('scriptName'),
    scriptPackage: text('scriptPackage'),
    gameId: idOrUndefined(values.gameId) as number,
    scriptParam: values.scriptParam ?? '',
    scriptExplain: values.scriptExplain ?? '',
    scriptLabel: labelsOf(values),
    iamgeUrl: values.iamgeUrl ? values.iamgeUrl : null,
    brandId: idOrNull(values.brandId),
    authorNick: text('authorNick') || ownerNick,
  };
  if (editing !== 'all') return descriptive;
  const thirdParty = values.source === 'thirdParty';
  return {
    ...descriptive,
    ...Object.fromEntries(SWITCHES.map((field) => [field, values[field] === 'true'])),
    source: thirdParty ? 'thirdParty' : 'platform',
    vendorName: thirdParty ? text('vendorName') : '',
    vendorContact: thirdParty ? text('vendorContact') : '',
    externalUrl: thirdParty ? text('externalUrl') || null : null,
    ownerId: idOrUndefined(values.ownerId),
  };
}

export function validateScript(values: FormValues, editing: ScriptEditing, ownerNick = ''): FieldErrors {
  const payload = scriptPayloadOf(values, editing, ownerNick);
  const errors = zodFieldErrors(addScriptForm, { ...payload });
  // An empty package breaks the pattern; say what is missing rather than what is wrong.
  if (!payload.scriptPackage) errors.scriptPackage = 'required';
  if (editing === 'all') {
    if (payload.ownerId === undefined) errors.ownerId ??= 'required';
    if (payload.source === 'thirdParty' && (!payload.vendorName || !payload.externalUrl)) {
      if (!payload.vendorName) errors.vendorName ??= 'required';
      if (!payload.externalUrl) errors.externalUrl ??= 'required';
    }
  }
  return errors;
}

export function saveScript(api: ResourceApi<typeof scriptContract>, values: FormValues, editing: ScriptEditing, ownerNick = '') {
  return saveRecord(api, values.id, scriptPayloadOf(values, editing, ownerNick));
}

export function scriptValuesOf(row: ScriptRecord): FormValues {
  return {
    id: String(row.id),
    scriptName: row.scriptName,
    scriptPackage: row.scriptPackage,
    gameId: row.gameId === null ? '' : String(row.gameId),
    scriptParam: row.scriptParam,
    scriptExplain: row.scriptExplain,
    scriptLabel: JSON.stringify(row.scriptLabel),
    iamgeUrl: row.iamgeUrl ?? '',
    brandId: row.brandId === null ? '' : String(row.brandId),
    authorNick: row.authorNick,
    ownerId: String(row.ownerId),
    ...Object.fromEntries(SWITCHES.map((field) => [field, String(row[field])])),
    source: row.source,
    vendorName: row.vendorName,
    vendorContact: row.vendorContact,
    externalUrl: row.externalUrl ?? '',
  };
}

/** The parameters pretty-printed (two spaces), or as written when they do not parse. */
export function tidyParam(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : text;
  } catch {
    return text;
  }
}
