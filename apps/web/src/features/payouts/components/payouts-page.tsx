import * as payouts from '@payrail/contract/routes/payouts';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { ListPager } from '#components/list-pager.tsx';
import { PermissionButton } from '#components/permission-button.tsx';
import { Button } from '#components/ui/button.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { cn } from '#lib/cn.ts';
import { notify } from '#lib/notify.ts';
import { downloadPayouts } from '../api/download-payouts';
import { usePayouts } from '../api/list-payouts';
import { hasFilters, listQuery } from '../lib/payouts-search';
import { ApprovalLimitSection } from './approval-limit-section';
import { AutomaticPayoutsSection } from './automatic-payouts-section';
import { PayoutsFilters } from './payouts-filters';
import { PayoutsTable } from './payouts-table';
import { type PayoutDestination, RequestPayoutDialog } from './request-payout-dialog';

/*
 * Decisions the spec leaves open (payouts):
 * - A payout goes to the default settlement account; without one (or within 24 hours of adding
 *   it) the request button says why instead of opening the dialog.
 * - The list is cached five minutes (spec 001 §9); a payout made here refreshes it at once.
 */
const route = getRouteApi('/_dashboard/payments/payout');

type Props = {
  /** The default NGN settlement account, or why none can be paid to yet (from the composition). */
  destination: PayoutDestination | { unavailable: string } | undefined;
  /** The settlement account section, mounted by the composition (app/payouts). */
  accountSection?: ReactNode;
};

/** /payments/payout: request a payout, and the payouts made, filtered and paged through the URL. */
export function PayoutsPage({ destination, accountSection }: Props) {
  useDocumentTitle('Payouts');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = listQuery(search);
  const list = usePayouts(query);
  const items = list.data?.items ?? [];
  const [requesting, setRequesting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const toPage = (p: number) => void navigate({ search: (s) => ({ ...s, page: p === 1 ? undefined : p }) });
  const unavailable = destination && 'unavailable' in destination ? destination.unavailable : undefined;
  const download = async () => {
    setDownloading(true);
    try {
      const { page: _page, ...filters } = query;
      await downloadPayouts(filters);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The download failed');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl min-w-0 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Payouts</h1>
          <p className="mt-1 text-sm text-slate-600">Money sent from your balance to your bank account.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={downloading} onClick={() => void download()}>
            Download PDF
          </Button>
          <PermissionButton
            endpoint={payouts.manualPayout}
            disabled={!destination || Boolean(unavailable)}
            disabledReason={unavailable}
            onClick={() => setRequesting(true)}
          >
            Request payout
          </PermissionButton>
        </div>
      </div>
      {unavailable ? <p className="text-sm text-slate-600">{unavailable}</p> : null}
      {accountSection}
      <AutomaticPayoutsSection />
      <ApprovalLimitSection />
      <PayoutsFilters />
      <ListStatus
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        isEmpty={items.length === 0}
        empty={
          hasFilters(search)
            ? 'No payouts match these filters.'
            : 'No payouts yet. Request one to move your available balance to your bank account.'
        }
        loadingLabel="Loading payouts"
      >
        <div className={cn('min-w-0 space-y-4', list.isPlaceholderData && 'opacity-60')}>
          <PayoutsTable items={items} />
          {list.data ? (
            <ListPager
              label="Payout pages"
              noun="payouts"
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
      {requesting && destination && !unavailable ? (
        <RequestPayoutDialog
          destination={destination as PayoutDestination}
          onClose={() => setRequesting(false)}
        />
      ) : null}
    </div>
  );
}
