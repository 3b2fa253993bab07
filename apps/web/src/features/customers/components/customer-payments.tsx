import type { Transaction } from '@payrail/contract/payments';
import { Badge } from '#components/ui/badge.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatDateTime, formatMinor } from '../lib/format';

const CHANNELS: Record<Transaction['channel'], string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
};

const STATUS: Partial<Record<Transaction['status'], { label: string; tone: 'success' | 'warning' }>> = {
  success: { label: 'Successful', tone: 'success' },
  // A short bank transfer kept as a part payment: never "Successful".
  underpaid: { label: 'Underpaid', tone: 'warning' },
};

/** The customer's payments: reference, amount, what the merchant received, channel, status, date. */
export function CustomerPaymentsTable({ payments }: { payments: Transaction[] }) {
  return (
    <Table label="Payments">
      <thead>
        <tr>
          <Th>Reference</Th>
          <Th>Amount</Th>
          <Th>Net</Th>
          <Th>Channel</Th>
          <Th>Status</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody>
        {payments.map((t) => {
          const status = STATUS[t.status];
          return (
            <tr key={t.reference}>
              <Td className="font-mono text-xs whitespace-nowrap text-slate-700">{t.reference}</Td>
              <Td className="whitespace-nowrap text-slate-900">{formatMinor(t.amount, t.currency)}</Td>
              <Td className="whitespace-nowrap text-slate-700">{formatMinor(t.net, t.currency)}</Td>
              <Td className="whitespace-nowrap text-slate-700">
                {CHANNELS[t.channel] ?? t.channel}
                {t.card ? (
                  <div className="text-xs text-slate-500">{`${t.card.brand} •••• ${t.card.last4}`}</div>
                ) : null}
              </Td>
              <Td>
                <Badge tone={status?.tone ?? 'neutral'}>{status?.label ?? t.status}</Badge>
              </Td>
              <Td className="whitespace-nowrap text-slate-700">
                <time dateTime={t.paidAt ?? t.createdAt}>{formatDateTime(t.paidAt ?? t.createdAt)}</time>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
