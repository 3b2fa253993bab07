import { describe, expect, test } from 'vitest';
import { filtersOf, hasFilters, listView, TransactionsSearch } from './transactions-search';

const parse = (search: Record<string, unknown>) => TransactionsSearch.parse(search);

describe('the transactions search', () => {
  test('valid values are kept; the default scope is primary, page 1, no filter', () => {
    const s = parse({
      scope: 'sub-account',
      status: 'underpaid',
      channel: 'bank_transfer',
      currency: 'USD',
      from: '2026-03-01',
      to: '2026-03-31',
      minAmount: '1000',
      maxAmount: 5000,
      paymentLink: 'PL-1A2B3C4D5E',
      customer: 'ada@example.com',
      search: ' PRL_ABC ',
      page: '3',
      asOf: '2026-03-04T12:00:00.000Z',
    });
    expect(listView(s)).toEqual({
      scope: 'sub-account',
      page: 3,
      asOf: '2026-03-04T12:00:00.000Z',
      filters: {
        status: 'underpaid',
        channel: 'bank_transfer',
        currency: 'USD',
        from: '2026-03-01',
        to: '2026-03-31',
        minAmount: 1000,
        maxAmount: 5000,
        paymentLink: 'PL-1A2B3C4D5E',
        customer: 'ada@example.com',
        search: 'PRL_ABC',
      },
    });
    expect(listView(parse({}))).toEqual({ scope: 'primary', page: 1, asOf: undefined, filters: {} });
    expect(hasFilters(parse({ page: 2 }))).toBe(false);
  });

  test('bad values fall back to their defaults, one by one', () => {
    const s = parse({
      scope: 'everything',
      status: 'paid',
      channel: '__proto__',
      currency: 'XYZ',
      from: '2026-13-01',
      to: 'yesterday',
      minAmount: '-5',
      maxAmount: '1e400',
      paymentLink: 'PL-x',
      customer: 'not an email',
      search: 'x'.repeat(101),
      page: '0',
      asOf: 'now',
    });
    expect(s).toEqual({});
    expect(listView(s)).toEqual({ scope: 'primary', page: 1, asOf: undefined, filters: {} });
    expect(parse({ minAmount: '1.5', page: 'abc' })).toEqual({});
  });

  test('backwards ranges and text the API refuses are left out of the filters', () => {
    expect(filtersOf(parse({ from: '2026-03-02', to: '2026-03-01', status: 'failed' }))).toEqual({
      status: 'failed',
    });
    expect(filtersOf(parse({ minAmount: 500, maxAmount: 100 }))).toEqual({});
    expect(filtersOf(parse({ search: 'a\u0000b' }))).toEqual({});
    expect(filtersOf(parse({ search: '\ud83d' }))).toEqual({});
  });

  test('the first page never carries a listing moment', () => {
    expect(listView(parse({ asOf: '2026-03-04T12:00:00.000Z' })).asOf).toBeUndefined();
  });
});

describe('the position a page is reached from', () => {
  const next = '2026-03-04T11:59:59.123456Z_0b6f1f1e-8f7a-4c1e-9d2a-3e4f5a6b7c8d';
  test('past page 1, after or before is sent on; page 1 and bad values drop it', () => {
    expect(listView(parse({ page: 3, after: next })).after).toBe(next);
    expect(listView(parse({ page: 3, before: next })).before).toBe(next);
    // Both given (an edited URL): after wins, as the API takes one.
    const both = listView(parse({ page: 3, after: next, before: next }));
    expect([both.after, both.before]).toEqual([next, undefined]);
    expect(listView(parse({ after: next }))).toEqual({
      scope: 'primary',
      page: 1,
      asOf: undefined,
      filters: {},
    });
    for (const bad of [next.replace('Z_', '_'), `${next}x`, '__proto__', next.toUpperCase()]) {
      expect(parse({ page: 2, after: bad, before: bad })).toEqual({ page: 2 });
    }
  });
});
