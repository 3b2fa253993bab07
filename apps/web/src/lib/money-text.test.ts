import { expect, test } from 'vitest';
import { formatMinor } from './money-text';

test('minor units are written with the currency symbol and two decimals', () => {
  expect(formatMinor(150_000, 'NGN')).toBe('₦1,500.00');
  expect(formatMinor(1_999, 'USD')).toBe('$19.99');
  expect(formatMinor(9_007_199_254_740_991, 'NGN')).toBe('₦90,071,992,547,409.91');
});

test('a currency the contract does not know keeps its code and the raw figure', () => {
  expect(formatMinor(500, 'XYZ')).toBe('XYZ 500');
});
