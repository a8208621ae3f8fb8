/**
 * Scripts: what the platform sells (docs/scripts.md). The wire names are the ones the assistant
 * app already uses, the spelling `iamgeUrl` included.
 */
import { z } from 'zod';
import { displayName, httpUrl, idField, multilineText, multilineTexts, pageOf, plainText, updateFormOf } from './fields.js';
import { COVER_URL_PATTERN } from './files.js';
import { SCRIPT_VISIBILITIES } from './scriptVisibility.js';
import { SCRIPT_SOURCES } from './scriptKinds.js';
export * from './scriptKinds.js';

export const SCRIPT_NAME_MAX = 64;
export const SCRIPT_PACKAGE_MAX = 255;
export const SCRIPT_PARAM_MAX = 20_000;
export const SCRIPT_EXPLAIN_MAX = 2_000;
export const SCRIPT_LABEL_MAX = 16;
export const SCRIPT_LABELS_MAX = 8;
export const VENDOR_NAME_MAX = 64;
export const VENDOR_CONTACT_MAX = 128;

/** An Android application id: two or more dot-separated segments, each a letter then [A-Za-z0-9_]. */
export const ANDROID_PACKAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;


export const scriptPackage = z
  .string()
  .trim()
  .max(SCRIPT_PACKAGE_MAX)
  .regex(ANDROID_PACKAGE_PATTERN, { message: 'must be an Android application id such as com.example.game' });

/** A JSON object (the script's default parameters), kept as the text the author wrote. */
export const scriptParam = z
  .string()
  .max(SCRIPT_PARAM_MAX)
  .refine(
    (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      } catch {
        return false;
      }
    },
    { message: 'must be a JSON object', params: { reason: 'invalid_json' } },
  )
  // Written pretty-printed: line breaks and tabs belong in it (the control-character guard lets them through).
  .register(multilineTexts, { multiline: true });

export const scriptLabels = z
  .array(plainText(SCRIPT_LABEL_MAX))
  .max(SCRIPT_LABELS_MAX)
  .refine((labels) => new Set(labels.map((l) => l.toLowerCase())).size === labels.length, {
    message: 'labels must differ',
  });

const onOff = z.boolean();

/** What an author writes and edits (docs/scripts.md). */
export const descriptiveFields = {
  scriptName: plainText(SCRIPT_NAME_MAX),
  scriptPackage,
  gameId: idField,
  scriptParam,
  scriptExplain: multilineText(SCRIPT_EXPLAIN_MAX),
  scriptLabel: scriptLabels,
  // The shape of a URL the upload answers; that it names a stored image the server checks too.
  iamgeUrl: z.string().regex(COVER_URL_PATTERN, { message: 'must be an image uploaded through the app' }).nullable(),
  brandId: idField.nullable(),
  authorNick: displayName,
};
export const DESCRIPTIVE_FIELDS = Object.keys(descriptiveFields) as (keyof typeof descriptiveFields)[];

/** What the platform decides about selling it (ADMIN; cache and charge also OPERATE). */
export const saleFields = {
  cacheSwitch: onOff,
  chargeSwitch: onOff,
  isTvip: onOff,
  isFts: onOff,
};

/**
 * What an operator (OPERATE) changes on any script, and nothing else of its content: whether the
 * app caches its package, whether it is paid, and its labels (docs/scripts.md).
 */
export const operationalFields = {
  cacheSwitch: saleFields.cacheSwitch,
  chargeSwitch: saleFields.chargeSwitch,
  scriptLabel: scriptLabels,
};
export const OPERATIONAL_FIELDS = Object.keys(operationalFields) as (keyof typeof operationalFields)[];
/** The operator's dialog, as the browser checks it before sending updateScript. */
export const operateScriptForm = z.strictObject(operationalFields);
export type OperateScriptForm = z.infer<typeof operateScriptForm>;

/** Third-party scripts: hosted elsewhere, no files here (ADMIN). */
export const thirdPartyFields = {
  source: z.enum(SCRIPT_SOURCES),
  vendorName: plainText(VENDOR_NAME_MAX, 0),
  vendorContact: plainText(VENDOR_CONTACT_MAX, 0),
  externalUrl: httpUrl.nullable(),
};

/**
 * A new script: the descriptive fields; ADMIN may also set the sale and third-party fields and
 * name the author (ownerId); a CREATOR's script is their own, sale fields off, platform-hosted.
 */
export const addScriptForm = z.strictObject({
  ...descriptiveFields,
  ...z.object(saleFields).partial().shape,
  ...z.object(thirdPartyFields).partial().shape,
  ownerId: idField.optional(),
});
export type AddScriptForm = z.infer<typeof addScriptForm>;
export const updateScriptForm = updateFormOf({ ...descriptiveFields, ...saleFields, ...thirdPartyFields, ownerId: idField });
export type UpdateScriptForm = z.infer<typeof updateScriptForm>;

export const scriptRecord = z.object({
  id: z.number().int(),
  scriptName: z.string(),
  scriptPackage: z.string(),
  gameId: z.number().int().nullable(),
  gameName: z.string(),
  scriptParam: z.string(),
  scriptExplain: z.string(),
  scriptLabel: z.array(z.string()),
  cacheSwitch: z.boolean(),
  iamgeUrl: z.string().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string(),
  authorNick: z.string(),
  chargeSwitch: z.boolean(),
  isTvip: z.boolean(),
  isFts: z.boolean(),
  isShow: z.boolean(),
  status: z.enum(SCRIPT_VISIBILITIES),
  returnReason: z.string().nullable(),
  source: z.enum(SCRIPT_SOURCES),
  vendorName: z.string(),
  vendorContact: z.string(),
  externalUrl: z.string().nullable(),
  showOrder: z.number().int().nullable(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScriptRecord = z.infer<typeof scriptRecord>;
export const scriptPage = pageOf(scriptRecord);
