import { BLACKLIST_REASON_MAX, BlacklistCustomer } from '@payrail/contract/customers';
import { describe, expect, test } from 'vitest';
import { REASON_MAX, reasonProblem } from './blacklist';

describe('the blacklist reason', () => {
  test('says what the API would, before sending', () => {
    expect(REASON_MAX).toBe(BLACKLIST_REASON_MAX);
    for (const reason of ['', '   ', 'x'.repeat(501), 'Chargebacks', ` ${'x'.repeat(500)} `]) {
      const api = BlacklistCustomer.safeParse({ reason });
      const apiMessage = api.success ? undefined : api.error.issues[0]?.message;
      expect(reasonProblem(reason), JSON.stringify(reason)).toBe(apiMessage);
    }
  });
});
