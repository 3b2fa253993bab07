/**
 * Starting checkout on a payment link (POST payment-links/{ref} and payment-links/pay/{slug}).
 *
 * Order: per-IP limit → the link (404) → can it be paid now (409 inactive / expired / used up) →
 * the input against the link and the merchant's settings (422) → the Idempotency-Key (replay or
 * 409) → the transaction row and the funnel's 'checkout_started' → the processor:
 * - card: approved → settled at once; declined → failed with the issuer's reason; OTP → otp_required;
 * - bank_transfer: a 30-minute account for the total → awaiting_transfer;
 * - ussd: a code to dial → pending.
 * The usage limit and expiry are checked when checkout starts; a payment already under way when
 * the link is used up, expires or is deactivated still completes (the customer has paid).
 */
import { type CheckoutState, TRANSFER_WINDOW_MS } from '@payrail/contract/checkout';
import { quoteCharge, settleReceived } from '@payrail/contract/money';
import { and, eq } from 'drizzle-orm';
import { transactions, virtualAccounts } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, validation } from '../../lib/errors.ts';
import { hit, refuseIfOver } from '../../lib/rate-limit.ts';
import { type LinkRow, UNAVAILABLE_MESSAGES, unavailableReason } from '../payment-links/link-model.ts';
import type { ProcessorAdapter } from '../processor/adapter.ts';
import { cardFacts } from '../processor/card.ts';
import { processorFor } from '../processor/processor.ts';
import * as idem from './idempotency.ts';
import { checkCard, checkChannel, checkFields, resolveAmount, type StartInput } from './input-rules.ts';
import { CheckoutLimits } from './limits.ts';
import { type NewTransaction, openCheckout } from './open-checkout.ts';
import { findPublicLink, type LinkSelector, linkCurrency } from './public-view.ts';
import { newTransactionReference } from './reference.ts';
import { markFailed } from './settle.ts';
import { settleApprovedCard } from './settle-card.ts';
import { checkoutState, stateMessage, toCheckoutState } from './state.ts';
import type { TransactionRow } from './transaction-view.ts';

export type StartResult = { message: string; state: CheckoutState; replayed: boolean };
type Meta = { ip: string; idempotencyKey: string | undefined };

/** What the request hash covers: the body, with the card reduced to what may be kept. */
function hashable(linkId: string, input: StartInput) {
  const { card, ...rest } = input;
  const kept = card ? { ...cardFacts(card.number), expiry: card.expiry } : null;
  return idem.requestHash({ linkId, ...rest, card: kept });
}

export async function startCheckout(deps: Deps, by: LinkSelector, input: StartInput, meta: Meta) {
  const now = deps.clock.now();
  const limit = { limit: CheckoutLimits.start, subject: meta.ip };
  // Every start is counted against the per-IP limit, whatever it sends: a valid one in the
  // statement that opens it, a refused one here before its refusal (so an address over the limit
  // gets 429 either way, and card-testing bursts are slowed).
  const checked = await precheck(deps, by, input, meta, now).catch(async (e: unknown) => {
    if (e instanceof AppError && e.status !== 429) await hit(deps.db, deps.clock, limit.limit, limit.subject);
    throw e;
  });
  const { key, link, merchantName, settings, pricing, amount, fields } = checked;
  const processor = processorFor(deps.config);

  const claim = key ? { scope: `checkout:${link.id}`, key, hash: hashable(link.id, input) } : undefined;
  const quote = quoteCharge(amount, pricing, settings.chargePayer);
  const card = input.card ? cardFacts(input.card.number) : null;
  const values: NewTransaction = {
    reference: newTransactionReference(),
    merchantId: link.merchantId,
    linkId: link.id,
    customerEmail: input.email,
    customerName: input.name,
    customerPhone: input.phone ?? null,
    channel: input.channel,
    currency: link.currency,
    amount: quote.amount,
    fee: quote.fee,
    total: quote.total,
    feeBearer: quote.bearer,
    wrongTransferBearer: input.channel === 'bank_transfer' ? settings.wrongTransferBearer : null,
    cardBrand: card?.brand ?? null,
    cardBin: card?.bin ?? null,
    cardLast4: card?.last4 ?? null,
    fields,
    now,
  };
  // The count and the key's claim ride with the row's insert; a taken key goes through the full claim.
  const opened = await openCheckout(deps.db, values, claim, limit);
  if (opened.limit) refuseIfOver(limit.limit, opened.limit, now);
  let id = opened.id;
  if (id === null && claim) {
    const got = await idem.claim(deps, claim, values.reference);
    if (got.kind === 'replay') {
      const answer = got.answer as { message: string; responseBody: CheckoutState };
      return { message: answer.message, state: answer.responseBody, replayed: true };
    }
    if (got.kind === 'resume') {
      const resumed = await checkoutState(deps, got.reference, processor.sandbox).catch((e: unknown) => {
        if (e instanceof AppError && e.status === 404) return undefined;
        throw e;
      });
      if (resumed) {
        const message = stateMessage(resumed);
        await idem.complete(deps, claim, 201, { message, responseBody: resumed });
        return { message, state: resumed, replayed: true };
      }
      await idem.takeOver(deps, claim, values.reference);
    }
    id = (await openCheckout(deps.db, values)).id;
  }
  try {
    const started = { id: id!, values, link, merchantName, quote, input, claim };
    const approved = await dispatch(deps, processor, started);
    if (approved) return { ...approved, replayed: false };
    const state = await checkoutState(deps, values.reference, processor.sandbox);
    const result: StartResult = { message: stateMessage(state), state, replayed: false };
    if (claim) await idem.complete(deps, claim, 201, { message: result.message, responseBody: state });
    return result;
  } catch (err) {
    if (claim) await idem.release(deps, claim);
    throw err;
  }
}

