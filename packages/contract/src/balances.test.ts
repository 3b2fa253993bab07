import { describe, expect, test } from 'vitest';
import { movementTypeLabel, SETTLEMENT_FEE_TIERS, walletLabel } from './balances.ts';
import { payoutFee } from './payouts.ts';

describe('the payout fee', () => {
  test('₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above; the schedule shown is the one charged', () => {
    const fees = [10_000, 499_999, 500_000, 500_001, 4_999_999, 5_000_000, 5_000_001, 1_000_000_000].map(
      (amount) => Number(payoutFee(BigInt(amount), 'NGN')),
    );
    expect(fees).toEqual([1_000, 1_000, 1_000, 2_500, 2_500, 2_500, 5_000, 5_000]);
    expect(SETTLEMENT_FEE_TIERS.NGN.map((t) => t.fee)).toEqual([1_000, 2_500, 5_000]);
  });
});

describe('movement labels', () => {
  test('known kinds by name; kinds added later read as their words', () => {
    expect(movementTypeLabel('payout_reversal')).toBe('Payout reversal');
    expect(movementTypeLabel('settlement')).toBe('Settlement');
    expect(movementTypeLabel('wallet_top_up')).toBe('Wallet top up');
    expect(walletLabel('merchant_pending')).toBe('Pending');
    expect(walletLabel('merchant_reserve')).toBe('Reserve');
  });
});
