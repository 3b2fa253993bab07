import { createFileRoute } from '@tanstack/react-router';
import { transactionsQueryOptions } from '#features/transactions/api/list-transactions.ts';
import { TransactionsPage } from '#features/transactions/components/transactions-page.tsx';
import { listView, TransactionsSearch } from '#features/transactions/lib/transactions-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: scope (primary or sub-account, primary by default), the filters and the page in the URL. */
export const Route = createFileRoute('/_dashboard/payments/transactions')({
  validateSearch: TransactionsSearch,
  beforeLoad: guard('/payments/transactions'),
  loaderDeps: ({ search }) => listView(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(transactionsQueryOptions(deps));
  },
  component: TransactionsPage,
});
