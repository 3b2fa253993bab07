import { createFileRoute } from '@tanstack/react-router';
import { chargebackQueryOptions } from '#features/chargebacks/api/get-chargeback.ts';
import { ChargebackDetailsPage } from '#features/chargebacks/components/chargeback-details-page.tsx';

/** Spec 001 §2: one chargeback by its id; no permission shown for the route, as the list. */
export const Route = createFileRoute('/_dashboard/payments/chargeback_/$uuid')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(chargebackQueryOptions(params.uuid));
  },
  component: ChargebackDetailsPage,
});
