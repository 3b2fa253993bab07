import { createFileRoute } from '@tanstack/react-router';
import { subAccountLinkTransactionsQueryOptions } from '#features/sub-accounts/api/sub-account-link-transactions.ts';
import { SubAccountLinkTransactionsPage } from '#features/sub-accounts/components/link-transactions-page.tsx';
import { LinkTransactionsSearch } from '#features/sub-accounts/lib/sub-account-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: ?reference= of a sub-account's link (and the page); sub-accounts:read. */
export const Route = createFileRoute('/_dashboard/others/sub-accounts_/payment-link-transactions')({
  validateSearch: LinkTransactionsSearch,
  beforeLoad: guard('/others/sub-accounts'),
  loaderDeps: ({ search }) => ({ ref: search.reference, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.ref) void queryClient.prefetchQuery(subAccountLinkTransactionsQueryOptions(deps.ref, deps.page));
  },
  component: SubAccountLinkTransactionsPage,
});
