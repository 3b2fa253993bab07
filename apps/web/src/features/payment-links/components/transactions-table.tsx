import type { Transaction } from '@payrail/contract/payments';
import { Badge } from '#components/ui/badge.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '../lib/amount';
import { dateTime } from './links-table';

const CHANNELS: Record<Transaction['channel'], string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
};

const STATUS: Record<Transaction['status'], { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  success: { label: 'Successful', tone: 'success' },
  // A short bank transfer kept as a part payment (wrong-transfer setting 'merchant'): never "Successful".
  underpaid: { label: 'Underpaid', tone: 'warning' },
  failed: { label: 'Failed', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'warning' },
  otp_required: { label: 'Awaiting OTP', tone: 'warning' },
  awaiting_transfer: { label: 'Awaiting transfer', tone: 'warning' },
};

/**
 * Payments through a link: amount, fee (only a payment that kept money is charged one), customer,
 * channel, status, date. An underpaid one says what arrived of what was due under its badge.
 */
export function TransactionsTable({ label, transactions }: { label: string; transactions: Transaction[] }) {
  return (
    <Table label={label}>
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
        {transactions.map((t) => (
          <tr key={t.reference}>
            <Td className="font-mono text-xs whitespace-nowrap text-slate-700">{t.reference}</Td>
            <Td className="whitespace-nowrap text-slate-900">{formatMinor(t.amount, t.currency)}</Td>
            <Td className="whitespace-nowrap text-slate-700">
              {t.status === 'success' || t.status === 'underpaid' ? formatMinor(t.fee, t.currency) : '—'}
            </Td>
            <Td className="text-slate-700">
              <div>{t.customer.name}</div>
              <div className="text-xs text-slate-500">{t.customer.email}</div>
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              {CHANNELS[t.channel] ?? t.channel}
              {t.card ? (
                <div className="text-xs text-slate-500">{`${t.card.brand} •••• ${t.card.last4}`}</div>
              ) : null}
            </Td>
            <Td>
              <Badge tone={STATUS[t.status]?.tone ?? 'neutral'}>{STATUS[t.status]?.label ?? t.status}</Badge>
              {t.status === 'underpaid' ? (
                <div className="mt-1 text-xs text-slate-500">
                  {`Part payment: ${formatMinor(t.amountPaid, t.currency)} of ${formatMinor(t.total, t.currency)}`}
                </div>
              ) : null}
              {t.failureReason ? <div className="mt-1 text-xs text-slate-500">{t.failureReason}</div> : null}
            </Td>
            <Td className="whitespace-nowrap text-slate-700">
              <time dateTime={t.paidAt ?? t.createdAt}>
                {dateTime.format(new Date(t.paidAt ?? t.createdAt))}
              </time>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
