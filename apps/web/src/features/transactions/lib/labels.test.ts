import { describe, expect, test } from 'vitest';
import { STATUS_LABELS } from '#components/payment-cells.tsx';
import { minorOf } from './labels';

describe('transactions labels', () => {
  test('a part payment is Underpaid, never Successful', () => {
    expect(STATUS_LABELS.underpaid.label).toBe('Underpaid');
    expect(STATUS_LABELS.success.label).toBe('Successful');
  });
  test('amount filters in major units become minor units; bad text is null', () => {
    expect(minorOf('1,500.50', 'NGN')).toBe(150_050);
    expect(minorOf('  ', 'NGN')).toBeUndefined();
    expect(minorOf('abc', 'NGN')).toBeNull();
    expect(minorOf('-5', 'NGN')).toBeNull();
    expect(minorOf('99999999999999999999', 'NGN')).toBeNull();
  });
});
