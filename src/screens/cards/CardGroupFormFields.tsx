/**
 * The "Generate keys" form's inputs: what the keys sell (ADMIN: a script, VIP or SVIP; a CREATOR
 * only their scripts, so no choice of kind), the script, how many keys, how many days a redeemed
 * key lasts and the price of one key in the platform's currency. Every problem is said under its
 * field, in the user's words.
 */
import { useI18nContext } from '@locales/i18n-react';
import { CARD_GOODS_KINDS, CARD_NUM_MAX, CARD_PRICE_MAX_CENTS, VALID_DAY_MAX } from '@contracts/cardKeys.js';
import { formatMoney } from '@contracts/money.js';
import { useCount } from '@/i18n/Count';
import { reasonText } from '@/list/fieldText';
import type { RecordForm } from '@/list/useRecordForm';
import { useMoney } from '@/platform/Money';
import { ChoiceField } from '@/screens/shared/ChoiceField';
import { TextField } from '@/screens/shared/TextField';
import type { CardScope } from './cardScreens';

export interface CardGroupFormFieldsProps {
  form: RecordForm;
  scope: CardScope;
  /** The scripts this user may sell (ADMIN: all; a CREATOR: their own). */
  scriptOptions: readonly { value: string; label: string }[];
}

/** Longest text a number field takes: enough for 100000 with spaces around. */
const NUMBER_LENGTH = 12;
const PRICE_LENGTH = 16;

export function CardGroupFormFields({ form, scope, scriptOptions }: CardGroupFormFieldsProps) {
  const { LL } = useI18nContext();
  const C = LL.cardKey;
  const count = useCount();
  const money = useMoney();
  const errors = form.fieldErrors;
  const change = (field: string) => (value: string) => form.send({ type: 'CHANGE', field, value });
  const sellsScript = scope === 'own' || form.values.goodsCard === 'script';
  const range = (text: string) => ({ too_short: text, too_small: text, too_big: text, invalid_type: text, invalid_value: text });
  const cardNumText = C.cardNumInvalid({ max: count(CARD_NUM_MAX) });
  const validDayText = C.validDayInvalid({ max: count(VALID_DAY_MAX) });
  const maxPrice = money.format(formatMoney(CARD_PRICE_MAX_CENTS));
  const priceText = C.priceInvalid({ max: maxPrice });
  return (
    <>
      {scope === 'all' && (
        <ChoiceField
          label={C.goodsCard()}
          placeholder={C.chooseGoods()}
          options={CARD_GOODS_KINDS.map((kind) => ({ value: kind, label: C.goods[kind]() }))}
          value={form.values.goodsCard ?? ''}
          error={reasonText(LL, errors.goodsCard, { required: C.goodsRequired(), invalid_value: C.goodsRequired() })}
          onChange={change('goodsCard')}
        />
      )}
      {sellsScript && (
        <ChoiceField
          label={C.script()}
          placeholder={scriptOptions.length > 0 ? C.chooseScript() : C.noScripts()}
          options={scriptOptions}
          value={form.values.goodsId ?? ''}
          error={reasonText(LL, errors.goodsId, {
            required: C.scriptRequired(),
            invalid_type: C.scriptRequired(),
            invalid_value: C.scriptInvalid(),
          })}
          onChange={change('goodsId')}
        />
      )}
      <TextField
        label={C.cardNumField()}
        required
        inputMode="numeric"
        maxLength={NUMBER_LENGTH}
        hint={C.cardNumHint({ max: count(CARD_NUM_MAX) })}
        value={form.values.cardNum ?? ''}
        error={reasonText(LL, errors.cardNum, { required: cardNumText, ...range(cardNumText) })}
        onChange={change('cardNum')}
      />
      <TextField
        label={C.validDay()}
        required
        inputMode="numeric"
        maxLength={NUMBER_LENGTH}
        hint={C.validDayHint({ max: count(VALID_DAY_MAX) })}
        value={form.values.validDay ?? ''}
        error={reasonText(LL, errors.validDay, { required: validDayText, ...range(validDayText) })}
        onChange={change('validDay')}
      />
      <TextField
        label={C.price()}
        required
        inputMode="decimal"
        placeholder={money.placeholder}
        maxLength={PRICE_LENGTH}
        contentBefore={money.symbol}
        value={form.values.price ?? ''}
        error={reasonText(LL, errors.price, {
          required: C.priceRequired(),
          invalid_format: priceText,
          too_big: priceText,
          too_long: priceText,
        })}
        onChange={change('price')}
      />
    </>
  );
}
