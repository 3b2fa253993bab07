import { ListStatus } from '#components/ui/list-status.tsx';
import { useLinkTransactions } from '../api/get-link-transactions';
import { TransactionsTable } from './transactions-table';

const LATEST = 5;

/** The newest payments through the link (the first page's first few). */
export function LatestPayments({ linkRef }: { linkRef: string }) {
  const txns = useLinkTransactions(linkRef, 1);
  const items = (txns.data?.items ?? []).slice(0, LATEST);
  return (
    <ListStatus
      status={txns.status}
      error={txns.error}
      onRetry={() => void txns.refetch()}
      isEmpty={items.length === 0}
      empty="No payments yet. Share the link to get paid."
      loadingLabel="Loading the latest payments"
    >
      <TransactionsTable label="Latest payments" transactions={items} />
    </ListStatus>
  );
}
