import { describe, expect, test } from 'vitest';
import { filtersOf, hasFilters, LinkListSearch } from './list-search';

const parse = (raw: Record<string, unknown>) => LinkListSearch.parse(raw);

describe('LinkListSearch', () => {
  test('valid filters and page are kept', () => {
    expect(
      parse({
        status: 'inactive',
        currency: 'USD',
        search: 'shoes',
        from: '2026-01-01',
        to: '2026-02-28',
        page: '3',
      }),
    ).toEqual({
      status: 'inactive',
      currency: 'USD',
      search: 'shoes',
      from: '2026-01-01',
      to: '2026-02-28',
      page: 3,
    });
  });

  test('nothing set: every field undefined (page 1 by default)', () => {
    expect(parse({})).toEqual({});
  });

  test.each([
    [{ status: 'archived' }],
    [{ currency: 'GBP' }],
    [{ search: '   ' }],
    [{ search: 'x'.repeat(101) }],
    [{ from: '2026-13-01' }],
    [{ to: 'yesterday' }],
    [{ page: '0' }],
    [{ page: '-2' }],
    [{ page: '1.5' }],
    [{ page: 'abc' }],
  ])('%j falls back to the default', (raw) => {
    const parsed = parse(raw) as Record<string, unknown>;
    expect(Object.values(parsed).every((v) => v === undefined)).toBe(true);
  });

  test('search is trimmed', () => {
    expect(parse({ search: '  tees ' }).search).toBe('tees');
  });
});

describe('filtersOf', () => {
  test('only the set filters go in the body; the page does not', () => {
    expect(filtersOf(parse({ status: 'active', page: 2 }))).toEqual({ status: 'active' });
    expect(hasFilters(parse({ page: 2 }))).toBe(false);
  });
  test('a from after to is dropped rather than sent to be refused', () => {
    expect(filtersOf(parse({ from: '2026-03-01', to: '2026-02-01', search: 'a' }))).toEqual({ search: 'a' });
  });
});
