/**
 * Query keys of the dashboard home. Payments change every figure, so everything sits under
 * `all`; the home refetches on focus and when shown, once its figures are older than
 * HOME_FRESH_MS.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  balance: (currency: string) => [...dashboardKeys.all, 'balance', currency] as const,
  transactionStats: (currency: string) => [...dashboardKeys.all, 'transaction-stats', currency] as const,
  customerStats: (year: number) => [...dashboardKeys.all, 'customer-stats', year] as const,
  recent: () => [...dashboardKeys.all, 'recent'] as const,
};

/**
 * How long the home's figures count as fresh. Not 0: the home route's loader asks for them with
 * the page's code, and the cards mounting a moment later must not ask again (a second round of
 * four requests on every load of /home); a revisit or a return to the tab after this refetches.
 */
export const HOME_FRESH_MS = 5_000;
