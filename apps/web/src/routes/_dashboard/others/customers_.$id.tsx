import { createFileRoute } from '@tanstack/react-router';
import { customerTransactionsQueryOptions } from '#features/customers/api/customer-transactions.ts';
import { customerQueryOptions } from '#features/customers/api/show-customer.ts';
import { CustomerPage } from '#features/customers/components/customer-page.tsx';
import { CustomerPageSearch } from '#features/customers/lib/customer-search.ts';
import { guard } from '#lib/route-guard.ts';

/** A customer's page (beyond the spec): customers:read, as the list. */
export const Route = createFileRoute('/_dashboard/others/customers_/$id')({
  validateSearch: CustomerPageSearch,
  beforeLoad: guard('/others/customers'),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(customerQueryOptions(params.id));
    void queryClient.prefetchQuery(customerTransactionsQueryOptions(params.id, deps.page));
  },
  component: CustomerPage,
});
