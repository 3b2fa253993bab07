import { describe, expect, test } from 'vitest';
import { majorToMinor, minorToMajorText } from './amount';

describe('majorToMinor', () => {
  test.each([
    ['1,500.00', 150_000],
    ['1500', 150_000],
    ['0.10', 10],
    ['0.1', 10],
    ['19.99', 1_999],
    ['  2 500.5 ', 250_050],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('%s NGN → %d kobo, exactly', (text, minor) => {
    expect(majorToMinor(text, 'NGN')).toEqual({ ok: true, minor });
  });

  test('0.29 and 1.005-style inputs stay exact (no float rounding)', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(majorToMinor('0.29', 'USD')).toEqual({ ok: true, minor: 29 });
    expect(majorToMinor('1.15', 'USD')).toEqual({ ok: true, minor: 115 });
  });

  test.each([
    ['', 'Enter the amount'],
    ['abc', 'Enter an amount like 1,500.00'],
    ['1.234', 'Enter an amount like 1,500.00'],
    ['1e3', 'Enter an amount like 1,500.00'],
    ['-5', 'The amount must be above zero'],
    ['0.00', 'The amount must be above zero'],
    ['90071992547409.92', 'The amount is too large'],
  ])('%j is refused: %s', (text, message) => {
    expect(majorToMinor(text, 'NGN')).toEqual({ ok: false, message });
  });
});

describe('minor units back to text', () => {
  test('the form shows a stored amount in major units, and it parses back to itself', () => {
    expect(minorToMajorText(150_000, 'NGN')).toBe('1500.00');
    expect(minorToMajorText(5, 'USD')).toBe('0.05');
    for (const minor of [1, 99, 100, 123_456, 9_007_199_254_740_991]) {
      expect(majorToMinor(minorToMajorText(minor, 'NGN'), 'NGN')).toEqual({ ok: true, minor });
    }
  });
});
