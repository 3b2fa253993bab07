/**
 * The payment a notification is about, as it is now: its reference, what was paid (a short
 * transfer: what arrived of what was due), the customer's answers to the link's custom fields, and
 * the way to the link's transactions.
 */

import { type Currency, format, money } from '@payrail/contract/money';
import type { NotificationPayment as Payment } from '@payrail/contract/notifications';
import { Link } from '@tanstack/react-router';
import { PaymentAnswers, receivedOf } from '#components/payment-details.tsx';

const amount = (p: Payment) => format(money(BigInt(p.amountPaid), p.currency as Currency));

export function NotificationPayment({ payment }: { payment: Payment }) {
  const part = payment.status === 'underpaid';
  return (
    <section aria-label="Payment" className="space-y-4 border-t border-slate-100 pt-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{part ? 'Received' : 'Amount'}</dt>
          <dd className="font-medium text-slate-900">{part ? receivedOf(payment) : amount(payment)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">Reference</dt>
          <dd className="font-mono text-xs break-all text-slate-700">{payment.reference}</dd>
        </div>
      </dl>
      {payment.answers.length > 0 ? (
        <div>
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Customer’s answers</h2>
          <PaymentAnswers answers={payment.answers} />
        </div>
      ) : null}
      {payment.paymentLinkRef ? (
        <Link
          to="/collections/payment-link/transactions"
          search={{ reference: payment.paymentLinkRef }}
          className="inline-block rounded text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          See the link’s transactions
        </Link>
      ) : null}
    </section>
  );
}
