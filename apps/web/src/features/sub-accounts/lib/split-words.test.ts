import { describe, expect, test } from 'vitest';
import { formFieldOf, splitInput, splitWords } from './split-words';

const base = {
  splitType: 'percentage',
  percentage: '',
  amount: '',
  currency: 'NGN',
  feeBearer: 'merchant',
} as const;

describe('split words', () => {
  test('a percentage in basis points reads as the merchant typed it; a flat share as money', () => {
    expect(splitWords({ splitType: 'percentage', value: 1250, currency: null, feeBearer: 'merchant' })).toBe(
      '12.5% of each payment',
    );
    expect(splitWords({ splitType: 'percentage', value: 1, currency: null, feeBearer: 'merchant' })).toBe(
      '0.01% of each payment',
    );
    expect(splitWords({ splitType: 'flat', value: 50_000, currency: 'USD', feeBearer: 'sub_account' })).toBe(
      '$500.00 of each payment',
    );
  });

  test('the form’s split reads into the contract’s input, or says which field is wrong', () => {
    expect(splitInput({ ...base, percentage: ' 12.5 ' })).toEqual({
      split: { splitType: 'percentage', percentage: '12.5', feeBearer: 'merchant' },
    });
    for (const percentage of ['', '100.01', '12.345', '-1', '1e2', 'abc'])
      expect(splitInput({ ...base, percentage }), percentage).toMatchObject({ field: 'percentage' });
    expect(splitInput({ ...base, splitType: 'flat', amount: '1,250.50', currency: 'USD' })).toEqual({
      split: { splitType: 'flat', amount: 125_050, currency: 'USD', feeBearer: 'merchant' },
    });
    for (const amount of ['', '0', '-5', '1.234', '99999999999999999999'])
      expect(splitInput({ ...base, splitType: 'flat', amount }), amount).toMatchObject({ field: 'amount' });
  });

  test('a server error’s nested key lands on the form’s field', () => {
    expect(formFieldOf('settlementAccount.accountNumber')).toBe('accountNumber');
    expect(formFieldOf('split.percentage')).toBe('percentage');
    expect(formFieldOf('name')).toBe('name');
  });
});
