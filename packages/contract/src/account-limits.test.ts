import { describe, expect, test } from 'vitest';
import {
  ACCOUNT_LIMIT_MESSAGES,
  ACCOUNT_LIMITS,
  accountLimitsFor,
  limitsCategory,
} from './account-limits.ts';
import { KYB_CATEGORIES } from './kyb-reference.ts';

describe('account limits', () => {
  test('every KYB category has limits, the day’s above one payment’s, in both currencies', () => {
    for (const c of KYB_CATEGORIES)
      for (const currency of ['NGN', 'USD'] as const) {
        const l = ACCOUNT_LIMITS[c.id]![currency];
        expect(l.perTransaction).toBeGreaterThan(0n);
        expect(l.daily).toBeGreaterThan(l.perTransaction);
      }
  });

  test('the category counts only once KYB is approved', () => {
    expect(limitsCategory(null)).toBe(1);
    expect(limitsCategory({ categoryId: 3, approved: false })).toBe(1);
    expect(limitsCategory({ categoryId: 3, approved: true })).toBe(3);
    expect(limitsCategory({ categoryId: 99, approved: true })).toBe(1);
    expect(accountLimitsFor(99, 'NGN')).toEqual(ACCOUNT_LIMITS[1]!.NGN);
  });

  test('the refusals name the amounts', () => {
    expect(ACCOUNT_LIMIT_MESSAGES.perTransaction('NGN', 100_000_000n)).toBe(
      'This payment is above the ₦1,000,000.00 this business can accept in one payment',
    );
    expect(ACCOUNT_LIMIT_MESSAGES.daily('USD', 1_050n)).toBe(
      'This business can accept only $10.50 more today',
    );
    expect(ACCOUNT_LIMIT_MESSAGES.daily('NGN', 0n)).toBe(
      'This business cannot accept more payments today. Try again tomorrow.',
    );
  });
});
