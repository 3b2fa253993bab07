/** A transaction's timeline (its details, transactions.ts): what happened to the payment. */
import { z } from 'zod';

export const TIMELINE_EVENTS = [
  'created',
  'otp_requested',
  'transfer_account_issued',
  'transfer_received',
  'paid',
  'underpaid',
  'failed',
  'refund_started',
  'refunded',
  'refund_failed',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENTS)[number];

/** Something that happened to the payment, oldest first; `amount` where money moved. */
export const TimelineEvent = z.object({
  event: z.enum(TIMELINE_EVENTS),
  at: z.string(),
  amount: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;
