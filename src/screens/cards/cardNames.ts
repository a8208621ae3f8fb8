/**
 * How the card screens name what they show, as the audit trail names it (docs/cardKeys.md, "The
 * key flow"): a group by what it sells and its number (`Puzzle Kingdom Auto · #12`, `VIP · #3`),
 * a key by its group and its masked form (`… · #12 · ••••-••••-••••-AB12`).
 */
import type { CardGoodsKind } from '@contracts/cardKeyKinds.js';
import type { TranslationFunctions } from '@locales/i18n-types';

interface Goods {
  goodsCard: CardGoodsKind;
  goodsName: string | null;
}

/** What a group or key sells, in words: the script's name, or VIP / SVIP. */
export const goodsText = (LL: TranslationFunctions, row: Goods): string =>
  row.goodsCard === 'script' && row.goodsName ? row.goodsName : LL.cardKey.goods[row.goodsCard]();

export const groupNameOf = (LL: TranslationFunctions, row: Goods & { id: number }): string => `${goodsText(LL, row)} · #${row.id}`;

export const keyNameOf = (LL: TranslationFunctions, row: Goods & { groupId: number; cardKey: string }): string =>
  `${goodsText(LL, row)} · #${row.groupId} · ${row.cardKey}`;

/** The key typed in a filter as a placeholder: its shape, whatever the language. */
export const CARD_KEY_SHAPE = 'XXXX-XXXX-XXXX-XXXX';
