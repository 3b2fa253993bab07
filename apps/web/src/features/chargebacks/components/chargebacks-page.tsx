import { getRouteApi } from '@tanstack/react-router';
import { ListPager } from '#components/list-pager.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { useChargebacks } from '../api/list-chargebacks';
import { hasFilters, listQuery } from '../lib/chargebacks-search';
import { ChargebacksFilters } from './chargebacks-filters';
import { ChargebacksTable } from './chargebacks-table';

const route = getRouteApi('/_dashboard/payments/chargeback');

/** /payments/chargeback: the merchant's chargebacks, how soon each must be answered, filtered and paged through the URL. */
export function ChargebacksPage() {
  useDocumentTitle('Chargebacks');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useChargebacks(listQuery(search));
  const items = list.data?.items ?? [];
  const toPage = (p: number) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) });
  // Read when the page renders: the urgency is about the moment the list is looked at.
  const now = list.dataUpdatedAt || Date.now();
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Chargebacks</h1>
        <p className="mt-1 text-sm text-slate-600">
          Payments your customers disputed. Answer each by its date, or it is accepted automatically.
        </p>
      </div>
      <ChargebacksFilters />
      <ListStatus
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        isEmpty={items.length === 0}
        empty={
          hasFilters(search)
            ? 'No chargebacks match these filters.'
            : 'No chargebacks. Nobody has disputed a payment.'
        }
        loadingLabel="Loading chargebacks"
      >
        <div className={cn('min-w-0 space-y-4', list.isPlaceholderData && 'opacity-60')}>
          <ChargebacksTable items={items} now={now} />
          {list.data ? (
            <ListPager
              label="Chargeback pages"
              noun="chargebacks"
              page={list.data.page}
              perPage={list.data.perPage}
              total={list.data.total}
              capped={false}
              shown={items.length}
              onPage={toPage}
            />
          ) : null}
        </div>
      </ListStatus>
    </div>
  );
}
