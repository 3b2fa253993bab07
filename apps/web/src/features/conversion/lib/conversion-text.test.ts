import { describe, expect, test } from 'vitest';
import { clockText, rateText, received, secondsLeft } from './conversion-text';

describe('conversion text', () => {
  test('the rate exactly as applied, grouped', () => {
    expect(rateText('1507.29625', 'NGN')).toBe('₦1,507.29625');
    expect(rateText('1584.495', 'NGN')).toBe('₦1,584.495');
    expect(rateText('1000000', 'NGN')).toBe('₦1,000,000');
    expect(rateText('0.0005', 'USD')).toBe('$0.0005');
  });

  test('what an amount gives, rounded down in minor units', () => {
    expect(received('100', 'USD', 'NGN', '1507.29625')).toBe(15_072_962n);
    expect(received('1,234.56', 'USD', 'NGN', '1584.495')).toBe(195_615_414n);
    expect(received('0.01', 'USD', 'NGN', '1507.29625')).toBe(1_507n);
    for (const bad of ['', 'abc', '-5', '0', '1.234', '1e3'])
      expect(received(bad, 'USD', 'NGN', '1500')).toBeUndefined();
    expect(received('10', 'USD', 'NGN', 'not a rate')).toBeUndefined();
  });

  test('the countdown from when the quote arrived', () => {
    expect(secondsLeft(60, 1_000, 1_000)).toBe(60);
    expect(secondsLeft(60, 1_000, 1_999)).toBe(60);
    expect(secondsLeft(60, 1_000, 2_000)).toBe(59);
    expect(secondsLeft(60, 1_000, 61_000)).toBe(0);
    expect(secondsLeft(60, 1_000, 999_000)).toBe(0);
    expect(clockText(60)).toBe('1:00');
    expect(clockText(42)).toBe('0:42');
    expect(clockText(5)).toBe('0:05');
  });
});
