import { createFileRoute } from '@tanstack/react-router';
import { balanceQueryOptions } from '#features/balances/api/get-balance.ts';
import { movementsQueryOptions } from '#features/balances/api/list-movements.ts';
import { BalancesPage } from '#features/balances/components/balances-page.tsx';
import { BalancesSearch, historyView } from '#features/balances/lib/balances-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: balances:read; the history's filters and page in the URL. */
export const Route = createFileRoute('/_dashboard/payments/balances')({
  validateSearch: BalancesSearch,
  beforeLoad: guard('/payments/balances'),
  loaderDeps: ({ search }) => historyView(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(balanceQueryOptions('NGN'));
    void queryClient.prefetchQuery(movementsQueryOptions(deps.filters, deps.page));
  },
  // Mount here the settlement-account section (`settlementAccount`) and the USD→NGN conversion
  // dialog (`conversion`), built in their own feature folders.
  component: () => <BalancesPage settlementAccount={null} conversion={null} />,
});
