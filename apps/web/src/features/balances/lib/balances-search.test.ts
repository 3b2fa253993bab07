import { describe, expect, test } from 'vitest';
import { BalancesSearch, filtersOf, historyView, pagingTo } from './balances-search';

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

  const U = '0190f0a0-1111-7222-8333-444455556666';
  const cursor = `2026-03-03T09:00:00.000000Z_${U}_${U}`;

  test('past page 1 the view carries asOf and one position; page 1 reads afresh', () => {
    const asOf = '2026-03-04T10:00:00.123Z';
    expect(historyView(BalancesSearch.parse({ page: '3', asOf, after: cursor }))).toEqual({
      filters: {},
      page: 3,
      asOf,
      after: cursor,
    });
    expect(historyView(BalancesSearch.parse({ page: '2', asOf, before: cursor }))).toEqual({
      filters: {},
      page: 2,
      asOf,
      before: cursor,
    });
    expect(historyView(BalancesSearch.parse({ page: '1', asOf, after: cursor }))).toEqual({
      filters: {},
      page: 1,
    });
    // Not a position the API gave: dropped, and the page is read by its number.
    expect(historyView(BalancesSearch.parse({ page: '2', after: 'page-50', asOf: 'soon' }))).toEqual({
      filters: {},
      page: 2,
    });
  });

  test('Next sends the page’s next, Previous its previous, with the list’s asOf', () => {
    const list = { page: 2, asOf: '2026-03-04T10:00:00.000Z', next: `n${cursor}`, previous: `p${cursor}` };
    expect(pagingTo(3, list)).toEqual({ page: 3, asOf: list.asOf, after: list.next, before: undefined });
    expect(pagingTo(1, list)).toEqual({
      page: undefined,
      asOf: undefined,
      after: undefined,
      before: undefined,
    });
    expect(pagingTo(2, { ...list, page: 3 })).toEqual({
      page: 2,
      asOf: list.asOf,
      after: undefined,
      before: list.previous,
    });
    // A jump with no position at hand is a page number.
    expect(pagingTo(7, list)).toEqual({ page: 7, asOf: list.asOf, after: undefined, before: undefined });
  });
});
