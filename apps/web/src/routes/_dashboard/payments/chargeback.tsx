import { createFileRoute } from '@tanstack/react-router';
import { chargebacksQueryOptions } from '#features/chargebacks/api/list-chargebacks.ts';
import { ChargebacksPage } from '#features/chargebacks/components/chargebacks-page.tsx';
import { ChargebacksSearch, listQuery } from '#features/chargebacks/lib/chargebacks-search.ts';

/** Spec 001 §2: no permission shown for the route (the API checks chargeback:read); filters and page in the URL. */
export const Route = createFileRoute('/_dashboard/payments/chargeback')({
  validateSearch: ChargebacksSearch,
  loaderDeps: ({ search }) => listQuery(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(chargebacksQueryOptions(deps));
  },
  component: ChargebacksPage,
});
