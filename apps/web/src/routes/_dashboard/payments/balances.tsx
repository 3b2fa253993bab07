import { createFileRoute } from '@tanstack/react-router';
import { balanceQueryOptions } from '#features/balances/api/get-balance.ts';
import { movementsQueryOptions } from '#features/balances/api/list-movements.ts';
import { BalancesPage } from '#features/balances/components/balances-page.tsx';
import { BalancesSearch, historyView } from '#features/balances/lib/balances-search.ts';
import { ConvertButton } from '#features/conversion/components/convert-button.tsx';
import { SettlementAccountSection } from '#features/settlement-account/components/settlement-account-section.tsx';
import { guard } from '#lib/route-guard.ts';

/** Spec 001 §2: balances:read; the history's filters and page in the URL. */
export const Route = createFileRoute('/_dashboard/payments/balances')({
  validateSearch: BalancesSearch,
  beforeLoad: guard('/payments/balances'),
  loaderDeps: ({ search }) => historyView(search),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(balanceQueryOptions('NGN'));
    void queryClient.prefetchQuery(movementsQueryOptions(deps));
  },
  // The settlement-account section and the USD→NGN conversion dialog's button are mounted here,
  // each built in its own feature folder.
  component: () => (
    <BalancesPage settlementAccount={<SettlementAccountSection />} conversion={<ConvertButton />} />
  ),
});
