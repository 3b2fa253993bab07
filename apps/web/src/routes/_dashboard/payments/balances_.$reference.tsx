import { createFileRoute } from '@tanstack/react-router';
import { movementQueryOptions } from '#features/balances/api/get-movement.ts';
import { MovementDetailsPage } from '#features/balances/components/movement-details-page.tsx';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: one movement of the balances (its journal entry's id); balances:read, as the list. */
export const Route = createFileRoute('/_dashboard/payments/balances_/$reference')({
  beforeLoad: guard('/payments/balances'),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(movementQueryOptions(params.reference));
  },
  component: MovementDetailsPage,
});
