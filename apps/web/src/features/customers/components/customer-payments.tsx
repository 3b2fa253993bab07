import type { Transaction } from '@payrail/contract/payments';
import { PaymentAmount, PaymentChannel, PaymentStatus } from '#components/payment-cells.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { formatDateTime } from '../lib/format';

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
          return (
            <tr key={t.reference}>
              <Td className="font-mono text-xs whitespace-nowrap text-slate-700">{t.reference}</Td>
              <Td className="whitespace-nowrap text-slate-900">
                <PaymentAmount t={t} />
              </Td>
              <Td className="whitespace-nowrap text-slate-700">{formatMinor(t.net, t.currency)}</Td>
              <Td className="whitespace-nowrap text-slate-700">
                <PaymentChannel channel={t.channel} card={t.card} />
              </Td>
              <Td>
                <PaymentStatus status={t.status} />
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
