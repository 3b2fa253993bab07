import type { Transaction } from '@payrail/contract/payments';
import { PaymentAmount, PaymentChannel, PaymentStatus } from '#components/payment-cells.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '#lib/money-text.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** Payments on a sub-account's links: reference, customer, amount, net, channel, status, date. */
export function SubAccountPaymentsTable({ payments }: { payments: Transaction[] }) {
  return (
    <Table label="Payments">
      <thead>
        <tr>
          <Th>Reference</Th>
          <Th>Customer</Th>
          <Th>Amount</Th>
          <Th>Net</Th>
          <Th>Channel</Th>
          <Th>Status</Th>
          <Th>Date</Th>
        </tr>
      </thead>
      <tbody>
        {payments.map((t) => (
          <tr key={t.reference}>
            <Td className="font-mono text-xs whitespace-nowrap text-slate-700">{t.reference}</Td>
            <Td className="text-slate-700">
              <div>{t.customer.name}</div>
              <div className="text-xs text-slate-500">{t.customer.email}</div>
            </Td>
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
