import type { Transaction } from '@payrail/contract/payments';
import { Fragment } from 'react';
import { PaymentAnswers, receivedOf } from '#components/payment-details.tsx';
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
                {formatMinor(t.amount, t.currency)}
                {t.status === 'underpaid' ? (
                  <div className="mt-1 text-xs text-amber-800">{`Part payment: ${receivedOf(t)}`}</div>
                ) : null}
              </Td>
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
                <Badge tone={STATUS[t.status]?.tone ?? 'neutral'}>
                  {STATUS[t.status]?.label ?? t.status}
                </Badge>
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
