import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '#components/ui/alert.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Pagination } from '#components/ui/pagination.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { useLinkTransactions } from '../api/get-link-transactions';
import { BackToLinks } from './create-link-page';
import { TransactionsTable } from './transactions-table';

const route = getRouteApi('/_dashboard/collections/payment-link_/transactions');

/** /collections/payment-link/transactions?reference=&page=: every checkout on the link, newest first. */
export function LinkTransactionsPage() {
  useDocumentTitle('Payment link transactions');
  const { reference } = route.useSearch();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      {reference ? (
        <Link
          to="/collections/payment-link/view"
          search={{ ref: reference }}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the link
        </Link>
      ) : (
        <BackToLinks />
      )}
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Transactions</h1>
        {reference ? <p className="mt-1 font-mono text-sm text-slate-500">{reference}</p> : null}
      </div>
      {reference ? (
        <TransactionsList linkRef={reference} />
      ) : (
        <Alert tone="warning">No payment link was chosen. Pick one from the list.</Alert>
      )}
    </div>
  );
}

function TransactionsList({ linkRef }: { linkRef: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const txns = useLinkTransactions(linkRef, page);
  return (
    <ListStatus
      status={txns.status}
      error={txns.error}
      onRetry={() => void txns.refetch()}
      isEmpty={(txns.data?.items ?? []).length === 0}
      empty={page > 1 ? 'Nothing on this page.' : 'No payments through this link yet.'}
      loadingLabel="Loading transactions"
    >
      <div className={cn('space-y-4', txns.isPlaceholderData && 'opacity-60')}>
        <TransactionsTable label="Payment link transactions" transactions={txns.data?.items ?? []} />
        {txns.data ? (
          <Pagination
            label="Transaction pages"
            page={page}
            perPage={txns.data.perPage}
            total={txns.data.total}
            onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) })}
          />
        ) : null}
      </div>
    </ListStatus>
  );
}
