import type { SubAccountPayout } from '@payrail/contract/sub-accounts-payouts';
import { useState } from 'react';
import { ListPager } from '#components/list-pager.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { cn } from '#lib/cn.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useSubAccountPayouts } from '../api/list-sub-account-payouts';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

const STATUS = {
  processing: { label: 'Processing', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'neutral' },
} as const;

/** Its daily settlement payouts, newest first: date, amount, fee, status, bank. */
export function SubAccountPayouts({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const payouts = useSubAccountPayouts(slug, page);
  const items = payouts.data?.items ?? [];
  return (
    <section aria-label="Payouts" className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Payouts</h2>
      <ListStatus
        status={payouts.status}
        error={payouts.error}
        onRetry={() => void payouts.refetch()}
        isEmpty={items.length === 0}
        empty={
          page > 1
            ? 'No more payouts.'
            : 'No payouts yet. Its available NGN balance pays out to its bank account daily from 09:00.'
        }
        loadingLabel="Loading payouts"
      >
        <div className={cn('space-y-3', payouts.isPlaceholderData && 'opacity-60')}>
          <PayoutsTable payouts={items} />
          {payouts.data ? (
            <ListPager
              label="Payout pages"
              noun="payouts"
              page={payouts.data.page}
              perPage={payouts.data.perPage}
              total={payouts.data.total}
              capped={false}
              shown={items.length}
              onPage={setPage}
            />
          ) : null}
        </div>
      </ListStatus>
    </section>
  );
}

function PayoutsTable({ payouts }: { payouts: SubAccountPayout[] }) {
  return (
    <Table label="Payouts">
      <thead>
        <tr>
          <Th>Date</Th>
          <Th>Amount</Th>
          <Th>Fee</Th>
          <Th>Status</Th>
          <Th>Bank</Th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((p) => (
          <tr key={p.reference}>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={p.createdAt}>{dateTime.format(new Date(p.createdAt))}</time>
            </Td>
            <Td className="whitespace-nowrap text-slate-900">{formatMinor(p.amount, p.currency)}</Td>
            <Td className="whitespace-nowrap text-slate-700">{formatMinor(p.fee, p.currency)}</Td>
            <Td>
              <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge>
              {p.failureReason ? <div className="mt-1 text-xs text-slate-500">{p.failureReason}</div> : null}
            </Td>
            <Td className="text-slate-700">
              <div>{p.bankName}</div>
              <div className="text-xs text-slate-500">
                {p.accountName} · {p.accountNumber}
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
