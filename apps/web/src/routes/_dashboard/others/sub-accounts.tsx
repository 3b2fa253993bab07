import { createFileRoute } from '@tanstack/react-router';
import { subAccountsQueryOptions } from '#features/sub-accounts/api/list-sub-accounts.ts';
import { SubAccountsPage } from '#features/sub-accounts/components/sub-accounts-page.tsx';
import { SubAccountListSearch } from '#features/sub-accounts/lib/sub-account-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: the merchant's sub-accounts (sub-accounts:read); search and page in the URL. */
export const Route = createFileRoute('/_dashboard/others/sub-accounts')({
  validateSearch: SubAccountListSearch,
  beforeLoad: guard('/others/sub-accounts'),
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(subAccountsQueryOptions(deps.search, deps.page));
  },
  component: SubAccountsPage,
});
