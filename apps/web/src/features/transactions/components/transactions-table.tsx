import type { TransactionListItem } from '@payrail/contract/transactions';
import { Link } from '@tanstack/react-router';
import { receivedOf } from '#components/payment-details.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { amount, CHANNEL_LABELS, feeCharged, STATUS_LABELS, when } from '../lib/labels';

/**
 * A page of transactions: the reference opens the details (a link, so the keyboard reaches each
 * row), then amount, fee, customer, channel, status and date. The table scrolls inside its own box
 * on a phone; the page itself never scrolls sideways.
 */
export function TransactionsTable({ items }: { items: TransactionListItem[] }) {
  return (
    <Table label="Transactions">
      <thead>
        <tr>
          <Th>Reference</Th>
          <Th>Amount</Th>
          <Th>Fee</Th>
          <Th>Customer</Th>
          <Th>Channel</Th>
          <Th>Status</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((t) => (
          <tr key={t.id} className="hover:bg-slate-50">
            <Td className="whitespace-nowrap">
              <Link
                to="/payments/transactions/$uuid"
                params={{ uuid: t.id }}
                className="font-mono text-xs font-medium text-brand-700 hover:underline"
                aria-label={`Open ${t.reference}`}
              >
                {t.reference}
              </Link>
            </Td>
            <Td className="whitespace-nowrap text-slate-900">
              {amount(t.amount, t.currency)}
              {t.status === 'underpaid' ? (
                <div className="mt-1 text-xs text-amber-800">{`Part payment: ${receivedOf(t)}`}</div>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              {feeCharged(t) ? amount(t.fee, t.currency) : '—'}
            </Td>
            <Td className="max-w-56 text-slate-700">
              <div className="truncate">{t.customer.name}</div>
              <div className="truncate text-xs text-slate-500">{t.customer.email}</div>
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              {CHANNEL_LABELS[t.channel] ?? t.channel}
              {t.card ? (
                <div className="text-xs text-slate-500">{`${t.card.brand} •••• ${t.card.last4}`}</div>
              ) : null}
            </Td>
            <Td>
              <Badge tone={STATUS_LABELS[t.status]?.tone ?? 'neutral'}>
                {STATUS_LABELS[t.status]?.label ?? t.status}
              </Badge>
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={t.createdAt}>{when(t.createdAt)}</time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
