/**
 * Query keys of the dashboard home. Payments change every figure, so everything sits under
 * `all`; the home refetches on focus and when shown (staleTime 0).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  balance: (currency: string) => [...dashboardKeys.all, 'balance', currency] as const,
  transactionStats: (currency: string) => [...dashboardKeys.all, 'transaction-stats', currency] as const,
  customerStats: (year: number) => [...dashboardKeys.all, 'customer-stats', year] as const,
  recent: () => [...dashboardKeys.all, 'recent'] as const,
};
