/** A payout as the API answers it (contract Payout, PayoutDetails), and its timeline. */
import { nigerianBank } from '@payrail/contract/banks';
import type { Payout, PayoutTimelineEvent } from '@payrail/contract/payouts';
import type { payouts } from '#db/schema/index.ts';
import { jsonAmount } from '#modules/transactions/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** How the payout job retries a processor that errs (pg-boss: 30 s, doubling, at most an hour apart). */
export const PAYOUT_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 };

const LAGOS = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
/** '28 Nov 2026, 14:05 WAT': times in messages, emails and the PDF. */
export const showTime = (d: Date) => `${LAGOS.format(d)} WAT`;

export const bankName = (code: string) => nigerianBank(code)?.name ?? code;

export function payoutView(p: PayoutRow): Payout {
  return {
    id: p.id,
    reference: p.reference,
    amount: jsonAmount(p.amount),
    fee: jsonAmount(p.fee),
    total: jsonAmount(p.amount + p.fee),
    currency: p.currency,
    status: p.status,
    bankName: bankName(p.bankCode),
    accountNumber: p.accountNumber,
    accountName: p.accountName,
    narration: p.narration,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    failedAt: p.failedAt?.toISOString() ?? null,
  };
}

/**
 * What happened, oldest first: requested, (awaiting approval, then approved or rejected,) sent to the
 * processor, then paid or failed and reversed.
 */
export function payoutTimeline(p: PayoutRow): PayoutTimelineEvent[] {
  const events: PayoutTimelineEvent[] = [
    {
      event: 'requested',
      at: p.createdAt.toISOString(),
      detail: `To ${p.accountName}, ${bankName(p.bankCode)}`,
    },
  ];
  if (p.status === 'awaiting_approval' || p.approvedAt || p.rejectedAt)
    events.push({
      event: 'awaiting_approval',
      at: p.createdAt.toISOString(),
      detail: 'Above the approval limit: another team member must approve it',
    });
  if (p.approvedAt) events.push({ event: 'approved', at: p.approvedAt.toISOString(), detail: null });
  if (p.sentAt) events.push({ event: 'sent', at: p.sentAt.toISOString(), detail: null });
  if (p.paidAt) events.push({ event: 'paid', at: p.paidAt.toISOString(), detail: p.processorRef });
  if (p.failedAt) {
    events.push(
      p.rejectedAt
        ? { event: 'rejected', at: p.rejectedAt.toISOString(), detail: null }
        : { event: 'failed', at: p.failedAt.toISOString(), detail: p.failureReason },
    );
    events.push({
      event: 'reversed',
      at: p.failedAt.toISOString(),
      detail: 'Returned to your available balance',
    });
  }
  return events;
}
