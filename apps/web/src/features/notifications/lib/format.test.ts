import { describe, expect, test } from 'vitest';
import { badgeText, kindLabel } from './format';

describe('notification labels', () => {
  test('known kinds have their label; others their first word', () => {
    expect(kindLabel('payment.success')).toBe('Payment');
    expect(kindLabel('payment.underpaid')).toBe('Part payment');
    expect(kindLabel('team.role_changed')).toBe('Team');
    expect(kindLabel('kyb_review.approved')).toBe('Business verification review');
  });
  test('the bell shows up to 9, then 9+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});
