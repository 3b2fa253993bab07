import { createFileRoute } from '@tanstack/react-router';
import { PayoutsScreen } from '#app/payouts/payouts-screen.tsx';
import { payoutsQueryOptions } from '#features/payouts/api/list-payouts.ts';
import { listQuery, PayoutsSearch } from '#features/payouts/lib/payouts-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: payout:read; the list's filters and page in the URL. */
export const Route = createFileRoute('/_dashboard/payments/payout')({
  validateSearch: PayoutsSearch,
  beforeLoad: guard('/payments/payout'),
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(payoutsQueryOptions(deps));
  },
  component: PayoutsScreen,
});
