import { createFileRoute } from '@tanstack/react-router';
import { payoutDetailsQueryOptions } from '#features/payouts/api/get-payout-details.ts';
import { PayoutDetailsPage } from '#features/payouts/components/payout-details-page.tsx';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: one payout by its id; payout:read, as the list. */
export const Route = createFileRoute('/_dashboard/payments/payout_/$uuid')({
  beforeLoad: guard('/payments/payout'),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(payoutDetailsQueryOptions(params.uuid));
  },
  component: PayoutDetailsPage,
});
