/**
 * A day or time PostgreSQL has no such thing for (year 0, which zod's ISO checks take; 30
 * February and hour 24, which Date.parse rolls over) is a 422 with the field's error on every
 * list that filters or pages by one, never a 500 from the database (contract instant.ts).
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { merchantWithLink } from './support/payments.ts';

const database = useDatabase();
const M = '/api/v1/merchant';

describe('days and times outside the calendar', () => {
  test('are a field error on every list that takes one', async () => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const token = owner.token;
    const cases: Array<[string, () => ReturnType<typeof t.get>, string]> = [
      [
        'transactions from',
        () => t.post(`${M}/transactions?page=1`, { from: '0000-01-01' }, { token }),
        'from',
      ],
      [
        'transactions asOf',
        () => t.post(`${M}/transactions?page=2&asOf=0000-01-01T00:00:00Z`, {}, { token }),
        'asOf',
      ],
      ['transactions query', () => t.get(`${M}/transactions/sub-accounts?to=0000-12-31`, { token }), 'to'],
      ['customers from', () => t.post(`${M}/customers?page=1`, { from: '0000-01-01' }, { token }), 'from'],
      ['customers export', () => t.post(`${M}/customers/export-csv/`, { to: '0000-01-01' }, { token }), 'to'],
      [
        'home stats',
        () => t.get(`${M}/dashboard/transactions/stats/NGN?from=0000-01-01&to=2026-01-01`, { token }),
        'from',
      ],
      [
        'balance history',
        () => t.post(`${M}/balances/view-all?page=1`, { start_date: '0000-01-01' }, { token }),
        'start_date',
      ],
      [
        'payment links',
        () => t.post(`${M}/payment-links/get?page=1`, { from: '0000-01-01' }, { token }),
        'from',
      ],
      ['chargebacks', () => t.post(`${M}/charge-backs?page=1&from=0000-01-01`, {}, { token }), 'from'],
      ['payouts', () => t.get(`/api/v1/payouts/single-merchant?from=0000-01-01`, { token }), 'from'],
    ];
    for (const [what, call, field] of cases) {
      const res = await call();
      expect(errorBody(res, 422).errors?.[field], `${what}: ${res.text}`).toBeTruthy();
    }
  });
});
