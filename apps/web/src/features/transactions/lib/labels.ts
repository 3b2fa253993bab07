/**
 * How the transactions screens name statuses, channels and timeline events, and write amounts and
 * times. A part payment is "Underpaid", never "Successful" (payments.ts `underpaid`). Amounts go
 * through the contract's money format (bigint, no float).
 */
import { type Currency, format, money, parseMajor } from '@payrail/contract/money';
import type { TimelineEventKind, TransactionListItem } from '@payrail/contract/transactions';

type Status = TransactionListItem['status'];
export type Tone = 'success' | 'warning' | 'neutral';

export const STATUS_LABELS: Record<Status, { label: string; tone: Tone }> = {
  success: { label: 'Successful', tone: 'success' },
  underpaid: { label: 'Underpaid', tone: 'warning' },
  failed: { label: 'Failed', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'warning' },
  otp_required: { label: 'Awaiting OTP', tone: 'warning' },
  awaiting_transfer: { label: 'Awaiting transfer', tone: 'warning' },
};

export const CHANNEL_LABELS: Record<TransactionListItem['channel'], string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
};

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

export const amount = (minor: number, currency: string): string =>
  format(money(BigInt(minor), currency as Currency));

/** Only a payment that kept money was charged a fee. */
export const feeCharged = (t: Pick<TransactionListItem, 'status'>) =>
  t.status === 'success' || t.status === 'underpaid';

export const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => dateTime.format(new Date(iso));

/** '1,500.00' in a currency → minor units for the amount filter; undefined when blank, null when not an amount. */
export function minorOf(text: string, currency: Currency): number | undefined | null {
  if (text.trim() === '') return undefined;
  const minor = parseMajor(text, currency);
  if (minor === undefined || minor < 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}