/** The link, and the input checked against it (422 with every problem at once). */
async function precheck(deps: Deps, by: LinkSelector, input: StartInput, meta: Meta, now: Date) {
  const key = idem.idempotencyKey(meta.idempotencyKey);
  const { link, merchantName, settings, pricing } = await findPublicLink(deps, by);
  const reason = unavailableReason(link, now);
  if (reason) throw new AppError('PAYMENT_LINK_UNAVAILABLE', 409, UNAVAILABLE_MESSAGES[reason]);
  const problems: Record<string, string[]> = {};
  checkChannel(input.channel, settings.channels, problems);
  const amount = resolveAmount(link, input.amount, problems);
  const fields = checkFields(link.customFields, input.fields, problems);
  checkCard(input, now, problems);
  if (Object.keys(problems).length) throw validation(problems);
  return { key, link, merchantName, settings, pricing, amount, fields };
}

type Started = {
  id: string;
  values: NewTransaction;
  claim: idem.IdempotencyClaim | undefined;
  link: LinkRow;
  merchantName: string;
  quote: ReturnType<typeof quoteCharge>;
  input: StartInput;
};

/**
 * The processor's step. A card approved at once is settled here, its answer stored with its key in
 * the same statement, and that answer is returned; otherwise the caller reads the state.
 */
async function dispatch(
  deps: Deps,
  processor: ProcessorAdapter,
  s: Started,
): Promise<{ message: string; state: CheckoutState } | undefined> {
  const money = { amount: s.quote.total, currency: linkCurrency(s.link) };
  const now = deps.clock.now();
  if (s.input.channel === 'card') {
    const result = await processor.authorize(s.input.card!, money, now).catch(() => undefined);
    if (!result) {
      await markFailed(deps, s.id, ['pending'], 'The card processor could not be reached');
      return undefined;
    }
    if (result.kind === 'approved') return approveCard(deps, processor, s, now);
    if (result.kind === 'declined') {
      await deps.db
        .update(transactions)
        .set({ processorRef: result.processorRef })
        .where(eq(transactions.id, s.id));
      await markFailed(deps, s.id, ['pending'], result.reason);
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
  const { code } = await processor.ussdCode(money, s.values.reference);
  await deps.db.update(transactions).set({ ussdCode: code, updatedAt: now }).where(eq(transactions.id, s.id));
  return undefined;
}

/** The approved card: its row as it reads once settled gives the answer, stored as it settles. */
async function approveCard(deps: Deps, processor: ProcessorAdapter, s: Started, now: Date) {
  const settlement = settleReceived(s.quote, s.quote.total, 'merchant');
  const { now: createdAt, ...v } = s.values;
  const t: TransactionRow & { linkId: string } = {
    ...v,
    id: s.id,
    customerId: null,
    status: 'success',
    fee: settlement.fee,
    amountPaid: settlement.paid,
    amountReceived: s.quote.total,
    amountRefunded: settlement.refund,
    net: settlement.net,
    processorRef: null,
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
      merchantName: s.merchantName,
      va: null,
    },
    processor.sandbox,
  );
  const message = stateMessage(state);
  const done = s.claim ? { claim: s.claim, answer: { message, responseBody: state } } : undefined;
  await settleApprovedCard(deps, t, settlement, s.link, done);
  return { message, state };
}
