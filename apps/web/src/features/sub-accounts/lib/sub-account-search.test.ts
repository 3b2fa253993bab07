import { describe, expect, test } from 'vitest';
import { LinkTransactionsSearch, SubAccountListSearch, SubAccountPageSearch } from './sub-account-search';

describe('sub-account search params', () => {
  test('statsCurrency is NGN or USD; anything else falls back to the default', () => {
    expect(SubAccountPageSearch.parse({ statsCurrency: 'USD' }).statsCurrency).toBe('USD');
    expect(SubAccountPageSearch.parse({ statsCurrency: 'NGN' }).statsCurrency).toBe('NGN');
    for (const statsCurrency of ['EUR', 'usd', '', 5, null])
      expect(SubAccountPageSearch.parse({ statsCurrency }).statsCurrency).toBeUndefined();
  });

  test('pages from 1; a bad page or search is dropped, not an error', () => {
    expect(SubAccountListSearch.parse({ page: '3', search: ' ikeja ' })).toEqual({
      page: 3,
      search: 'ikeja',
    });
    for (const page of ['0', '-1', '1.5', 'x', '1e400'])
      expect(SubAccountListSearch.parse({ page }).page, page).toBeUndefined();
    expect(SubAccountListSearch.parse({ search: 'x'.repeat(101) }).search).toBeUndefined();
    expect(SubAccountListSearch.parse({ search: '   ' }).search).toBeUndefined();
  });

  test('the link transactions page takes the reference', () => {
    expect(LinkTransactionsSearch.parse({ reference: 'PL-ABCDEFGHJK' }).reference).toBe('PL-ABCDEFGHJK');
    expect(LinkTransactionsSearch.parse({}).reference).toBeUndefined();
  });
});
