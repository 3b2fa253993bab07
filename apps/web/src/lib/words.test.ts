import { expect, test } from 'vitest';
import { keyToWords } from './words';

test('keys read as words; KYB reads as business verification', () => {
  expect(keyToWords('member.role_assigned')).toBe('Member role assigned');
  expect(keyToWords('kyb_review')).toBe('Business verification review');
  expect(keyToWords('kyb.stage_saved')).toBe('Business verification stage saved');
  expect(keyToWords('team-members')).toBe('Team members');
});
