/**
 * The fields every version form shares: a version number typed as text (a whole number, above
 * the highest of its track, docs/releases.md "Strictly increasing"), and the notes. Values are
 * text (the form machine's shape); what the contract's schema says of them is translated here.
 */
import type { TranslationFunctions } from '@locales/i18n-types';
import { RELEASE_NOTES_MAX } from '@contracts/release.js';
import { reasonText } from '@/list/fieldText';

/** A whole number as typed; anything else (empty included) is not a number, and the schema says so. */
export function wholeNumberOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * The version number's problem besides the schema's: none given, or not above `highest` (the
 * track's highest, null while unknown: the server checks anyway).
 */
export function versionNumberReason(text: string | undefined, schemaReason: string | undefined, highest: number | null): string | undefined {
  if (isBlank(text)) return 'required';
  if (schemaReason) return schemaReason;
  return highest !== null && wholeNumberOf(text) <= highest ? 'version_not_newer' : undefined;
}

/** A version number's problem in words: not above `highest`, else what a version number must be. */
export function versionNumberText(LL: TranslationFunctions, reason: string | undefined, highest: number | null): string | undefined {
  if (!reason) return undefined;
  if (reason === 'version_not_newer') return highest !== null ? LL.release.versionNotNewer({ version: highest }) : LL.validation.version_not_newer();
  return LL.release.versionRequired();
}

export function notesText(LL: TranslationFunctions, reason: string | undefined): string | undefined {
  return reasonText(LL, reason, { too_long: LL.list.tooLong({ max: RELEASE_NOTES_MAX }), invalid_format: LL.list.noMarkup() });
}
