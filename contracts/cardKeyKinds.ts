/**
 * Card keys (docs/cardKeys.md): the statuses, the goods a group sells and the key's format,
 * without zod, so the browser's first page can read them and zod stays off it
 * (src/app/zodJitless.ts).
 */

function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A key's status, moved by machines/cardKey.machine.ts. */
export const CARD_KEY_STATUSES = ['unused', 'redeemed', 'expired', 'disabled'] as const;
export type CardKeyStatus = (typeof CARD_KEY_STATUSES)[number];
export const isCardKeyStatus = oneOf(CARD_KEY_STATUSES);

export const CARD_KEY_EVENTS = ['REDEEM', 'EXPIRE', 'DISABLE'] as const;
export type CardKeyEventType = (typeof CARD_KEY_EVENTS)[number];

/** A group's status: a disabled group's keys cannot be redeemed. */
export const CARD_GROUP_STATUSES = ['enabled', 'disabled'] as const;
export type CardGroupStatus = (typeof CARD_GROUP_STATUSES)[number];
export const isCardGroupStatus = oneOf(CARD_GROUP_STATUSES);

/** What a group's keys give: one script, or VIP or SVIP time. */
export const CARD_GOODS_KINDS = ['script', 'vip', 'svip'] as const;
export type CardGoodsKind = (typeof CARD_GOODS_KINDS)[number];
export const isCardGoodsKind = oneOf(CARD_GOODS_KINDS);

/** Keys in one group, at most (and at least 1). */
export const CARD_NUM_MAX = 100_000;
/** Days a redeemed key lasts, at most (and at least 1): ten years. */
export const VALID_DAY_MAX = 3650;

/** Who acts on a key: the signed-in user's id and roles. */
export interface CardKeyActor {
  id: number;
  roles: readonly string[];
}

/** A moment as the server holds it: milliseconds since the epoch, or an ISO 8601 string. */
export type CardKeyTime = number | string;

/** The moment in milliseconds, or NaN when it is not one. */
export function cardKeyMillis(time: CardKeyTime): number {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return Number.isFinite(ms) ? ms : Number.NaN;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a key redeemed at `redeemedAt` expires: `validDay` whole days later (milliseconds). */
export function cardKeyExpiresAt(redeemedAt: CardKeyTime, validDay: number): number {
  return cardKeyMillis(redeemedAt) + validDay * DAY_MS;
}

/**
 * The key alphabet: digits and upper-case letters without 0, O, 1 and I, which people misread as
 * one another. 32 symbols, so each carries 5 bits. L stays: without it only 31 symbols are left,
 * and with 1 and I gone, an upper-case L has no look-alike among the rest.
 */
export const CARD_KEY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CARD_KEY_GROUPS = 4;
export const CARD_KEY_GROUP_LENGTH = 4;
/** Symbols in a key: 16, i.e. 80 random bits. */
export const CARD_KEY_LENGTH = CARD_KEY_GROUPS * CARD_KEY_GROUP_LENGTH;

const RAW = new RegExp(`^[${CARD_KEY_ALPHABET}]{${CARD_KEY_LENGTH}}$`);
const LAST4 = new RegExp(`^[${CARD_KEY_ALPHABET}]{${CARD_KEY_GROUP_LENGTH}}$`);
const FORMATTED = new RegExp(
  `^[${CARD_KEY_ALPHABET}]{${CARD_KEY_GROUP_LENGTH}}(-[${CARD_KEY_ALPHABET}]{${CARD_KEY_GROUP_LENGTH}}){${CARD_KEY_GROUPS - 1}}$`,
);
/** Separators people type or paste between groups: spaces and dashes, typographic ones too. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/** A key as shown and handed out: `XXXX-XXXX-XXXX-XXXX`. */
export function isCardKey(value: unknown): value is string {
  return typeof value === 'string' && FORMATTED.test(value);
}

/** The shown form of 16 raw symbols; anything else is a programming error. */
export function formatCardKey(raw: string): string {
  if (!RAW.test(raw)) throw new RangeError('A card key is 16 symbols of the card key alphabet');
  const groups: string[] = [];
  for (let at = 0; at < raw.length; at += CARD_KEY_GROUP_LENGTH) groups.push(raw.slice(at, at + CARD_KEY_GROUP_LENGTH));
  return groups.join('-');
}

/**
 * The 16 raw symbols of a key as someone typed it (what the server hashes), or null when it is
 * not a key. Separators go, a–z become A–Z; any other character (0, O, 1, I, a letter of another
 * script that looks like a Latin one) makes it no key: guessing what was meant could redeem
 * someone else's key.
 */
export function normalizeCardKey(typed: string): string | null {
  // Only ASCII letters are upper-cased: toUpperCase would turn "ß" into "SS" or "ﬀ" into "FF".
  const raw = typed.replace(SEPARATORS, '').replace(/[a-z]/g, (c) => c.toUpperCase());
  return RAW.test(raw) ? raw : null;
}

/** The last 4 symbols of a key, the part stored in clear to tell keys apart. */
export function cardKeyLast4(key: string): string {
  const raw = normalizeCardKey(key);
  if (raw === null) throw new RangeError('Not a card key');
  return raw.slice(-CARD_KEY_GROUP_LENGTH);
}

const MASKED_GROUP = '\u2022'.repeat(CARD_KEY_GROUP_LENGTH);

/** A key shown without giving it away, `••••-••••-••••-AB12`, from the key or its stored last 4. */
export function maskCardKey(keyOrLast4: string): string {
  const last4 = LAST4.test(keyOrLast4) ? keyOrLast4 : cardKeyLast4(keyOrLast4);
  return [...Array<string>(CARD_KEY_GROUPS - 1).fill(MASKED_GROUP), last4].join('-');
}

/** The scripts keys can be sold for: in the catalogue, or hidden from it for a while (docs/cardKeys.md). */
export const CARD_SELLABLE_SCRIPT_STATUSES = ['shown', 'hidden'] as const;
export const isSellableScriptStatus = (status: string): boolean => (CARD_SELLABLE_SCRIPT_STATUSES as readonly string[]).includes(status);
