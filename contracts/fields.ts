/**
 * Field validators shared by the managed entities (docs/resources.md): plain single-line text,
 * http(s) URLs, exact money, ISO times and time ranges. The server validates with these and the
 * browser takes the same rules and types.
 */
import { z } from 'zod';

/**
 * No markup and no control characters in any stored text: `<`, `>`, C0/C1 controls and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make
 * text read differently from what it holds ("exe.png" shown for "gnp.exe"), are refused; so are
 * characters that show as nothing (zero-width space, word joiners, U+FEFF) and the line and
 * paragraph separators, and text made only of blanks, characters Unicode says to show as nothing
 * (fillers, variation selectors, tags), lone combining marks and blank symbols (a title that shows
 * empty). Joiners that shape emoji and scripts (U+200C, U+200D) and direction marks (U+200E,
 * U+200F) stay allowed inside visible text.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const PLAIN_TEXT_PATTERN = /^(?![\s\p{Default_Ignorable_Code_Point}\p{M}\u2800\ufffc]+$)[^<>\u0000-\u001f\u007f-\u009f\u200b\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]*$/u;
/** True for text that shows nothing: blanks, characters shown as nothing, lone marks, blank symbols. */
export const showsNothing = (text: string) => /^[\s\p{Default_Ignorable_Code_Point}\p{M}\u2800\ufffc]*$/u.test(text);
/** Multi-line text (content): as plain text, but line breaks and tabs are allowed. */
// eslint-disable-next-line no-control-regex -- as above, but \t \n \r pass
export const MULTILINE_TEXT_PATTERN = /^(?![\s\p{Default_Ignorable_Code_Point}\p{M}\u2800\ufffc]+$)[^<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]*$/u;

/** Half of a UTF-16 pair without its other half: no character at all (stored, it becomes "�"). */
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
/**
 * A control character (C0, DEL, C1, a bidirectional control) or a lone surrogate: never part of
 * a name, a filter or an address.
 */
export const CONTROL_CHARACTER = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]|${LONE_SURROGATE}`);
/** The same, but tab, line feed and carriage return pass: what multi-line text may hold. */
export const CONTROL_CHARACTER_BUT_LINE_BREAKS = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]|${LONE_SURROGATE}`,
);

/**
 * The schemas built with `multilineText`: the server's control-character guard lets tabs and line
 * breaks through in these fields only (docs/server.md). Derived schemas (`.min(1)`, `.describe()`)
 * inherit the mark; wrappers (`.optional()`) are looked through by the guard.
 */
export const multilineTexts = z.registry<{ multiline: true }>();

/** True when the schema is (derived from) a `multilineText`. */
export function isMultilineText(schema: z.core.$ZodType): boolean {
  return multilineTexts.get(schema)?.multiline === true;
}

/** Trimmed single-line text of 1..max characters, no markup. */
export const PLAIN_TEXT_MESSAGE = 'must not hold markup (< >), control characters or characters that show as nothing';
export const plainText = (max: number, min = 1) => z.string().trim().min(min).max(max).regex(PLAIN_TEXT_PATTERN, PLAIN_TEXT_MESSAGE);
/** Trimmed multi-line text of 0..max characters, no markup. */
export const multilineText = (max: number) =>
  z.string().trim().max(max).regex(MULTILINE_TEXT_PATTERN, PLAIN_TEXT_MESSAGE).register(multilineTexts, { multiline: true });

export const DISPLAY_NAME_MAX = 32;
/**
 * The name a person is shown by (a nickname): plain single-line text of 1..32 characters. The one
 * rule wherever a display name is accepted, in the server's forms and the browser's.
 */
export const displayName = plainText(DISPLAY_NAME_MAX);

export const URL_MAX = 2048;

/** Characters that show as nothing or reorder text: an address holding one reads as another. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/**
 * Dot-separated labels of ASCII letters and digits, hyphens inside a label only, the last one
 * starting with a letter (a name, not a number: `1.2.3.4` or `0x7f.1` would open an address the
 * approver cannot read), and a port.
 */
const HOST_AS_WRITTEN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(:\d{1,5})?$/;

