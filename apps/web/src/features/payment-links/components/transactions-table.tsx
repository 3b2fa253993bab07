import type { Transaction } from '@payrail/contract/payments';
import { Fragment } from 'react';
import { feeCharged, PaymentAmount, PaymentChannel, PaymentStatus } from '#components/payment-cells.tsx';
import { PaymentAnswers } from '#components/payment-details.tsx';
import { Table, Td, Th } from '#components/ui/table.tsx';
import { formatMinor } from '#lib/money-text.ts';
import { dateTime } from './links-table';

const COLUMNS = 7;

/**
 * Payments through a link: amount, fee (only a payment that kept money is charged one), customer,
 * channel, status, date. An underpaid one says what arrived of what was due beside its price. The
 * customer's answers to the link's custom fields follow their payment on a row of their own, held
 * to the screen's width so a long answer wraps on a phone instead of scrolling with the table.
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
          <Fragment key={t.reference}>
            <tr>
              <Td className="font-mono text-xs whitespace-nowrap text-slate-700">{t.reference}</Td>
              <Td className="whitespace-nowrap text-slate-900">
                <PaymentAmount t={t} />
              </Td>
              <Td className="whitespace-nowrap text-slate-700">
                {feeCharged(t) ? formatMinor(t.fee, t.currency) : '—'}
              </Td>
              <Td className="text-slate-700">
                <div>{t.customer.name}</div>
                <div className="text-xs text-slate-500">{t.customer.email}</div>
              </Td>
              <Td className="whitespace-nowrap text-slate-700">
                <PaymentChannel channel={t.channel} card={t.card} />
              </Td>
              <Td>
                <PaymentStatus status={t.status} />
                {t.failureReason ? (
                  <div className="mt-1 text-xs text-slate-500">{t.failureReason}</div>
                ) : null}
              </Td>
              <Td className="whitespace-nowrap text-slate-700">
                <time dateTime={t.paidAt ?? t.createdAt}>
                  {dateTime.format(new Date(t.paidAt ?? t.createdAt))}
                </time>
              </Td>
            </tr>
            {t.answers.length > 0 ? (
              <tr>
                <td colSpan={COLUMNS} className="border-b border-slate-100 bg-slate-50/60 px-4 py-3">
                  <div className="sticky left-4 max-w-[calc(100vw-4rem)]">
                    <p className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {`Answers · ${t.reference}`}
                    </p>
                    <PaymentAnswers answers={t.answers} className="grid gap-x-6 sm:grid-cols-2" />
                  </div>
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}
