/**
 * What the merchant reads of a payment wherever it is shown (a link's transactions, a
 * notification): the payer's answers to the link's custom fields, and what a short transfer
 * brought of what was due. Answers are the customer's own text: rendered as text (React escapes
 * it), kept on their lines, and broken anywhere so a long word wraps on a phone.
 */

import type { PaymentAnswer } from '@payrail/contract/payments';
import { cn } from '#lib/cn.ts';
import { formatMinor } from '#lib/money-text.ts';

/** "₦22,500.00 of ₦25,000.00": what arrived of what was due, as the pay page says it. */
export const receivedOf = (p: { amountPaid: number; total: number; currency: string }) =>
  `${formatMinor(p.amountPaid, p.currency)} of ${formatMinor(p.total, p.currency)}`;

/** The answers as label and value pairs; nothing when there are none. */
export function PaymentAnswers({
  answers,
  className,
}: {
  answers: readonly PaymentAnswer[];
  className?: string;
}) {
  if (answers.length === 0) return null;
  return (
    <dl aria-label="Customer’s answers" className={cn('min-w-0 space-y-1.5 text-sm', className)}>
      {answers.map((a) => (
        <div key={a.key} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{a.label}</dt>
          <dd className="whitespace-pre-line text-slate-800 wrap-anywhere">{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}
