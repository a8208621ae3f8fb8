/**
 * The card key screens as data (docs/browser.md, "Screens as data"; docs/cardKeys.md, "Screens"):
 * ADMIN's every group and key, and a CREATOR's own, each pair sharing one view. The server
 * scopes the lists by role; this only shapes the screen and says where its rows link to.
 */
import type { FeatureScreenKey } from '@contracts/screenKeys.js';

/** Whose groups and keys: every one (ADMIN) or the caller's own (a CREATOR's scripts). */
export type CardScope = 'all' | 'own';

export interface CardScreenVariant {
  scope: CardScope;
  /** The keys screen of the same user (a group's "Keys"). */
  keysPath: string;
}

const ALL: CardScreenVariant = { scope: 'all', keysPath: '/wn/card-admin' };
const OWN: CardScreenVariant = { scope: 'own', keysPath: '/card/card-query' };

export const CARD_GROUP_SCREENS = {
  cardGroupAdmin: ALL,
  cardGenerate: OWN,
} as const satisfies Partial<Record<FeatureScreenKey, CardScreenVariant>>;

export const CARD_KEY_SCREENS = {
  cardAdmin: ALL,
  cardQuery: OWN,
} as const satisfies Partial<Record<FeatureScreenKey, CardScreenVariant>>;

export type CardGroupScreenKey = keyof typeof CARD_GROUP_SCREENS;
export type CardKeyScreenKey = keyof typeof CARD_KEY_SCREENS;
