/**
 * The fields an audit payload can carry and what kind of value each holds, so the trail and the
 * histories show them as people read them: money as money, months and times in the user's
 * format, roles by their names. Every field here has a label in each language (`LL.auditField`,
 * checked by the type below), and a test checks that every field the server writes is here.
 */
import type { Translation } from '../locales/i18n-types.js';

export type FieldKind =
  | 'text'
  | 'money'
  | 'count'
  | 'month'
  | 'time'
  | 'flag'
  | 'roles'
  | 'id'
  /** A script's visibility status and source, named by their labels. */
  | 'scriptStatus'
  | 'scriptSource'
  /** A version's kind of file (contracts/release.ts), named by its label. */
  | 'releaseKind'
  /** What a card group sells (contracts/cardKeyKinds.ts), named by its label. */
  | 'cardGoods'
  /** Where a promotion shows (contracts/promotionKinds.ts), named by its label. */
  | 'promotionPosition';

export const PAYLOAD_FIELDS = {
  // Settlements: the month's figures and why it was returned.
  month: 'month',
  activeNum: 'count',
  activeFinalNum: 'count',
  activeMoney: 'money',
  unusualConfirmed: 'flag',
  reason: 'text',
  /** The reply to an app user's feedback (docs/feedback.md). */
  reply: 'text',
  // Reviews.
  contentChanged: 'flag',
  // Accounts and memberships.
  username: 'text',
  roles: 'roles',
  companyId: 'id',
  companyName: 'text',
  cooperateId: 'id',
  cooperateName: 'text',
  /** One's own profile (docs/tools.md, "Profile"). */
  nickname: 'text',
  introduction: 'text',
  avatar: 'text',
  /** How many sessions an administrator ended (END_SESSIONS). */
  endedSessions: 'count',
  // Managed data: the records' own fields.
  id: 'id',
  name: 'text',
  memberCount: 'count',
  cooperatePackage: 'text',
  platformMoney: 'money',
  authorMoney: 'money',
  priceFrom: 'month',
  pricesReplaced: 'count',
  unitMoney: 'money',
  gameName: 'text',
  gameLabel: 'text',
  channelCount: 'count',
  gameId: 'id',
  channelName: 'text',
  channelUrl: 'text',
  brandName: 'text',
  ownerId: 'id',
  ownerName: 'text',
  title: 'text',
  content: 'text',
  imageUrl: 'text',
  linkUrl: 'text',
  startAt: 'time',
  endAt: 'time',
  enabled: 'flag',
  overlaps: 'count',
  // Scripts (docs/scripts.md).
  scriptName: 'text',
  scriptPackage: 'text',
  scriptParam: 'text',
  scriptExplain: 'text',
  scriptLabel: 'text',
  cacheSwitch: 'flag',
  iamgeUrl: 'text',
  brandId: 'id',
  authorNick: 'text',
  chargeSwitch: 'flag',
  isTvip: 'flag',
  isFts: 'flag',
  isShow: 'flag',
  status: 'scriptStatus',
  returnReason: 'text',
  source: 'scriptSource',
  vendorName: 'text',
  vendorContact: 'text',
  externalUrl: 'text',
  showOrder: 'count',
  // Signing contracts (docs/signing.md).
  scriptId: 'id',
  sharePercent: 'text',
  startMonth: 'month',
  endMonth: 'month',
  note: 'text',
  // Versions (docs/releases.md).
  kind: 'releaseKind',
  version: 'text',
  fileName: 'text',
  size: 'count',
  md5: 'text',
  forceUpdate: 'flag',
  rolloutPercent: 'count',
  notes: 'text',
  // Card keys (docs/cardKeys.md).
  goodsCard: 'cardGoods',
  goodsId: 'id',
  goodsName: 'text',
  cardNum: 'count',
  validDay: 'count',
  price: 'money',
  currency: 'text',
  groupId: 'id',
  disabledKeys: 'count',
  downloadCount: 'count',
  grantedUntil: 'time',
  expiresAt: 'time',
  byGroup: 'flag',
  // Articles (docs/articles.md).
  coverUrl: 'text',
  publishedAt: 'time',
  body: 'text',
  // Partner promotions (docs/promotions.md).
  partnerId: 'id',
  position: 'promotionPosition',
  startsAt: 'time',
  endsAt: 'time',
  rejectReason: 'text',
  createdBy: 'id',
} as const satisfies Record<keyof Translation['auditField'], FieldKind>;

export type PayloadField = keyof typeof PAYLOAD_FIELDS;

export function isPayloadField(key: string): key is PayloadField {
  return Object.hasOwn(PAYLOAD_FIELDS, key);
}

/** A field no label is known for yet (a newer server's), readable: `someNewField` → "Some new field". */
export function readableKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
