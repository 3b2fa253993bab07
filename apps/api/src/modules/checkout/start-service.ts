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
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkEvents, transactions, virtualAccounts } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, validation } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { type LinkRow, UNAVAILABLE_MESSAGES, unavailableReason } from '../payment-links/link-model.ts';
import type { ProcessorAdapter } from '../processor/adapter.ts';
import { cardFacts } from '../processor/card.ts';
import { processorFor } from '../processor/processor.ts';
import * as idem from './idempotency.ts';
import { checkCard, checkChannel, checkFields, resolveAmount, type StartInput } from './input-rules.ts';
import { CheckoutLimits } from './limits.ts';
import { perDatabase } from './prepared.ts';
import { findPublicLink, type LinkSelector, linkCurrency } from './public-view.ts';
import { newTransactionReference } from './reference.ts';
import { markFailed, settlePaidRow } from './settle.ts';
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

const p = <N extends string>(name: N) => sql.placeholder(name);

/** The checkout's transaction row and its funnel event: prepared (built once per database). */
const insertTransaction = perDatabase((db: Db) =>
  db
    .insert(transactions)
    .values({
      reference: p('reference'),
      merchantId: p('merchantId'),
      linkId: p('linkId'),
      customerEmail: p('customerEmail'),
      customerName: p('customerName'),
      customerPhone: p('customerPhone'),
      channel: p('channel'),
      status: 'pending',
      currency: p('currency'),
      amount: p('amount'),
      fee: p('fee'),
      total: p('total'),
      feeBearer: p('feeBearer'),
      wrongTransferBearer: p('wrongTransferBearer'),
      cardBrand: p('cardBrand'),
      cardBin: p('cardBin'),
      cardLast4: p('cardLast4'),
      fields: p('fields'),
      createdAt: p('now'),
      updatedAt: p('now'),
    })
    .returning({ id: transactions.id })
    .prepare('checkout_insert_transaction'),
);
const insertStarted = perDatabase((db: Db) =>
  db
    .insert(linkEvents)
    .values({ linkId: p('linkId'), kind: 'checkout_started', createdAt: p('now') })
    .prepare('checkout_insert_started'),
);

export async function startCheckout(deps: Deps, by: LinkSelector, input: StartInput, meta: Meta) {
  await hit(deps.db, deps.clock, CheckoutLimits.start, meta.ip);
  const key = idem.idempotencyKey(meta.idempotencyKey);
  const { link, merchantName, settings, pricing } = await findPublicLink(deps, by);
  const now = deps.clock.now();
  const reason = unavailableReason(link, now);
  if (reason) throw new AppError('PAYMENT_LINK_UNAVAILABLE', 409, UNAVAILABLE_MESSAGES[reason]);
  const problems: Record<string, string[]> = {};
  checkChannel(input.channel, settings.channels, problems);
  const amount = resolveAmount(link, input.amount, problems);
  const fields = checkFields(link.customFields, input.fields, problems);
  checkCard(input, now, problems);
  if (Object.keys(problems).length) throw validation(problems);
  const processor = processorFor(deps.config);

  const claim = key ? { scope: `checkout:${link.id}`, key, hash: hashable(link.id, input) } : undefined;
  const reference = newTransactionReference();
  if (claim) {
    const got = await idem.claim(deps, claim, reference);
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
      await idem.takeOver(deps, claim, reference);
    }
  }
  try {
    const quote = quoteCharge(amount, pricing, settings.chargePayer);
    const card = input.card ? cardFacts(input.card.number) : null;
    // Two plain inserts, not a transaction: the funnel event is a count, and skipping BEGIN/COMMIT
    // saves two round trips on every checkout.
    const [row] = await insertTransaction(deps.db).execute({
      reference,
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
    });
    const id = row!.id;
    await insertStarted(deps.db).execute({ linkId: link.id, now });
    const settled = await dispatch(deps, processor, { id, reference, link, merchantName, quote, input });
    // A card settled at once: its state follows from the settled row (no need to read it back).
    const state =
      typeof settled === 'object'
        ? toCheckoutState(
            {
              t: settled,
              linkRef: link.ref,
              linkName: link.name,
              redirectUrl: link.redirectUrl,
              merchantName,
              va: null,
            },
            processor.sandbox,
          )
        : await checkoutState(deps, reference, processor.sandbox);
    const result: StartResult = { message: stateMessage(state), state, replayed: false };
    if (claim) await idem.complete(deps, claim, 201, { message: result.message, responseBody: state });
    return result;
  } catch (err) {
    if (claim) await idem.release(deps, claim);
    throw err;
  }
}

type Started = {
  id: string;
  reference: string;
  link: LinkRow;
  merchantName: string;
  quote: ReturnType<typeof quoteCharge>;
  input: StartInput;
};

/** The processor's step; a card settled at once answers its settled row. */
async function dispatch(
  deps: Deps,
  processor: ProcessorAdapter,
  s: Started,
): Promise<boolean | TransactionRow> {
  const money = { amount: s.quote.total, currency: linkCurrency(s.link) };
  const now = deps.clock.now();
  if (s.input.channel === 'card') {
    const result = await processor.authorize(s.input.card!, money, now).catch(() => undefined);
    if (!result) return markFailed(deps, s.id, ['pending'], 'The card processor could not be reached');
    if (result.kind === 'approved') {
      const settlement = settleReceived(s.quote, s.quote.total, 'merchant');
      return (await settlePaidRow(deps, s.id, ['pending'], settlement, s.quote.total, s.link)) ?? false;
    }
    if (result.kind === 'declined') {
      await deps.db
        .update(transactions)
        .set({ processorRef: result.processorRef })
        .where(eq(transactions.id, s.id));
      return markFailed(deps, s.id, ['pending'], result.reason);
    }
    await deps.db
      .update(transactions)
      .set({ status: 'otp_required', processorRef: result.processorRef, updatedAt: now })
      .where(and(eq(transactions.id, s.id), eq(transactions.status, 'pending')));
    return true;
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
    return true;
  }
  const { code } = await processor.ussdCode(money, s.reference);
  await deps.db.update(transactions).set({ ussdCode: code, updatedAt: now }).where(eq(transactions.id, s.id));
  return true;
}
