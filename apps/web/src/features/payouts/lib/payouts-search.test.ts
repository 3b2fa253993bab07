import { describe, expect, test } from 'vitest';
import { hasFilters, listQuery, PayoutsSearch } from './payouts-search';

describe('payouts search params', () => {
  test('valid values are kept; invalid ones fall back to no filter', () => {
    const s = PayoutsSearch.parse({
      status: 'paid',
      from: '2026-11-01',
      to: '2026-13-01',
      page: '2',
      search: 'PO_1',
    });
    expect(s).toEqual({ status: 'paid', from: '2026-11-01', to: undefined, page: 2, search: 'PO_1' });
    expect(PayoutsSearch.parse({ status: 'lost', page: '0', search: 'a\u0000' })).toEqual({
      status: undefined,
      page: undefined,
      search: undefined,
      from: undefined,
      to: undefined,
    });
  });

  test('the API query: page 1 by default, a reversed range dropped', () => {
    expect(listQuery({})).toEqual({ page: 1 });
    expect(listQuery({ from: '2026-11-02', to: '2026-11-01', status: 'failed' })).toEqual({
      page: 1,
      status: 'failed',
    });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ search: 'PO_X' })).toBe(true);
  });
});
