/** A chargeback row as the API shows it: the list item, and its timeline read from the row's times. */
import type { Chargeback, ChargebackTimelineEvent } from '@payrail/contract/chargebacks';
import type { chargebacks } from '#db/schema/index.ts';

export type ChargebackRow = typeof chargebacks.$inferSelect;

export function chargebackView(
  row: ChargebackRow,
  t: { reference: string; customerName: string; customerEmail: string },
): Chargeback {
  return {
    id: row.id,
    reference: row.reference,
    transactionReference: t.reference,
    amount: Number(row.amount),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    dueAt: row.dueAt.toISOString(),
    customerName: t.customerName,
    customerEmail: t.customerEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

export function chargebackTimeline(row: ChargebackRow): ChargebackTimelineEvent[] {
  const out: ChargebackTimelineEvent[] = [
    { event: 'raised', at: row.createdAt.toISOString(), detail: row.reason },
  ];
  if (row.remindedAt) out.push({ event: 'reminded', at: row.remindedAt.toISOString(), detail: null });
  if (row.answeredAt) {
    const accepted = row.status === 'accepted';
    out.push({
      event: accepted ? 'accepted' : 'declined',
      at: row.answeredAt.toISOString(),
      detail: accepted
        ? row.autoAccepted
          ? 'Accepted automatically: not answered by the due date'
          : null
        : row.declineReason,
    });
  }
  if (row.resolvedAt && (row.status === 'won' || row.status === 'lost'))
    out.push({ event: row.status, at: row.resolvedAt.toISOString(), detail: null });
  return out;
}
