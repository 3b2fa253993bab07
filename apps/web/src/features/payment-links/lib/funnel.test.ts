import type { PaymentLinkStats } from '@payrail/contract/payment-links';
import { describe, expect, test } from 'vitest';
import { conversion, failureReasons, formatRate, funnelSteps, rate } from './funnel';

const stats = (s: Partial<PaymentLinkStats> = {}): PaymentLinkStats => ({
  views: 0,
  checkoutsStarted: 0,
  amountStarted: 0,
  failed: 0,
  amountFailed: 0,
  failedByReason: {},
  paid: 0,
  amountPaid: 0,
  ...s,
});

describe('rate', () => {
  test('a share of the step before, one decimal', () => {
    expect(rate(2, 3)).toBe(66.7);
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(1, 8)).toBe(12.5);
    expect(rate(5, 5)).toBe(100);
    expect(rate(0, 5)).toBe(0);
  });
  test('nothing to divide by: no rate, shown as a dash', () => {
    expect(rate(0, 0)).toBeNull();
    expect(formatRate(null)).toBe('—');
    expect(formatRate(66.7)).toBe('66.7%');
  });
});

describe('funnelSteps', () => {
  test('views → checkouts started → failed → paid, each against the step it comes from', () => {
    const steps = funnelSteps(
      stats({
        views: 200,
        checkoutsStarted: 50,
        amountStarted: 500_000,
        failed: 10,
        amountFailed: 100_000,
        paid: 40,
        amountPaid: 400_000,
      }),
    );
    expect(steps.map((s) => [s.label, s.count, s.amount, s.rate])).toEqual([
      ['Views', 200, null, null],
      ['Checkouts started', 50, 500_000, 25],
      ['Failed', 10, 100_000, 20],
      ['Paid', 40, 400_000, 80],
    ]);
    expect(conversion(stats({ views: 200, paid: 40 }))).toBe(20);
  });
  test('a link nobody opened has no rates', () => {
    expect(funnelSteps(stats()).every((s) => s.rate === null)).toBe(true);
    expect(conversion(stats())).toBeNull();
  });
});

test('failure reasons: most frequent first, readable, zeros left out', () => {
  expect(
    failureReasons(stats({ failedByReason: { insufficient_funds: 1, card_declined: 3, expired_card: 0 } })),
  ).toEqual([
    { reason: 'Card declined', count: 3 },
    { reason: 'Insufficient funds', count: 1 },
  ]);
});
