import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '#components/ui/button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { useMovements } from '../api/list-movements';
import { hasFilters, historyView, pagingTo } from '../lib/balances-search';
import { BalanceCards } from './balance-cards';
import { BalancesExport } from './balances-export';
import { BalancesFilters } from './balances-filters';
import { MovementsPager, MovementsTable } from './movements-table';
import { SandboxSettle } from './sandbox-settle';
import { SettlementFees } from './settlement-fees';

const route = getRouteApi('/_dashboard/payments/balances');

type Props = {
  /**
   * The settlement-account section (features/settlement-account), mounted by the route: where
   * payouts go. Features do not import each other, so the route passes it in.
   */
  settlementAccount?: ReactNode;
  /** The USD→NGN conversion dialog's trigger (features/conversion), mounted by the route. */
  conversion?: ReactNode;
};

/** /payments/balances: a card per currency, then the history of the wallets, filtered and paged in the URL. */
export function BalancesPage({ settlementAccount, conversion }: Props) {
  useDocumentTitle('Balances');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = historyView(search);
  const list = useMovements(view);
  const items = list.data?.items ?? [];
  // Next and Previous carry the page's `next`/`previous` position; page 1 reads afresh.
  const toPage = (p: number) => void navigate({ search: (s) => ({ ...s, ...pagingTo(p, list.data) }) });

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Balances</h1>
          <p className="mt-1 text-sm text-slate-600">
            What you hold in each currency, what settles next, and every movement of your money.
          </p>
        </div>
        {/* Slot: the conversion dialog's trigger. */}
        <div data-slot="balances-conversion">{conversion}</div>
      </div>
      <BalanceCards />
      <SettlementFees />
      <SandboxSettle />
      {/* Slot: the settlement account section. */}
      <div data-slot="balances-settlement-account">{settlementAccount}</div>
      <section aria-labelledby="balance-history" className="min-w-0 space-y-4">
        <h2 id="balance-history" className="text-lg font-semibold text-slate-900">
          History
        </h2>
        <BalancesFilters />
        <BalancesExport filters={view.filters} />
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
            ) : hasFilters(search) ? (
              'No movements match these filters.'
            ) : (
              'No movements yet. Payments you receive show here, then their settlement to your available balance.'
            )
          }
          loadingLabel="Loading the balance history"
        >
          {/* While the next page loads, the rows shown are still the last page's: the pager says
              which page they are, so nothing reads as the new page before it has arrived. */}
          <div
            className={cn('min-w-0 space-y-4', list.isPlaceholderData && 'opacity-60')}
            aria-busy={list.isPlaceholderData || undefined}
          >
            <MovementsTable items={items} />
            <MovementsPager
              page={list.data?.page ?? view.page}
              hasMore={list.data?.hasMore ?? false}
              onPage={toPage}
            />
          </div>
        </ListStatus>
      </section>
    </div>
  );
}
