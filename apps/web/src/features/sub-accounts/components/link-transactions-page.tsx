import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { ListPager } from '#components/list-pager.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { useSubAccountLinkTransactions } from '../api/sub-account-link-transactions';
import { SubAccountPaymentsTable } from './sub-account-payments';

const route = getRouteApi('/_dashboard/others/sub-accounts_/payment-link-transactions');

/** /others/sub-accounts/payment-link-transactions?reference=: the payments through one sub-account link. */
export function SubAccountLinkTransactionsPage() {
  useDocumentTitle('Payment link transactions');
  const search = route.useSearch();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      {search.slug ? (
        <Link
          to="/others/sub-accounts/$slug"
          params={{ slug: search.slug }}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the sub-account
        </Link>
      ) : (
        <Link
          to="/others/sub-accounts"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to sub-accounts
        </Link>
      )}
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Payment link transactions</h1>
      {search.reference ? (
        <Payments reference={search.reference} />
      ) : (
        <Alert tone="error">No payment link was chosen. Open one from its sub-account’s page.</Alert>
      )}
    </div>
  );
}

function Payments({ reference }: { reference: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const txns = useSubAccountLinkTransactions(reference, page);
  const items = txns.data?.items ?? [];
  return (
    <ListStatus
      status={txns.status}
      error={txns.error}
      onRetry={() => void txns.refetch()}
      isEmpty={items.length === 0}
      empty={page > 1 ? 'No more payments.' : 'No payments through this link yet.'}
      loadingLabel="Loading payments"
    >
      <div className={cn('space-y-3', txns.isPlaceholderData && 'opacity-60')}>
        <p className="font-mono text-sm text-slate-500">{reference}</p>
        <SubAccountPaymentsTable payments={items} />
        {txns.data ? (
          <ListPager
            label="Payment pages"
            noun="payments"
            page={txns.data.page}
            perPage={txns.data.perPage}
            total={txns.data.total}
            capped={false}
            shown={items.length}
            onPage={(p) => void navigate({ search: (prev) => ({ ...prev, page: p === 1 ? undefined : p }) })}
          />
        ) : null}
      </div>
    </ListStatus>
  );
}
