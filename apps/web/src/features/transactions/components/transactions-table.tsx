import type { TransactionListItem } from '@payrail/contract/transactions';
import { Link } from '@tanstack/react-router';
import { feeCharged, PaymentAmount, PaymentChannel, PaymentStatus } from '#components/payment-cells.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { when } from '../lib/labels';

/**
 * A page of transactions: the reference opens the details (a link, so the keyboard reaches each
 * row), then amount, fee, customer, channel, status and date; `withAccount` (the sub-accounts'
 * tab) adds the sub-account that took each payment. The table scrolls inside its own box on a
 * phone; the page itself never scrolls sideways.
 */
export function TransactionsTable({
  items,
  withAccount = false,
}: {
  items: TransactionListItem[];
  withAccount?: boolean;
}) {
  return (
    <Table label="Transactions">
      <thead>
        <tr>
          <Th>Reference</Th>
          {withAccount ? <Th>Account</Th> : null}
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
            {withAccount ? (
              <Td className="max-w-48 text-slate-700">
                <div className="truncate">{t.subAccount?.name ?? 'Primary account'}</div>
              </Td>
            ) : null}
            <Td className="whitespace-nowrap text-slate-900">
              <PaymentAmount t={t} />
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              {feeCharged(t) ? formatMinor(t.fee, t.currency) : '—'}
            </Td>
            <Td className="max-w-56 text-slate-700">
              <div className="truncate">{t.customer.name}</div>
              <div className="truncate text-xs text-slate-500">{t.customer.email}</div>
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              <PaymentChannel channel={t.channel} card={t.card} />
            </Td>
            <Td>
              <PaymentStatus status={t.status} />
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
