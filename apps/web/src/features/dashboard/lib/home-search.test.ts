import { describe, expect, test } from 'vitest';
import { HomeSearch, homeView, statsYears } from './home-search';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('/home search params', () => {
  test('defaults: NGN, NGN and the spec’s 2025', () => {
    expect(homeView(HomeSearch.parse({}), NOW)).toEqual({
      statsCurrency: 'NGN',
      transactionsStatsCurrency: 'NGN',
      customerStatsYear: 2025,
    });
  });

  test('offered values are kept; anything else falls back to the default', () => {
    const kept = HomeSearch.parse({
      statsCurrency: 'USD',
      transactionsStatsCurrency: 'USD',
      customerStatsYear: '2024',
    });
    expect(homeView(kept, NOW)).toEqual({
      statsCurrency: 'USD',
      transactionsStatsCurrency: 'USD',
      customerStatsYear: 2024,
    });
    for (const bad of [
      { statsCurrency: 'XYZ', customerStatsYear: '2019' },
      { statsCurrency: '__proto__', customerStatsYear: '1e400' },
      { transactionsStatsCurrency: ['NGN'], customerStatsYear: '2026.5' },
    ]) {
      expect(homeView(HomeSearch.parse(bad), NOW)).toEqual({
        statsCurrency: 'NGN',
        transactionsStatsCurrency: 'NGN',
        customerStatsYear: 2025,
      });
    }
  });

  test('the picker offers this year and the two before, and keeps the default year when older', () => {
    expect(statsYears(NOW)).toEqual([2026, 2025, 2024]);
    expect(statsYears(new Date('2028-03-01T00:00:00Z'))).toEqual([2028, 2027, 2026, 2025]);
  });
});
