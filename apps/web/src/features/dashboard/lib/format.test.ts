import { describe, expect, test } from 'vitest';
import { amount, compactAmount, dayLabel, monthLabel, rate } from './format';

describe('home figures', () => {
  test('amounts from minor units, exact; axes compact', () => {
    expect(amount(123_456_789, 'NGN')).toBe('₦1,234,567.89');
    expect(amount(5, 'USD')).toBe('$0.05');
    expect(compactAmount(1_250_000, 'NGN')).toBe('₦12.5K');
    expect(compactAmount(0, 'USD')).toBe('$0');
  });

  test('rates, days and months', () => {
    expect(rate(0.8125)).toBe('81.3%');
    expect(rate(null)).toBe('—');
    expect(rate(1)).toBe('100%');
    // A calendar day stays that day in any zone the browser is in.
    expect(dayLabel('2026-01-05')).toBe('5 Jan');
    expect(monthLabel('12')).toBe('Dec');
  });
});
