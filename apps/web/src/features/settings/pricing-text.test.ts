import { expect, test } from 'vitest';
import { percentText, pricingText } from './pricing-text';

test('percentages from basis points, exactly', () => {
  expect(percentText(150)).toBe('1.5 %');
  expect(percentText(390)).toBe('3.9 %');
  expect(percentText(25)).toBe('0.25 %');
  expect(percentText(200)).toBe('2 %');
  expect(percentText(0)).toBe('0 %');
});

test('the standard schedules in words', () => {
  expect(
    pricingText({
      currency: 'NGN',
      percentBps: 150,
      flat: 10_000,
      cap: 200_000,
      flatWaivedBelow: 250_000,
      custom: false,
    }),
  ).toBe('1.5 % + ₦100.00 (not charged under ₦2,500.00), at most ₦2,000.00');
  expect(
    pricingText({
      currency: 'USD',
      percentBps: 390,
      flat: 50,
      cap: null,
      flatWaivedBelow: null,
      custom: false,
    }),
  ).toBe('3.9 % + $0.50');
  expect(
    pricingText({
      currency: 'NGN',
      percentBps: 0,
      flat: 5_000,
      cap: null,
      flatWaivedBelow: null,
      custom: true,
    }),
  ).toBe('₦50.00');
});
