import { PayoutsPage } from '#features/payouts/components/payouts-page.tsx';
import { useSettlementAccounts } from '#features/settlement-account/api/get-settlement-accounts.ts';
import { SettlementAccountSection } from '#features/settlement-account/components/settlement-account-section.tsx';

/**
 * /payments/payout: the payouts feature with the settlement account it pays to. The account comes
 * from the settlement-account feature; the payouts page is told where the money would go, or why
 * it cannot go yet.
 */
export function PayoutsScreen() {
  const accounts = useSettlementAccounts();
  const current = accounts.data?.items.find((a) => a.isDefault && a.currency === 'NGN');
  const destination = !accounts.data
    ? undefined
    : !current
      ? { unavailable: 'Add a settlement account before requesting a payout.' }
      : new Date(current.payoutsFrom) > new Date()
        ? { unavailable: 'Payouts to a newly added settlement account start 24 hours after it was added.' }
        : current;
  return <PayoutsPage destination={destination} accountSection={<SettlementAccountSection />} />;
}
