import * as refunds from '@payrail/contract/routes/refunds';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { DetailSection } from '#components/detail-page.tsx';
import { PermissionButton } from '#components/permission-button.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { useTransactionRefunds } from '../api/refunds';
import { RefundDialog } from './refund-dialog';

const STATUS = {
  pending: { label: 'Processing', tone: 'warning' },
  succeeded: { label: 'Refunded', tone: 'success' },
  failed: { label: 'Failed', tone: 'neutral' },
} as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-NG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  });

/** The payment's refunds with their status, and the Refund button (balances:create) while some is left. */
export function TransactionRefunds({ transactionId }: { transactionId: string }) {
  const query = useTransactionRefunds(transactionId);
  const [open, setOpen] = useState(false);
  const data = query.data;
  return (
    <DetailSection title="Refunds">
      {query.isError ? <p className="text-sm text-red-700">The refunds could not be loaded.</p> : null}
      {data ? (
        <>
          <p className="text-sm text-slate-600">{`Refundable: ${formatMinor(data.refundable, data.currency)}`}</p>
          {data.items.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No refunds yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label="Refunds">
              {data.items.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{formatMinor(r.amount, r.currency)}</span>
                  <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>
                  <span className="text-slate-600">{r.reason ?? 'Returned transfer'}</span>
                  <span className="ml-auto text-slate-500">{when(r.createdAt)}</span>
                  {r.failureReason ? <span className="w-full text-red-700">{r.failureReason}</span> : null}
                </li>
              ))}
            </ul>
          )}
          {data.refundable > 0 ? (
            <PermissionButton
              endpoint={refunds.refundTransaction}
              size="sm"
              variant="secondary"
              className="mt-3"
              onClick={() => setOpen(true)}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Refund
            </PermissionButton>
          ) : null}
          {open ? (
            <RefundDialog
              transactionId={transactionId}
              currency={data.currency}
              refundable={data.refundable}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      ) : null}
    </DetailSection>
  );
}
