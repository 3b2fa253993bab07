/**
 * What a chargeback tells the outside: the owner's emails (raised, reminder) and the webhook data
 * of `charge.dispute.create` / `charge.dispute.resolve`, in Paystack's dispute field names.
 */

import type { Mail } from '#mail/mailer.ts';
import { layout } from '#mail/templates.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import type { ChargebackRow } from './chargeback-view.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

export function disputeMail(
  to: string,
  name: string,
  row: ChargebackRow,
  paymentReference: string,
  appUrl: string,
): Mail {
  const shown = formatAmount(row.amount, row.currency);
  return layout(
    to,
    `Chargeback raised: ${shown}`,
    [
      `Hello ${name},`,
      `A customer's bank disputed payment ${paymentReference}: "${row.reason}". ${shown} is held from your balance until the dispute is resolved.`,
      `Accept it, or decline it with evidence (receipts, proof of delivery), by ${day(row.dueAt)}. Unanswered by then, it is accepted automatically.`,
    ],
    { label: 'Answer the chargeback', url: `${appUrl}/payments/chargeback/${row.id}` },
  );
}

export function reminderMail(to: string, name: string, row: ChargebackRow, appUrl: string): Mail {
  return layout(
    to,
    `Reminder: chargeback ${row.reference} is due tomorrow`,
    [
      `Hello ${name},`,
      `Chargeback ${row.reference} (${formatAmount(row.amount, row.currency)}) must be answered by ${row.dueAt.toISOString()}. Unanswered by then, it is accepted automatically and the amount goes back to the customer.`,
    ],
    { label: 'Answer the chargeback', url: `${appUrl}/payments/chargeback/${row.id}` },
  );
}

/** `charge.dispute.*` data: the dispute and the payment it is about. */
export function disputeWebhookData(row: ChargebackRow, paymentReference: string): Record<string, unknown> {
  return {
    id: row.id,
    reference: row.reference,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    due_at: row.dueAt.toISOString(),
    resolution: row.status === 'open' || row.status === 'declined' ? null : row.status,
    transaction: { reference: paymentReference },
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}
