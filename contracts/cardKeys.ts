/**
 * Card keys' payloads (docs/cardKeys.md): one zod schema per body and answer, shared by the server
 * and the screens. The statuses, goods and key format are in ./cardKeyKinds.ts (no zod there).
 *
 * Names on the wire: `goodsCard` is what a group sells (script, vip, svip), `goodsId` the script
 * sold (null for VIP and SVIP), `groupId` and `cardId` the ids of a group and of a key, `cardNum`
 * how many keys, `validDay` the days a redeemed key gives, `groupStatus` enabled or disabled.
 */
import { z } from 'zod';
import {
  CARD_GOODS_KINDS,
  CARD_GROUP_STATUSES,
  CARD_KEY_STATUSES,
  CARD_NUM_MAX,
  normalizeCardKey,
  VALID_DAY_MAX,
} from './cardKeyKinds.js';
import { idField, plainText } from './fields.js';
import { EXPORT_LANGUAGES } from './listParams.js';
import { isMoney, moneyField, parseMoney } from './money.js';

export * from './cardKeyKinds.js';

/** The highest price of one key: 1,000,000.00 (in the platform's currency). */
export const CARD_PRICE_MAX_CENTS = 100_000_000;
/** A reason is at most this long (a second download of a group's keys). */
export const CARD_REASON_MAX = 200;
/** What a typed key may be before it is normalised (spaces and dashes included). */
export const CARD_KEY_INPUT_MAX = 64;

export const goodsCardField = z.enum(CARD_GOODS_KINDS);
export const cardNumField = z.number().int().min(1).max(CARD_NUM_MAX);
export const validDayField = z.number().int().min(1).max(VALID_DAY_MAX);
export const cardPriceField = moneyField.refine((text) => !isMoney(text) || parseMoney(text) <= CARD_PRICE_MAX_CENTS, {
  message: 'must be at most 1000000.00',
  params: { reason: 'too_big' },
});

/**
 * POST /api/card/addCardGroup: a group and all its keys, generated in one transaction. A script
 * group names its script (`goodsId`); VIP and SVIP groups name none.
 */
export const addCardGroupForm = z
  .strictObject({
    goodsCard: goodsCardField,
    goodsId: idField.nullable().optional(),
    cardNum: cardNumField,
    validDay: validDayField,
    /** Per key, a decimal string ("9.90"), in the platform's currency. */
    price: cardPriceField,
  })
  .superRefine((form, ctx) => {
    const named = form.goodsId !== undefined && form.goodsId !== null;
    if (form.goodsCard === 'script' && !named) {
      ctx.addIssue({ code: 'custom', path: ['goodsId'], message: 'a script group names its script', params: { reason: 'required' } });
    }
    if (form.goodsCard !== 'script' && named) {
      ctx.addIssue({ code: 'custom', path: ['goodsId'], message: 'a VIP or SVIP group names no script', params: { reason: 'invalid_value' } });
    }
  });
export type AddCardGroupForm = z.input<typeof addCardGroupForm>;

/** POST /api/card/disableCardGroup and /api/card/disableCardKey: `{id}`. */
export const cardIdForm = z.strictObject({ id: idField });
export type CardIdForm = z.infer<typeof cardIdForm>;

/**
 * POST /api/card/downloadCardKeys: the group's plain keys as CSV. The first download needs no
 * reason; a later one is ADMIN's and needs one.
 */
export const downloadCardKeysForm = z.strictObject({
  id: idField,
  reason: plainText(CARD_REASON_MAX).optional(),
  /** The file in this language, as the key list's export; raw codes without it. */
  lang: z.enum(EXPORT_LANGUAGES).optional(),
});
export type DownloadCardKeysForm = z.infer<typeof downloadCardKeysForm>;

/** A key typed or pasted: normalised on the server (spaces, dashes, lower case). */
export const cardKeyInput = z.string().max(CARD_KEY_INPUT_MAX);

/** POST /api/card/redeemCardKey (the app's call, by a signed-in app user). */
export const redeemCardKeyForm = z.strictObject({ cardKey: cardKeyInput });
export type RedeemCardKeyForm = z.infer<typeof redeemCardKeyForm>;

