import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '#app/home/home-page.tsx';
import { balanceQueryOptions } from '#features/dashboard/api/get-balance.ts';
import { customerStatsQueryOptions } from '#features/dashboard/api/get-customer-stats.ts';
import { recentTransactionsQueryOptions } from '#features/dashboard/api/get-recent-transactions.ts';
import { transactionStatsQueryOptions } from '#features/dashboard/api/get-transaction-stats.ts';
import { HomeSearch, homeView } from '#features/dashboard/lib/home-search.ts';
import { guard } from '#lib/route-guard.ts';

export const Route = createFileRoute('/_dashboard/home')({
  validateSearch: HomeSearch,
  beforeLoad: guard('/home'),
  loaderDeps: ({ search }) => search,
  // The cards' data is asked for with the page's code, not after the page has rendered (one round
  // trip fewer on a slow network); the page does not wait for it, each card shows its own loading.
  loader: ({ context: { queryClient }, deps }) => {
    const view = homeView(deps, new Date());
    void queryClient.prefetchQuery(balanceQueryOptions(view.statsCurrency));
    void queryClient.prefetchQuery(transactionStatsQueryOptions(view.transactionsStatsCurrency));
    void queryClient.prefetchQuery(customerStatsQueryOptions(view.customerStatsYear));
    void queryClient.prefetchQuery(recentTransactionsQueryOptions());
  },
  component: HomePage,
});
