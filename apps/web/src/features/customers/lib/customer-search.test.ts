import { describe, expect, test } from 'vitest';
import { CustomerListSearch, CustomerPageSearch, filtersOf, hasFilters } from './customer-search';

describe('customer list search params', () => {
  test('valid params are kept; invalid ones fall back to no filter and page 1', () => {
    expect(
      CustomerListSearch.parse({ search: ' ada ', from: '2026-01-01', to: '2026-01-31', page: '3' }),
    ).toEqual({
      search: 'ada',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
    expect(
      CustomerListSearch.parse({ search: '   ', from: '2026-13-01', to: 'yesterday', page: '-2' }),
    ).toEqual({});
    expect(CustomerListSearch.parse({ search: 'x'.repeat(101), page: '1e9' })).toEqual({});
    expect(CustomerPageSearch.parse({ page: 'two' })).toEqual({});
  });

  test('the filters sent are only those set; a from after to is dropped, not refused', () => {
    expect(filtersOf({ search: 'ada', page: 2 })).toEqual({ search: 'ada' });
    expect(filtersOf({ from: '2026-02-01', to: '2026-01-01' })).toEqual({});
    expect(filtersOf({ from: '2026-01-01' })).toEqual({ from: '2026-01-01' });
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ to: '2026-01-01' })).toBe(true);
  });
});
