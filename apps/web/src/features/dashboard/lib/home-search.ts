/**
 * Search params of /home (spec 001 §2): the balance card's currency (statsCurrency), the
 * transaction stats' currency (transactionsStatsCurrency), both NGN by default, and the customer
 * stats' year (customerStatsYear: the current year or one of the two before, 2025 by default as
 * the spec has it). A value the page does not offer falls back to its default. zod/mini: route
 * search schemas load with the first page.
 */
import { DEFAULT_CURRENCY, DEFAULT_CUSTOMER_STATS_YEAR, homeStatsYears } from '@payrail/contract/constants';
import * as z from 'zod/mini';

export const HOME_CURRENCIES = ['NGN', 'USD'] as const;
export type HomeCurrency = (typeof HOME_CURRENCIES)[number];

export const HomeSearch = z.object({
  statsCurrency: z.catch(z.optional(z.enum(HOME_CURRENCIES)), undefined),
  transactionsStatsCurrency: z.catch(z.optional(z.enum(HOME_CURRENCIES)), undefined),
  customerStatsYear: z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
    undefined,
  ),
});
export type HomeSearch = z.infer<typeof HomeSearch>;

/** The years the picker offers, newest first; the default year among them even when older. */
export function statsYears(now: Date): number[] {
  const years = homeStatsYears(now.getFullYear());
  return years.includes(DEFAULT_CUSTOMER_STATS_YEAR) ? years : [...years, DEFAULT_CUSTOMER_STATS_YEAR];
}

/** What the page shows for the URL's search: its values where offered, else the defaults. */
export function homeView(search: HomeSearch, now: Date) {
  const year = search.customerStatsYear;
  return {
    statsCurrency: search.statsCurrency ?? (DEFAULT_CURRENCY as HomeCurrency),
    transactionsStatsCurrency: search.transactionsStatsCurrency ?? (DEFAULT_CURRENCY as HomeCurrency),
    customerStatsYear:
      year !== undefined && statsYears(now).includes(year) ? year : DEFAULT_CUSTOMER_STATS_YEAR,
  };
}
