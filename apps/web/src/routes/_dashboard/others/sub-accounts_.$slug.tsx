import { createFileRoute } from '@tanstack/react-router';
import { FundsTransferDialog } from '#features/sub-account-transfers/components/funds-transfer-dialog.tsx';
import { subAccountLinksQueryOptions } from '#features/sub-accounts/api/list-sub-account-links.ts';
import { subAccountQueryOptions } from '#features/sub-accounts/api/show-sub-account.ts';
import { SubAccountPage } from '#features/sub-accounts/components/sub-account-page.tsx';
import { SubAccountPageSearch } from '#features/sub-accounts/lib/sub-account-search.ts';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2, §5: one sub-account, statsCurrency NGN or USD (anything else is NGN); sub-accounts:read. */
export const Route = createFileRoute('/_dashboard/others/sub-accounts_/$slug')({
  validateSearch: SubAccountPageSearch,
  beforeLoad: guard('/others/sub-accounts'),
  loaderDeps: ({ search }) => ({ currency: search.statsCurrency ?? 'NGN', linksPage: search.linksPage ?? 1 }),
  loader: ({ context: { queryClient }, params, deps }) => {
    void queryClient.prefetchQuery(subAccountQueryOptions(params.slug, deps.currency));
    void queryClient.prefetchQuery(subAccountLinksQueryOptions(params.slug, deps.linksPage));
  },
  component: () => <SubAccountPage Transfer={FundsTransferDialog} />,
});
