/**
 * A checkout's state as the pay page reads it (contract `CheckoutState`). Reading it also closes a
 * transfer or USSD checkout whose 30-minute window has passed, so the customer sees the end at once;
 * the scheduled job (jobs/expire-checkouts.ts) closes the ones nobody reads again.
 */
import { type CheckoutState, TRANSFER_WINDOW_MS } from '@payrail/contract/checkout';
import { isPaidStatus } from '@payrail/contract/payments';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  initializedPayments,
  merchants,
  paymentLinks,
  transactions,
  virtualAccounts,
} from '#db/schema/index.ts';
import type { PublicCtx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { perDatabase } from '#lib/prepared.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import { markFailed } from '#modules/settlement/index.ts';
import { jsonAmount } from '#modules/transactions/index.ts';
import { MAX_OTP_ATTEMPTS } from './limits.ts';

/** What reading a checkout needs of the request context (a job passes just its deps). */
export type CheckoutCtx = Pick<PublicCtx, 'deps'>;
/** The pay page shows the sandbox's hints (the test OTP) in sandbox mode. */
export const isSandbox = ({ deps }: CheckoutCtx) => deps.config.mode === 'sandbox';

export const checkoutNotFound = () => notFound('Checkout not found');
export const TRANSFER_EXPIRED = 'The transfer window expired before the money arrived';
export const USSD_EXPIRED = 'The USSD payment window expired';

const checkoutByReference = perDatabase((db: Db) =>
  db
    .select({
      t: transactions,
      linkRef: paymentLinks.ref,
      linkName: paymentLinks.name,
      redirectUrl: paymentLinks.redirectUrl,
      /** A payment initialized through the public API: the merchant's reference (modules/public-api). */
      apiReference: initializedPayments.reference,
      merchantName: merchants.businessName,
      va: virtualAccounts,
    })
    .from(transactions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .innerJoin(merchants, eq(merchants.id, transactions.merchantId))
    .leftJoin(initializedPayments, eq(initializedPayments.linkId, transactions.linkId))
    .leftJoin(virtualAccounts, eq(virtualAccounts.transactionId, transactions.id))
    .where(eq(transactions.reference, sql.placeholder('reference')))
    .limit(1)
    .prepare('checkout_by_reference'),
);

export async function loadCheckout({ deps }: CheckoutCtx, { reference }: { reference: string }) {
  const [row] = await checkoutByReference(deps.db).execute({ reference });
  if (!row) throw checkoutNotFound();
  return row;
}
export type LoadedCheckout = Awaited<ReturnType<typeof loadCheckout>>;

/** Fails a transfer or USSD checkout whose window has passed; true when it did. */
export async function expireIfDue(ctx: CheckoutCtx, c: LoadedCheckout): Promise<boolean> {
  const now = ctx.deps.clock.now().getTime();
  if (c.t.status === 'awaiting_transfer' && c.va && c.va.expiresAt.getTime() <= now)
    return markFailed(ctx, { id: c.t.id, from: ['awaiting_transfer'], reason: TRANSFER_EXPIRED });
  if (
    c.t.channel === 'ussd' &&
    c.t.status === 'pending' &&
    c.t.createdAt.getTime() + TRANSFER_WINDOW_MS <= now
  )
    return markFailed(ctx, { id: c.t.id, from: ['pending'], reason: USSD_EXPIRED });
  return false;
}

/**
 * The merchant's redirect URL with the checkout's reference and its real status (`success` or
 * `underpaid`). A payment initialized through the public API is sent back as Paystack sends it: the
 * merchant's own reference as `reference` and `trxref`.
 */
function withOutcome(url: string, c: LoadedCheckout): string {
  const u = new URL(url);
  u.searchParams.set('reference', c.apiReference ?? c.t.reference);
  if (c.apiReference) u.searchParams.set('trxref', c.apiReference);
  u.searchParams.set('status', c.t.status);
  return u.toString();
}

export function toCheckoutState(c: LoadedCheckout, sandbox: boolean): CheckoutState {
  const { t, va } = c;
  // Paid in full, or a part payment the merchant accepts (`underpaid`): money was kept either way.
  const paid = isPaidStatus(t.status);
  return {
    reference: t.reference,
    status: t.status,
    channel: t.channel,
    currency: t.currency,
    amount: jsonAmount(t.amount),
    fee: jsonAmount(t.fee),
    total: jsonAmount(t.total),
    feeBearer: t.feeBearer,
    amountPaid: jsonAmount(t.amountPaid),
    amountRefunded: jsonAmount(t.amountRefunded),
    failureReason: t.failureReason,
    otp:
      t.status === 'otp_required'
        ? {
            hint: `Enter the OTP sent to the phone number on your card${sandbox ? ' (sandbox: 123456)' : ''}`,
            attemptsLeft: MAX_OTP_ATTEMPTS - t.otpAttempts,
          }
        : null,
    transfer: va
      ? {
          bankName: va.bankName,
          accountNumber: va.accountNumber,
          accountName: va.accountName,
          amount: jsonAmount(va.amount),
          expiresAt: va.expiresAt.toISOString(),
        }
      : null,
    ussd: t.ussdCode
      ? { code: t.ussdCode, expiresAt: new Date(t.createdAt.getTime() + TRANSFER_WINDOW_MS).toISOString() }
      : null,
    receipt:
      paid && t.paidAt
        ? {
            merchantName: c.merchantName,
            reference: t.reference,
            amount: jsonAmount(t.amountPaid),
            currency: t.currency,
            paidAt: t.paidAt.toISOString(),
            channel: t.channel,
            last4: t.cardLast4,
          }
        : null,
    redirectUrl: paid && c.redirectUrl ? withOutcome(c.redirectUrl, c) : null,
    paymentLinkRef: c.linkRef,
  };
}

/** The current state, closing an expired window first. */
export async function checkoutState(ctx: CheckoutCtx, input: { reference: string }): Promise<CheckoutState> {
  let c = await loadCheckout(ctx, input);
  if (await expireIfDue(ctx, c)) c = await loadCheckout(ctx, input);
  return toCheckoutState(c, isSandbox(ctx));
}

/** "You sent ₦0.01 of ₦50.00.": what arrived of what was due. */
export const sentOf = (received: bigint, total: bigint, currency: string) =>
  `You sent ${formatAmount(received, currency)} of ${formatAmount(total, currency)}.`;

/** The answer's `message`: what happened, in words the customer reads. */
export function stateMessage(s: CheckoutState): string {
  switch (s.status) {
    case 'success':
      return 'Payment successful';
    case 'underpaid':
      return `${sentOf(BigInt(s.amountPaid), BigInt(s.total), s.currency)} ${s.receipt?.merchantName ?? 'The merchant'} has accepted it as a part payment.`;
    case 'failed':
      return `Payment failed: ${s.failureReason ?? 'unknown reason'}`;
    case 'otp_required':
      return 'Enter the OTP to complete the payment';
    case 'awaiting_transfer':
      return 'Transfer the amount shown to complete the payment';
    default:
      return s.channel === 'ussd'
        ? 'Dial the USSD code to complete the payment'
        : 'Payment is being processed';
  }
}