/** The keys list's `cardKey` filter: one whole key, found by its hash (never a part of one). */
export const cardKeyFilter = z
  .string()
  .max(CARD_KEY_INPUT_MAX)
  .refine((text) => normalizeCardKey(text) !== null, {
    message: 'must be a whole card key (16 symbols)',
    params: { reason: 'invalid_format' },
  });

const counts = {
  unusedNum: z.number().int(),
  redeemedNum: z.number().int(),
  expiredNum: z.number().int(),
  disabledNum: z.number().int(),
};

/** A card group as the lists show it, with how many of its keys are in each status. */
export const cardGroupRecord = z.object({
  id: idField,
  groupId: idField,
  goodsCard: goodsCardField,
  goodsId: idField.nullable(),
  /** The script's name (a script group), else null: the screens name VIP and SVIP by goodsCard. */
  goodsName: z.string().nullable(),
  cardNum: z.number().int(),
  validDay: z.number().int(),
  price: z.string(),
  currency: z.string(),
  groupStatus: z.enum(CARD_GROUP_STATUSES),
  ownerId: idField,
  ownerName: z.string(),
  createdBy: idField,
  createdByName: z.string(),
  createdAt: z.string(),
  /** When the keys were first downloaded (null: not yet, the once-only download is still to come). */
  downloadedAt: z.string().nullable(),
  downloadCount: z.number().int(),
  ...counts,
});
export type CardGroupRecord = z.infer<typeof cardGroupRecord>;

/**
 * A card key as the lists show it: masked but for its last 4 symbols. `status` is `expired` once
 * `expiresAt` has passed, even before the hourly sweep records it.
 */
export const cardKeyRecord = z.object({
  id: idField,
  cardId: idField,
  groupId: idField,
  /** `••••-••••-••••-AB12`. */
  cardKey: z.string(),
  last4: z.string(),
  goodsCard: goodsCardField,
  goodsId: idField.nullable(),
  goodsName: z.string().nullable(),
  validDay: z.number().int(),
  status: z.enum(CARD_KEY_STATUSES),
  groupStatus: z.enum(CARD_GROUP_STATUSES),
  ownerId: idField,
  redeemedBy: idField.nullable(),
  /** "player1 (Player One)": the redeeming user's name, never an id alone. */
  redeemedByName: z.string().nullable(),
  redeemedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CardKeyRecord = z.infer<typeof cardKeyRecord>;

/** POST /api/card/disableCardGroup answers the group and how many unused keys it took out of use. */
export const cardGroupDisabled = z.object({
  id: idField,
  groupStatus: z.enum(CARD_GROUP_STATUSES),
  disabledKeys: z.number().int(),
});
export type CardGroupDisabled = z.infer<typeof cardGroupDisabled>;

/** POST /api/card/disableCardKey answers the change. */
export const cardKeyChange = z.object({
  id: idField,
  from: z.enum(CARD_KEY_STATUSES),
  to: z.enum(CARD_KEY_STATUSES),
});
export type CardKeyChange = z.infer<typeof cardKeyChange>;

/** What a redemption gave: the key's dates and until when the user now has the goods. */
export const redeemAnswer = z.object({
  cardId: idField,
  groupId: idField,
  goodsCard: goodsCardField,
  goodsId: idField.nullable(),
  goodsName: z.string().nullable(),
  validDay: z.number().int(),
  redeemedAt: z.string(),
  expiresAt: z.string(),
  /** The end of the user's VIP, SVIP or script time after this key. */
  grantedUntil: z.string(),
});
export type RedeemAnswer = z.infer<typeof redeemAnswer>;

/** GET /api/card/myCardGoods: what the signed-in app user holds. */
export const myCardGoods = z.object({
  vipTime: z.string().nullable(),
  svipTime: z.string().nullable(),
  scripts: z.array(z.object({ scriptId: idField, scriptName: z.string(), expiresAt: z.string() })),
});
export type MyCardGoods = z.infer<typeof myCardGoods>;
