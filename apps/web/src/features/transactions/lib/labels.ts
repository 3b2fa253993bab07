/**
 * How the transactions screens name statuses, channels and timeline events, and write amounts and
 * times. A part payment is "Underpaid", never "Successful" (payments.ts `underpaid`). Amounts go
 * through the contract's money format (bigint, no float).
 */
import { type Currency, parseMajor } from '@payrail/contract/money';
import type { TimelineEventKind } from '@payrail/contract/transactions';

export const TIMELINE_LABELS: Record<TimelineEventKind, string> = {
  created: 'Checkout started',
  otp_requested: 'OTP asked of the customer',
  transfer_account_issued: 'Transfer account issued',
  transfer_received: 'Transfer received',
  paid: 'Paid',
  underpaid: 'Part payment kept',
  failed: 'Failed',
  refund_started: 'Refund started',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

export const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => dateTime.format(new Date(iso));

/** '1,500.00' in a currency → minor units for the amount filter; undefined when blank, null when not an amount. */
export function minorOf(text: string, currency: Currency): number | undefined | null {
  if (text.trim() === '') return undefined;
  const minor = parseMajor(text, currency);
  if (minor === undefined || minor < 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}
