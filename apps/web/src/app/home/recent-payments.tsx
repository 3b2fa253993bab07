import { ListStatus } from '#components/ui/list-status.tsx';
import { useRecentTransactions } from '#features/dashboard/api/get-recent-transactions.ts';
import { TransactionsTable } from '#features/payment-links/components/transactions-table.tsx';

/** The merchant's ten newest checkouts, every status, in the payments table links use. */
export function RecentPayments() {
  const recent = useRecentTransactions();
  return (
    <section aria-labelledby="recent-payments" className="mt-8">
      <h2 id="recent-payments" className="text-base font-semibold text-slate-900">
        Recent payments
      </h2>
      <div className="mt-3">
        <ListStatus
          status={recent.status}
          error={recent.error}
          onRetry={() => void recent.refetch()}
          isEmpty={(recent.data?.items.length ?? 0) === 0}
          empty="No payments yet. When a customer pays one of your links, it shows here at once."
          loadingLabel="Loading your recent payments"
        >
          <TransactionsTable label="Recent payments" transactions={recent.data?.items ?? []} />
        </ListStatus>
      </div>
    </section>
  );
}
