import type { CheckoutState } from '@payrail/contract/checkout';
import { describe, expect, test } from 'vitest';
import { waitingForPayment } from './pay-state.ts';

const state = (over: Partial<CheckoutState>) =>
  ({ status: 'pending', channel: 'card', ussd: null, ...over }) as CheckoutState;

describe('which checkouts the page keeps polling', () => {
  test('a transfer, a USSD code and a card still being recorded are awaited', () => {
    expect(waitingForPayment(state({ status: 'awaiting_transfer', channel: 'bank_transfer' }))).toBe(true);
    expect(
      waitingForPayment(
        state({ channel: 'ussd', ussd: { code: '*737*000*123456#' } as CheckoutState['ussd'] }),
      ),
    ).toBe(true);
    expect(waitingForPayment(state({ channel: 'card' }))).toBe(true);
  });
  test('an ended checkout, one waiting for the customer, or none is not', () => {
    for (const status of ['success', 'underpaid', 'failed', 'otp_required'] as const)
      expect(waitingForPayment(state({ status }))).toBe(false);
    expect(waitingForPayment(null)).toBe(false);
  });
});
