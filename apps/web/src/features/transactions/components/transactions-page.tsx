import { getRouteApi } from '@tanstack/react-router';
import { ListPager } from '#components/list-pager.tsx';
import { Button } from '#components/ui/button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#components/ui/tabs.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { FIRST_PAGE, pagingTo } from '#lib/list-paging.ts';
import { useTransactions } from '../api/list-transactions';
import { hasFilters, listView, SCOPES, type Scope } from '../lib/transactions-search';
import { TransactionsExport } from './transactions-export';
import { TransactionsFilters } from './transactions-filters';
import { TransactionsTable } from './transactions-table';

/*
 * Decisions the spec leaves open (transactions):
 * - The primary account's list is POST merchant/transactions (filters in the body); the sub-account
 *   tab reads GET merchant/transactions/sub-accounts, each row naming its sub-account (Account).
 * - Pages after the first carry the first page's `asOf` in the URL, so payments arriving while the
 *   merchant pages neither repeat a row nor push one to the next page; page 1 is always fresh.
 *   Next and Previous carry the page's `next`/`previous` position too (#lib/list-paging.ts).
 * - Days are Africa/Lagos days (the API's), whatever the browser's zone.
 */
const route = getRouteApi('/_dashboard/payments/transactions');

/** /payments/transactions: the merchant's payments, scoped, filtered and paged through the URL. */
export function TransactionsPage() {
  useDocumentTitle('Transactions');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = listView(search);
  const list = useTransactions(view);
  const items = list.data?.items ?? [];
  const filtered = hasFilters(search);
  const toPage = (p: number) => void navigate({ search: (s) => ({ ...s, ...pagingTo(p, list.data) }) });
  const toScope = (scope: string) =>
    void navigate({
      search: (s) => ({
        ...s,
        scope: scope === 'primary' ? undefined : (scope as Scope),
        ...FIRST_PAGE,
      }),
    });

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Transactions</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every payment your customers started, newest first. Open one for its details.
        </p>
      </div>
      <Tabs value={view.scope} onValueChange={toScope}>
        <TabsList aria-label="Account">
          <TabsTrigger value="primary">Primary account</TabsTrigger>
          <TabsTrigger value="sub-account">Sub-accounts</TabsTrigger>
        </TabsList>
        {/* One panel per tab, so each tab's aria-controls names an element; only the chosen one renders. */}
        {SCOPES.map((scope) => (
          <TabsContent key={scope} value={scope} className="space-y-6">
            {scope === view.scope ? (
              <>
                <TransactionsFilters />
                <TransactionsExport scope={view.scope} filters={view.filters} />
                <ListStatus
                  status={list.status}
                  error={list.error}
                  onRetry={() => void list.refetch()}
                  isEmpty={items.length === 0}
                  empty={
                    view.page > 1 ? (
                      <Button variant="link" onClick={() => toPage(1)}>
                        Back to the first page
                      </Button>
                    ) : filtered ? (
                      'No transactions match these filters.'
                    ) : view.scope === 'sub-account' ? (
                      'No sub-account transactions yet. Payments taken for your sub-accounts will show here.'
                    ) : (
                      'No transactions yet. Share a payment link with a customer: their payment will show here.'
                    )
                  }
                  loadingLabel="Loading transactions"
                >
                  <div className={cn('min-w-0 space-y-4', list.isPlaceholderData && 'opacity-60')}>
                    <TransactionsTable items={items} withAccount={view.scope === 'sub-account'} />
                    {list.data ? (
                      <ListPager
                        label="Transaction pages"
                        noun="transactions"
                        page={list.data.page}
                        perPage={list.data.perPage}
                        total={list.data.total}
                        capped={list.data.totalCapped}
                        shown={items.length}
                        onPage={toPage}
                      />
                    ) : null}
                  </div>
                </ListStatus>
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