/**
 * True for an absolute URL of one of `protocols` written in full (`https://host…`), with a host
 * of plain ASCII labels (letters, digits, inner hyphens) between single dots (a look-alike Cyrillic "а" or a hidden
 * character would show an approver one site and open another), no credentials, and nothing a
 * browser would have to escape (no control characters either).
 */
function isWebUrl(text: string, protocols: readonly string[]): boolean {
  if (text.length === 0 || text.length > URL_MAX || /[\s<>"'`\\]/.test(text) || CONTROL_CHARACTER.test(text) || INVISIBLE.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const written = /^([a-z]+:)\/\/([^/?#]*)/i.exec(text);
  if (!written || written[1]!.toLowerCase() !== url.protocol || !HOST_AS_WRITTEN.test(written[2]!)) return false;
  return protocols.includes(url.protocol) && url.hostname.length > 0 && !url.username && !url.password;
}

/** True for an absolute http: or https: URL with a host and nothing a browser would have to escape. */
export const isHttpUrl = (text: string) => isWebUrl(text, ['http:', 'https:']);
/** The same, https: only. */
export const isHttpsUrl = (text: string) => isWebUrl(text, ['https:']);

/** An absolute http(s) URL (no credentials in it). */
export const httpUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(isHttpUrl, { message: 'must be an http(s) URL', params: { reason: 'invalid_format' } });

/**
 * An absolute https: URL (no credentials in it): for what the browser loads from elsewhere (a
 * pop-up's image), which the CSP allows over https: only (docs/decisions.md, "Security").
 */
export const httpsUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(isHttpsUrl, { message: 'must be an https URL', params: { reason: 'invalid_format' } });

/** ISO-8601 time with a zone, e.g. 2025-01-31T08:00:00Z or 2025-01-31T08:00:00.000+08:00. */
export const isoTimeField = z.iso.datetime({ offset: true });

/** Ids are positive integers (JSON numbers in bodies). */
export const idField = z.number().int().positive().max(2_147_483_647);

/**
 * A whole number of `min`..`max` in a query string, written plainly ("12"). Number() alone would
 * also read "0x10", "1e1", "+10", " 10 " and "10.0"; a link holding those is refused, not guessed.
 * A number (a value already parsed) is taken as it is.
 */
export const queryWholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,16}$/, { message: 'must be a whole number written with digits only' }).transform(Number)])
    .pipe(z.number().int().min(min).max(max));

/** A record's id in a query string. */
export const queryIdField = queryWholeNumber(1, 2_147_483_647);

/** Stored time: always normalised to ISO-8601 UTC with milliseconds, so text order is time order. */
export function normaliseTime(text: string): string {
  return new Date(text).toISOString();
}

/** Field problems of a start/end pair: end must be strictly after start. */
export function timeRangeProblems(startAt: string | undefined, endAt: string | undefined): { field: string; message: string }[] {
  if (startAt === undefined || endAt === undefined) return [];
  const start = Date.parse(startAt);
  const end = Date.parse(endAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return [];
  return end > start ? [] : [{ field: 'endAt', message: 'endAt must be after startAt' }];
}

/** Answer schema of a list: `{records, total, page, size}`. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** Answer schema of a list asked for its rows only (`parts=records`): `{records, page, size}`. */
export const pageRecordsOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), page: z.number().int(), size: z.number().int() });

/** Answer schema of a list asked for its count only (`parts=total`): `{total}`, with the list's `sums`. */
export const pageTotalOf = (sums?: z.ZodType) =>
  sums ? z.object({ total: z.number().int(), sums }) : z.object({ total: z.number().int() });

/** The body of a delete call: `{id}`. */
export const deleteForm = z.strictObject({ id: idField });
export type DeleteForm = z.infer<typeof deleteForm>;

/**
 * The update form of an entity: `{id}` plus any subset of its fields (at least one), strict.
 */
export function updateFormOf<Shape extends z.ZodRawShape>(fields: Shape) {
  return z
    .strictObject(fields)
    .partial()
    .extend({ id: idField })
    .refine((value) => Object.keys(value).some((key) => key !== 'id'), {
      message: 'name at least one field to change',
      params: { reason: 'required' },
    });
}
