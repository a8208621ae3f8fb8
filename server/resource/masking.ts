/**
 * Masked fields (docs/resources.md): a list or export answers a masked field as stored only to
 * the roles the declaration names; everyone else gets the mask, applied here on the server so
 * the full value never reaches their browser. They may not filter by the field either: a
 * "contains" filter would reveal the hidden part one query at a time.
 */
import type { AuthUser } from '../http/access.js';
import { fail } from '../http/envelope.js';
import type { AnyResource, MaskedField } from './declaration.js';

function maskedFor(decl: AnyResource, user: Pick<AuthUser, 'roles'>): readonly MaskedField[] {
  return (decl.masked ?? []).filter((m) => !m.fullFor.some((role) => user.roles.includes(role)));
}

/** 403 when the query filters by a field this caller reads masked. */
export function refuseMaskedFilters(decl: AnyResource, query: Record<string, unknown>, user: Pick<AuthUser, 'roles'>): void {
  for (const masked of maskedFor(decl, user)) {
    const used = (masked.filters ?? []).find((param) => query[param] !== undefined);
    if (used) throw fail.forbidden(`Your role may not filter by ${used}`);
  }
}

/** The records as this caller may read them. */
export function maskRecords<Rec extends Record<string, unknown>>(decl: AnyResource, records: Rec[], user: Pick<AuthUser, 'roles'>): Rec[] {
  const masks = maskedFor(decl, user);
  if (masks.length === 0) return records;
  return records.map((record) => {
    const copy: Record<string, unknown> = { ...record };
    for (const { field, mask } of masks) copy[field] = mask(record[field]);
    return copy as Rec;
  });
}

/**
 * A phone number with only its first 3 and last 4 digits shown: 13800000001 -> 138****0001,
 * +8613912345678 -> +861******5678. Anything shorter than 8 digits is masked whole; null stays null.
 */
export function maskPhone(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  const plus = text.startsWith('+') ? '+' : '';
  const digits = text.slice(plus.length);
  if (!/^\d{8,}$/.test(digits)) return '*'.repeat(text.length);
  return `${plus}${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}
