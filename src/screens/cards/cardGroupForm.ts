/**
 * The "Generate keys" form's values and payload (docs/cardKeys.md, "Generation"). Values are text
 * (the form machine's shape); the payload is checked with the contract's own schema before it is
 * sent, so the browser refuses what the server would, on the same fields. A CREATOR sells their
 * scripts only: their payload is always a script group.
 */
import { addCardGroupForm, type AddCardGroupForm, type CardGoodsKind, type CardGroupRecord } from '@contracts/cardKeys.js';
import { moneyFromTyped } from '@contracts/money.js';
import type { FieldErrors, FormValues } from '@machines/submission.machine.js';
import type { RecordFormSpec } from '@/components/list/ResourceListView';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import type { CardScope } from './cardScreens';

export const CARD_GROUP_FIELDS = ['goodsCard', 'goodsId', 'cardNum', 'validDay', 'price'] as const;

export const BLANK_CARD_GROUP: FormValues = { goodsCard: 'script', goodsId: '', cardNum: '', validDay: '', price: '' };

/**
 * A whole number typed (full-width digits read as digits, thousands grouped or not), or undefined when nothing is (the
 * schema then says "required"). Anything else is NaN, which the schema refuses: `Number` alone
 * would take "0x10" as 16 and "1e3" as 1000.
 */
const numberOf = (text: string | undefined) => {
  const trimmed = (text ?? '').normalize('NFKC').trim();
  if (trimmed === '') return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Thousands grouped as the hint writes them ("100,000", "100.000", "100 000"): keys are whole,
  // so a separator followed by groups of three digits can only be grouping.
  const grouped = /^\d{1,3}([.,\s\u00a0\u202f])\d{3}(?:\1\d{3})*$/.exec(trimmed);
  return grouped ? Number(trimmed.replace(/\D/g, '')) : Number.NaN;
};

export function cardGroupPayloadOf(scope: CardScope, values: FormValues): AddCardGroupForm {
  const goodsCard = (scope === 'own' ? 'script' : values.goodsCard) as CardGoodsKind;
  return {
    goodsCard,
    goodsId: goodsCard === 'script' && values.goodsId ? Number(values.goodsId) : null,
    cardNum: numberOf(values.cardNum) as number,
    validDay: numberOf(values.validDay) as number,
    price: moneyFromTyped(values.price ?? ''),
  };
}

export function validateCardGroup(scope: CardScope, values: FormValues): FieldErrors {
  const payload = cardGroupPayloadOf(scope, values);
  const errors = zodFieldErrors(addCardGroupForm, { ...payload });
  // The schema's own rule, said even while other fields are still wrong.
  if (payload.goodsCard === 'script' && payload.goodsId === null && !errors.goodsId) errors.goodsId = 'required';
  return errors as FieldErrors;
}

type CardGroupFormParts = Pick<RecordFormSpec<CardGroupRecord>, 'fields' | 'blank' | 'validate' | 'submit' | 'valuesOf'>;

/** Stable per scope and call: the form machine is rebuilt when these change. */
export function cardGroupFormOf(scope: CardScope, add: (body: AddCardGroupForm) => Promise<unknown>): CardGroupFormParts {
  return {
    fields: CARD_GROUP_FIELDS,
    blank: BLANK_CARD_GROUP,
    validate: (values) => validateCardGroup(scope, values),
    submit: (values) => add(cardGroupPayloadOf(scope, values)),
    // Groups are never edited: only generated, downloaded and disabled.
    valuesOf: (row) => ({ id: String(row.id) }),
  };
}
