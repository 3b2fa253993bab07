/**
 * The processor's step of starting a checkout (start-service.ts): the card sent for authorization
 * (keyed by our reference) and, when approved at once, settled in one statement with its key's
 * answer; a transfer account opened; a USSD code issued.
 */
import type { CheckoutState } from '@payrail/contract/checkout';
import { TRANSFER_WINDOW_MS } from '@payrail/contract/checkout';
import { type quoteCharge, settleReceived } from '@payrail/contract/money';
import { ussdBank } from '@payrail/contract/ussd-banks';
import { and, eq } from 'drizzle-orm';
import { transactions, virtualAccounts } from '#db/schema/index.ts';
import type { MailBrand } from '#mail/customer-mail.ts';
import type { LinkRow } from '#modules/payment-links/index.ts';
import type { ProcessorAdapter } from '#modules/processor/index.ts';
import {
  type ApiPaymentFacts,
  markFailed,
  type SplitRuleRow,
  settleApprovedCard,
} from '#modules/settlement/index.ts';
import type { TransactionRow } from '#modules/transactions/index.ts';
import * as idem from './idempotency.ts';
import type { StartInput } from './input-rules.ts';
import type { NewTransaction } from './open-checkout.ts';
import { linkCurrency } from './public-view.ts';
import { type CheckoutCtx, checkoutState, stateMessage, toCheckoutState } from './state.ts';

/** A card checkout whose charge's outcome is not recorded yet (the reconcile job will record it). */
export const awaitingProcessor = (s: CheckoutState) => s.channel === 'card' && s.status === 'pending';

export type Started = {
  id: string;
  values: NewTransaction;
  claim: idem.IdempotencyClaim | undefined;
  link: LinkRow;
  merchantName: string;
  /** The merchant's white-labelling as read with the link, for the payer's receipt email. */
  brand?: MailBrand | undefined;
  /** A payment initialized through the public API: its reference and metadata (read with the link). */
  api: ApiPaymentFacts | null;
  /** The split rule of a sub-account's link (read with the link); null for any other link. */
  split?: SplitRuleRow | null | undefined;
  quote: ReturnType<typeof quoteCharge>;
  input: StartInput;
  /** The card has gone to the processor (from then on the key is never released). */
  charging: boolean;
};

/**
 * The processor's step. A card approved at once is settled here, its answer stored with its key in
 * the same statement, and that answer is returned; otherwise the caller reads the state.
 */
export async function dispatch(
  ctx: CheckoutCtx,
  { processor, started: s }: { processor: ProcessorAdapter; started: Started },
): Promise<{ message: string; state: CheckoutState } | undefined> {
  const { deps } = ctx;
  const money = { amount: s.quote.total, currency: linkCurrency(s.link) };
  const now = deps.clock.now();
  if (s.input.channel === 'card') {
    s.charging = true;
    const charge = { reference: s.values.reference, card: s.input.card!, amount: money, now };
    // No answer (a timeout, a lost connection) may still have charged: the checkout stays pending
    // and the reconcile job asks the processor what became of it.
    const result = await processor.authorize(charge).catch((err: unknown) => {
      deps.log.warn({ err, reference: s.values.reference }, 'card authorization got no answer');
      return undefined;
    });
    if (!result) return undefined;
    if (result.kind === 'approved') return approveCard(ctx, processor, s, now, result.processorRef);
    if (result.kind === 'declined') {
      await deps.db
        .update(transactions)
        .set({ processorRef: result.processorRef })
        .where(eq(transactions.id, s.id));
      await markFailed(ctx, { id: s.id, from: ['pending'], reason: result.reason });
      return undefined;
    }
    await deps.db
      .update(transactions)
      .set({ status: 'otp_required', processorRef: result.processorRef, updatedAt: now })
      .where(and(eq(transactions.id, s.id), eq(transactions.status, 'pending')));
    return undefined;
  }
  if (s.input.channel === 'bank_transfer') {
    const expiresAt = new Date(now.getTime() + TRANSFER_WINDOW_MS);
    const account = await processor.createTransferAccount({
      amount: money,
      accountName: `${s.merchantName} via Payrail`.slice(0, 100),
      expiresAt,
    });
    await deps.db.transaction(async (tx) => {
      await tx.insert(virtualAccounts).values({
        transactionId: s.id,
        accountNumber: account.accountNumber,
        bankName: account.bankName,
        accountName: account.accountName,
        amount: s.quote.total,
        currency: s.link.currency,
        expiresAt: account.expiresAt,
        createdAt: now,
      });
      await tx
        .update(transactions)
        .set({ status: 'awaiting_transfer', updatedAt: now })
        .where(eq(transactions.id, s.id));
    });
    return undefined;
  }
  const { code } = await processor.ussdCode(money, s.values.reference, ussdBank(s.input.ussdBank));
  await deps.db.update(transactions).set({ ussdCode: code, updatedAt: now }).where(eq(transactions.id, s.id));
  return undefined;
}

/** The approved card: its row as it reads once settled gives the answer, stored as it settles. */
async function approveCard(
  ctx: CheckoutCtx,
  processor: ProcessorAdapter,
  s: Started,
  now: Date,
  processorRef: string,
) {
  const settlement = settleReceived(s.quote, s.quote.total, 'merchant');
  const { now: createdAt, ...v } = s.values;
  const t: TransactionRow & { linkId: string; status: 'success'; paidAt: Date } = {
    ...v,
    id: s.id,
    customerId: null,
    status: 'success',
    fee: settlement.fee,
    amountPaid: settlement.paid,
    amountReceived: s.quote.total,
    amountRefunded: settlement.refund,
    net: settlement.net,
    // A split's share is worked out and written as it settles (settle-card.ts); no answer shows it.
    subAccountShare: null,
    processorRef,
    otpAttempts: 0,
    ussdCode: null,
    failureReason: null,
    paidAt: now,
    createdAt,
    updatedAt: now,
  };
  const state = toCheckoutState(
    {
      t,
      linkRef: s.link.ref,
      linkName: s.link.name,
      redirectUrl: s.link.redirectUrl,
      apiReference: s.api?.reference ?? null,
      merchantName: s.merchantName,
      va: null,
    },
    processor.sandbox,
  );
  const message = stateMessage(state);
  const done = s.claim ? { claim: s.claim, answer: { message, responseBody: state } } : undefined;
  try {
    await settleApprovedCard(ctx, {
      t,
      link: { ...s.link, api: s.api },
      merchantName: s.merchantName,
      brand: s.brand,
      split: s.split,
      done,
    });
  } catch (err) {
    // The reconcile job may have ended it meanwhile (this request was stuck): its outcome is the answer.
    const now = await checkoutState(ctx, { reference: t.reference }).catch(() => undefined);
    if (!now || awaitingProcessor(now)) throw err;
    const ended = { message: stateMessage(now), state: now };
    if (s.claim)
      await idem.complete(ctx, {
        claim: s.claim,
        status: 201,
        answer: { message: ended.message, responseBody: now },
      });
    return ended;
  }
  return { message, state };
}
