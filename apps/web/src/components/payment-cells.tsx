/**
 * How every payment table names a payment's status and channel and writes its amount, so a part
 * payment reads "Underpaid" with what arrived of what was due on every screen, never "Successful".
 */
import type { Transaction } from '@payrail/contract/payments';
import { receivedOf } from '#components/payment-details.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { formatMinor } from '#lib/money-text.ts';

type Status = Transaction['status'];
type Tone = 'success' | 'warning' | 'neutral';

export const STATUS_LABELS: Record<Status, { label: string; tone: Tone }> = {
  success: { label: 'Successful', tone: 'success' },
  // A short bank transfer kept as a part payment (wrong-transfer setting 'merchant').
  underpaid: { label: 'Underpaid', tone: 'warning' },
  failed: { label: 'Failed', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'warning' },
  otp_required: { label: 'Awaiting OTP', tone: 'warning' },
  awaiting_transfer: { label: 'Awaiting transfer', tone: 'warning' },
};

export const CHANNEL_LABELS: Record<Transaction['channel'], string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
};

/** Only a payment that kept money was charged a fee. */
export const feeCharged = (t: { status: string }) => t.status === 'success' || t.status === 'underpaid';

export function PaymentStatus({ status }: { status: Status }) {
  const s = STATUS_LABELS[status];
  return <Badge tone={s?.tone ?? 'neutral'}>{s?.label ?? status}</Badge>;
}

/** The channel, and the card's brand and last four when it was a card. */
export function PaymentChannel({
  channel,
  card,
}: {
  channel: Transaction['channel'];
  card?: { brand: string; last4: string } | null | undefined;
}) {
  return (
    <>
      {CHANNEL_LABELS[channel] ?? channel}
      {card ? <div className="text-xs text-slate-500">{`${card.brand} •••• ${card.last4}`}</div> : null}
    </>
  );
}

/** The price; a part payment adds what arrived of it. */
export function PaymentAmount({
  t,
}: {
  t: { status: Status; amount: number; amountPaid: number; total: number; currency: string };
}) {
  return (
    <>
      {formatMinor(t.amount, t.currency)}
      {t.status === 'underpaid' ? (
        <div className="mt-1 text-xs text-amber-800">{`Part payment: ${receivedOf(t)}`}</div>
      ) : null}
    </>
  );
}
