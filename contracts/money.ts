/**
 * Money travels as a decimal string with at most two decimals ("12", "12.5", "12.50") and is
 * stored as integer cents: never a binary float. Parsing and formatting are exact string work.
 */
import { z } from 'zod';

/** The largest amount accepted anywhere: 100,000,000.00 (well inside Number.MAX_SAFE_INTEGER cents). */
export const MONEY_MAX_CENTS = 10_000_000_000;
/** Non-negative, no sign, no exponent, no leading zeros, at most two decimals. */
export const MONEY_PATTERN = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/;

export function isMoney(text: string): boolean {
  return MONEY_PATTERN.test(text) && parseMoney(text) <= MONEY_MAX_CENTS;
}

/** "12.5" -> 1250. Throws on anything isMoney refuses. */
export function parseMoney(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || !MONEY_PATTERN.test(text)) throw new Error(`not a money amount: ${text}`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** 1250 -> "12.50". */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount of cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  return `${whole}.${String(fraction).padStart(2, '0')}`;
}

/**
 * An amount as a person types it, in the wire form ("12,50" -> "12.50"), or the text unchanged
 * (without its spaces) when it is not one, for the schema to refuse. Locale-free on purpose:
 * money has at most two decimals, so the separator followed by one or two final digits is the
 * decimal one and any other separator must group thousands ("1.234,50", "1,234.50", "1 234,5");
 * full-width digits and separators count as their ASCII forms. "1,234,56" or "1.5.0" stay refused,
 * and so does a lone group such as "1.234", which is 1234 or 1.234 depending on the writer.
 */
export function moneyFromTyped(text: string): string {
  const compact = text.normalize('NFKC').replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!match) return compact;
  const [, whole = '', group, decimal, fraction] = match;
  if (group && group === decimal) return compact;
  // "1.234" or "12,345" alone: a thousand-fold apart depending on who wrote it; let the schema refuse it.
  if (group && decimal === undefined && whole.split(group).length === 2) return compact;
  const digits = group ? whole.split(group).join('') : whole;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** A money amount as a JSON string. */
export const moneyField = z
  .string()
  .trim()
  .max(16)
  .refine(isMoney, { message: 'must be a non-negative amount with at most 2 decimals', params: { reason: 'invalid_format' } });
