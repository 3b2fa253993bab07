import { createFileRoute } from '@tanstack/react-router';
import { TransactionRefunds } from '#features/refunds/components/transaction-refunds.tsx';
import { transactionDetailsQueryOptions } from '#features/transactions/api/get-transaction-details.ts';
import { TransactionDetailsPage } from '#features/transactions/components/transaction-details-page.tsx';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: one transaction by its id; transactions:read, as the list. */
export const Route = createFileRoute('/_dashboard/payments/transactions_/$uuid')({
  beforeLoad: guard('/payments/transactions'),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(transactionDetailsQueryOptions(params.uuid));
  },
  component: () => <TransactionDetailsPage refunds={(t) => <TransactionRefunds transactionId={t.id} />} />,
});
