/**
 * The upload queue's words in the user's language: sizes, speed, time left, what a row is doing,
 * why a file was refused or failed. Pure functions of the dictionary and the machine's context.
 */
import type { ContentRefusal } from '@contracts/envelope.js';
import type { Locales, TranslationFunctions } from '@locales/i18n-types';
import type { Failure } from '@machines/failure.js';
import type { UploadStep } from '@machines/upload.machine.js';
import { reasonText } from '@/list/fieldText';
import { formatBytes } from '@/utils/localeFormat';
import type { Refusal } from './fileChecks';

/** ".apk or .zip", as the language lists alternatives. */
export function typesText(accept: readonly string[], locale: Locales): string {
  const names = accept.map((ext) => `.${ext.toLowerCase()}`);
  return typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(locale, { type: 'disjunction' }).format(names) : names.join(', ');
}

/** Whole seconds as "12 s", "3 min 5 s", "1 h 2 min". */
export function durationText(LL: TranslationFunctions, seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  if (whole < 60) return LL.uploads.seconds({ s: whole });
  if (whole < 3600) return LL.uploads.minutes({ m: Math.floor(whole / 60), s: whole % 60 });
  return LL.uploads.hours({ h: Math.floor(whole / 3600), m: Math.floor((whole % 3600) / 60) });
}

/** Share of `part` in `total` as a whole percent, 100 only when complete. */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return part >= total ? 100 : 0;
  return Math.min(100, Math.floor((part / total) * 100));
}

/** "12.5 MB of 700 MB · 2.1 MB/s · 5 min 3 s left": what is known so far. */
export function progressText(
  LL: TranslationFunctions,
  locale: Locales,
  progress: { bytesSent: number; bytesTotal: number; speed: number | null; secondsLeft: number | null },
): string {
  const parts = [LL.uploads.sentOf({ sent: formatBytes(progress.bytesSent, locale), total: formatBytes(progress.bytesTotal, locale) })];
  if (progress.speed !== null && progress.speed > 0) parts.push(LL.uploads.speed({ speed: formatBytes(progress.speed, locale) }));
  if (progress.secondsLeft !== null && progress.secondsLeft > 0) parts.push(LL.uploads.timeLeft({ time: durationText(LL, progress.secondsLeft) }));
  return parts.join(' · ');
}

export function refusalText(LL: TranslationFunctions, locale: Locales, refusal: Refusal): string {
  if (refusal.reason === 'type') return LL.uploads.wrongType({ types: typesText(refusal.accept, locale) });
  if (refusal.reason === 'size') return LL.uploads.tooLarge({ max: formatBytes(refusal.maxBytes, locale) });
  return LL.uploads.empty();
}

/** What the server found wrong in the file's content ("error on line 12"), null without a line to name. */
export function contentText(LL: TranslationFunctions, { problem, line }: ContentRefusal): string | null {
  const C = LL.uploads.content;
  if (problem !== 'lua_syntax') return C[problem]();
  return line ? C.lua_syntax({ line }) : null;
}

/**
 * Why a row failed: the file unreadable, the connection lost, what is wrong in its content, else
 * what the server said. Everything is read from `LL`, the dictionary of this render, so the text
 * follows a change of language (the app-wide error translator is swapped only after the render).
 */
export function failureText(LL: TranslationFunctions, failure: Failure, step: UploadStep | null): string {
  if (step === 'hash') return LL.uploads.unreadable();
  if (step === 'upload' && failure.status === 0) return LL.uploads.connectionLost();
  const content = failure.content && contentText(LL, failure.content);
  if (content) return content;
  // A refused "add" call names the field at fault (the version number, the MD5…).
  const issue = failure.fields[0];
  const reason = failure.reason ? LL.errors[failure.reason]() : failure.message;
  if (issue) return reasonText(LL, issue.reason, { md5_mismatch: LL.uploads.md5Mismatch() }) ?? reason;
  return reason;
}
