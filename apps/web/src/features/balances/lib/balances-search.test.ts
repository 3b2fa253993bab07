import { describe, expect, test } from 'vitest';
import { BalancesSearch, filtersOf, historyView } from './balances-search';

describe('balances search params', () => {
  test('valid values become filters; invalid ones fall back to none', () => {
    const s = BalancesSearch.parse({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      amount: '975000',
      currency: 'NGN',
      search: ' PRL_X ',
      type: 'payout_reversal',
      page: '2',
    });
    expect(historyView(s)).toEqual({
      filters: {
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        amount: 975_000,
        currency: 'NGN',
        search: 'PRL_X',
        type: 'payout_reversal',
      },
      page: 2,
    });
    const bad = BalancesSearch.parse({
      start_date: '2026-13-01',
      amount: '-4',
      currency: 'XYZ',
      type: 'DROP;',
      page: '0',
    });
    expect(historyView(bad)).toEqual({ filters: {}, page: 1 });
  });

  test('a backwards day range is dropped', () => {
    expect(filtersOf(BalancesSearch.parse({ start_date: '2026-03-05', end_date: '2026-03-01' }))).toEqual({});
  });
});
