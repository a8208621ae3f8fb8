/**
 * The Generate keys form reads numbers as a person types them (docs/cardKeys.md, "Generation"):
 * whole numbers only, full-width digits as digits; "0x10", "1e3", "1,000" and "12.5" are refused
 * rather than read as something else.
 */
import { describe, expect, it } from 'vitest';
import { cardGroupPayloadOf, validateCardGroup } from '../../src/screens/cards/cardGroupForm';

const values = (cardNum: string) => ({ goodsCard: 'script', goodsId: '3', cardNum, validDay: '30', price: '9.90' });

describe('the Generate keys form', () => {
  it('takes whole numbers, full-width digits included', () => {
    expect(cardGroupPayloadOf('own', values(' 250 ')).cardNum).toBe(250);
    expect(cardGroupPayloadOf('own', values('１２')).cardNum).toBe(12);
    expect(validateCardGroup('own', values('１２'))).toEqual({});
  });

  it('takes thousands grouped as each language writes them in the hint', () => {
    for (const typed of ['1,000', '1.000', '1 000', '100.000', '100,000', '1\u00a0000']) {
      expect(cardGroupPayloadOf('own', values(typed)).cardNum, typed).toBe(Number(typed.replace(/\D/g, '')));
    }
  });

  it('refuses what Number() alone would have read as another number', () => {
    for (const typed of ['0x10', '1e3', '1,00', '1.000,5', '1,000.000', '12.5', '-3', '+4', 'Infinity']) {
      expect(validateCardGroup('own', values(typed)), typed).toHaveProperty('cardNum');
    }
  });

  it('says "required" for nothing typed', () => {
    expect(validateCardGroup('own', values('  ')).cardNum).toBe('required');
  });
});
