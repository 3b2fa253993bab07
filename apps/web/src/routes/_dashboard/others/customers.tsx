import { createFileRoute } from '@tanstack/react-router';
import { customersQueryOptions } from '#features/customers/api/list-customers.ts';
import { CustomersPage } from '#features/customers/components/customers-page.tsx';
import { CustomerListSearch, filtersOf } from '#features/customers/lib/customer-search.ts';
import { guard } from '#lib/route-guard.ts';

/** The merchant's customers; filters and page in the URL. The list shows its own loading state. */
export const Route = createFileRoute('/_dashboard/others/customers')({
  validateSearch: CustomerListSearch,
  beforeLoad: guard('/others/customers'),
  loaderDeps: ({ search }) => ({ filters: filtersOf(search), page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(customersQueryOptions(deps.filters, deps.page));
  },
  component: CustomersPage,
});
