import type { PublicLinkView } from '@payrail/contract/checkout';
import { describe, expect, test } from 'vitest';
import { countdownText, dateText } from './display.ts';
import { chosenCharge, echoValues, quickCheck, toStartBody } from './form-values.ts';
import { safeJson } from './render-page.ts';

const view = (over: Partial<PublicLinkView> = {}) =>
  ({
    currency: 'NGN',
    amountType: 'customer',
    channels: ['card', 'bank_transfer'],
    customFields: [{ key: 'size', label: 'Size', type: 'text', required: true }],
    ...over,
  }) as PublicLinkView;

describe('the pay form → start-checkout body', () => {
  test('amount in major units becomes minor units; card spaces go; empty optional fields are left out', () => {
    const { body, errors } = toStartBody(view(), {
      email: ' ada@example.com ',
      name: 'Ada',
      phone: '',
      amount: '1,500.50',
      'fields.size': 'L',
      channel: 'card',
      'card.number': '4084 0840 8408 4081',
      'card.expiry': '12/30',
      'card.cvv': '123',
    });
    expect(errors).toEqual({});
    expect(body).toEqual({
      email: 'ada@example.com',
      name: 'Ada',
      amount: 150_050,
      fields: { size: 'L' },
      channel: 'card',
      card: { number: '4084084084084081', expiry: '12/30', cvv: '123' },
    });
  });

  test('an amount below the platform minimum, or the link’s, gets the API’s message before a round trip', () => {
    const fields = { email: 'a@b.co', name: 'A', 'fields.size': 'L', channel: 'bank_transfer' };
    expect(toStartBody(view(), { ...fields, amount: '0.01' }).errors).toEqual({
      amount: ['The minimum is ₦100.00'],
    });
    expect(toStartBody(view({ minAmount: 50_000 }), { ...fields, amount: '499' }).errors).toEqual({
      amount: ['The minimum is ₦500.00'],
    });
    expect(toStartBody(view({ currency: 'USD' }), { ...fields, amount: '1' }).errors).toEqual({});
  });

  test('a required field named like one of Object’s own properties is still required', () => {
    const v = view({ customFields: [{ key: 'constructor', label: 'Ref', type: 'text', required: true }] });
    const { body } = toStartBody(v, { email: 'a@b.co', name: 'A', amount: '500', channel: 'bank_transfer' });
    expect(quickCheck(v, body)).toEqual({ 'fields.constructor': ['Ref is required'] });
  });

  test('a bad amount, a missing required field and a channel the merchant has not enabled are caught', () => {
    const { body, errors } = toStartBody(view(), { email: 'x', name: '', amount: '1.234', channel: 'ussd' });
    expect(errors.amount).toEqual(['Enter the amount to pay']);
    expect(Object.keys(quickCheck(view(), body)).sort()).toEqual(['channel', 'email', 'fields.size', 'name']);
  });

  test('card data and form plumbing are never echoed back into the page', () => {
    expect(echoValues({ email: 'a@b.co', 'card.number': '4084', 'card.cvv': '123', step: 'start' })).toEqual({
      email: 'a@b.co',
    });
    // Nor the OTP step's own fields, which travel with what was typed.
    expect(echoValues({ name: 'Ada', step: 'otp', reference: 'PRL_1', otp: '123456' })).toEqual({
      name: 'Ada',
    });
  });
});

describe('text that must be the same on the server and in the browser', () => {
  test('dates in Lagos time (the server has no customer zone) or the given zone, never bare UTC; countdowns in mm:ss', () => {
    expect(dateText('2026-11-22T03:05:00.000Z')).toBe('22 Nov 2026, 04:05 GMT+1');
    expect(dateText('2026-11-22T03:05:00.000Z', 'America/New_York')).toBe('21 Nov 2026, 22:05 GMT-5');
    // Each zone keeps its own formatter: the one made for New York does not answer for Lagos.
    expect(dateText('2026-11-22T03:05:00.000Z', 'Africa/Lagos')).toBe('22 Nov 2026, 04:05 GMT+1');
    expect(dateText('2026-11-22T03:05:00.000Z', 'Asia/Tokyo')).toBe('22 Nov 2026, 12:05 GMT+9');
    expect(countdownText('2026-11-22T03:30:00.000Z', Date.parse('2026-11-22T03:00:01.000Z'))).toBe('29:59');
    expect(countdownText('2026-11-22T03:30:00.000Z', Date.parse('2026-11-22T04:00:00.000Z'))).toBe('00:00');
  });

  test('the state block cannot close its script element', () => {
    expect(safeJson({ name: '</script><script>alert(1)</script>&' })).not.toMatch(/[<>&]/);
  });
});

describe('a chosen amount as the page shows it', () => {
  const pricing = { percentBps: 150, flat: 10_000, cap: 200_000, flatWaivedBelow: 250_000 };
  test('the total is the amount, plus the fee when the customer bears it; null until the API would take it', () => {
    const merchantPays = view({ pricing, chargePayer: 'merchant', minAmount: null });
    expect(chosenCharge(merchantPays, '2,500')).toEqual({ fee: 0, total: 250_000 });
    expect(chosenCharge(merchantPays, '')).toBeNull();
    expect(chosenCharge(merchantPays, 'abc')).toBeNull();
    expect(chosenCharge(merchantPays, '0.5')).toBeNull();
    const customerPays = view({ pricing, chargePayer: 'customer', minAmount: null });
    expect(chosenCharge(customerPays, '2500')).toEqual({ fee: 13_750, total: 263_750 });
    expect(chosenCharge(view({ pricing, amountType: 'fixed' }), '2500')).toBeNull();
  });
});
