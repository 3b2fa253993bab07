import {
  brandOf,
  cvvLength,
  formatExpiry,
  groupCardNumber,
  normalizeExpiry,
} from '@payrail/contract/card-input';
import { CardInput } from '@payrail/contract/checkout';
import { describe, expect, test } from 'vitest';
import { caretAt } from './card-fields.ts';
import { quickCheck, toStartBody } from './form-values.ts';

describe('card number, expiry and CVV as typed on a phone', () => {
  test('the number is grouped 4-4-4-4, 4-6-5 for American Express, up to 19 digits for Verve', () => {
    expect(groupCardNumber('4084084084084081')).toBe('4084 0840 8408 4081');
    expect(groupCardNumber('4084-0840-8408-4081')).toBe('4084 0840 8408 4081');
    expect(groupCardNumber('408408')).toBe('4084 08');
    expect(groupCardNumber('4084 ')).toBe('4084');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(groupCardNumber('5060666666666666666')).toBe('5060 6666 6666 6666 666');
    expect(groupCardNumber('50606666666666666669999')).toBe('5060 6666 6666 6666 666');
  });

  test('the expiry takes 1230, 12/30 and 12 / 30 and shows 12/30', () => {
    for (const typed of ['1230', '12/30', '12 / 30', '12-30', '12 30'])
      expect([typed, formatExpiry(typed), normalizeExpiry(typed)]).toEqual([typed, '12/30', '12/30']);
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(normalizeExpiry('1/30')).toBe('1/30');
  });

  test('CVV length by brand: 4 on American Express, 3 on the others', () => {
    expect(cvvLength(brandOf('378282246310005'))).toBe(4);
    expect(cvvLength(brandOf('4084084084084081'))).toBe(3);
    expect(cvvLength(brandOf('5060666666666666666'))).toBe(3);
  });

  test('the caret stays after the same digit when spaces are added', () => {
    expect(caretAt('4084 0840', 5)).toBe(6);
    expect(caretAt('4084 0840', 4)).toBe(4);
    expect(caretAt('4084', 0)).toBe(0);
    expect(caretAt('4084', 9)).toBe(4);
  });
});

describe('what the formatted fields send is what the server accepts', () => {
  const view = { currency: 'NGN', amountType: 'fixed', channels: ['card'], customFields: [] } as never;
  const entries = (card: Record<string, string>) => ({
    email: 'ada@example.com',
    name: 'Ada',
    channel: 'card',
    ...card,
  });

  test('grouped number and any expiry form reach the contract as digits and MM/YY', () => {
    for (const expiry of ['1230', '12/30', '12 / 30']) {
      const { body } = toStartBody(
        view,
        entries({ 'card.number': '4084 0840 8408 4081', 'card.expiry': expiry, 'card.cvv': '123' }),
      );
      expect(quickCheck(view, body)).toEqual({});
      expect(CardInput.parse(body.card)).toEqual({ number: '4084084084084081', expiry: '12/30', cvv: '123' });
    }
  });

  test('the contract reads pasted and spaced input itself, and the CVV by brand', () => {
    expect(CardInput.parse({ number: '4084-0840-8408-4081', expiry: '12 / 30', cvv: '123' })).toEqual({
      number: '4084084084084081',
      expiry: '12/30',
      cvv: '123',
    });
    const amex = CardInput.safeParse({ number: '3782 822463 10005', expiry: '1230', cvv: '123' });
    expect(amex.success).toBe(false);
    expect(amex.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cvv', 'Enter the 4 digit security code'],
    ]);
    expect(CardInput.safeParse({ number: '378282246310005', expiry: '1230', cvv: '1234' }).success).toBe(
      true,
    );
    expect(CardInput.safeParse({ number: '4084084084084081', expiry: '1230', cvv: '1234' }).success).toBe(
      false,
    );
    const { body } = toStartBody(
      view,
      entries({ 'card.number': '4084084084084081', 'card.expiry': '12/30', 'card.cvv': '1234' }),
    );
    expect(quickCheck(view, body)).toEqual({ 'card.cvv': ['Enter the 3 digit security code'] });
  });
});
