import { describe, expect, test } from 'vitest';
import { movementTypeLabel, SETTLEMENT_FEE_TIERS, walletLabel } from './balances.ts';
import { payoutFee } from './payouts.ts';

describe('the settlement fee schedule', () => {
  test('is the fee payouts charge, at and around every tier', () => {
    const tierFee = (amount: number) =>
      SETTLEMENT_FEE_TIERS.NGN.find((t) => t.upTo === null || amount <= t.upTo)!.fee;
    for (const amount of [10_000, 499_999, 500_000, 500_001, 4_999_999, 5_000_000, 5_000_001, 1_000_000_000])
      expect(Number(payoutFee(BigInt(amount), 'NGN')), String(amount)).toBe(tierFee(amount));
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
