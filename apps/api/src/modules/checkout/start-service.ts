/**
 * Starting checkout on a payment link (POST payment-links/{ref} and payment-links/pay/{slug}).
 *
 * Order: per-IP limit → the link (404) → can it be paid now (409 inactive / expired / used up) →
 * the input against the link and the merchant's settings (422) → the Idempotency-Key (replay or
 * 409) → the transaction row and the funnel's 'checkout_started' → the processor:
 * - card: approved → settled at once; declined → failed with the issuer's reason; OTP → otp_required;
 * - bank_transfer: a 30-minute account for the total → awaiting_transfer;
 * - ussd: a code to dial → pending.
 * Expiry is checked when checkout starts; a payment already under way when the link expires or is
 * deactivated still completes (the customer has paid). On a link with a usage limit the start
 * claims one of its usage slots in its opening statement (open-checkout.ts): when none is left it
 * is refused (409 used up); a checkout that fails gives its slot back.
 *
 * Once the card has gone to the processor the Idempotency-Key is never released: the charge is
 * keyed by our reference, so whatever fails after it (a crash, an error while settling) leaves the
 * checkout pending with its key pointing at it, and the reconcile job (jobs/reconcile-checkouts.ts)
 * asks the processor and settles or fails it once; a replay of the key reads that outcome.
 */

import type { CheckoutState } from '@payrail/contract/checkout';
import { ErrorCode } from '@payrail/contract/errors';
import { quoteCharge } from '@payrail/contract/money';
import type { PublicCtx } from '#lib/context.ts';
import { AppError, validation } from '#lib/errors.ts';
import { hit, refuseIfOver } from '#lib/rate-limit.ts';
import { blacklistedEmail } from '#modules/customers/index.ts';
import { UNAVAILABLE_MESSAGES, unavailableReason } from '#modules/payment-links/index.ts';
import { cardFacts, processorFor } from '#modules/processor/index.ts';
import { mailBrandFrom } from '#modules/white-labelling/index.ts';
import { confirmAccountLimit } from './account-limit-check.ts';
import * as idem from './idempotency.ts';
import { checkCard, checkChannel, checkFields, resolveAmount, type StartInput } from './input-rules.ts';
import { CheckoutLimits, type PayerCtx } from './limits.ts';
import { type NewTransaction, openCheckout } from './open-checkout.ts';
import { awaitingProcessor, dispatch, type Started } from './processor-step.ts';
import { findPublicLink, type LinkSelector } from './public-view.ts';
import { newTransactionReference } from './reference.ts';
import { checkoutState, stateMessage } from './state.ts';

export type StartResult = { message: string; state: CheckoutState; replayed: boolean };
/** What starting needs of the request context: the caller's address and its Idempotency-Key header. */
export type StartCtx = PayerCtx & Pick<PublicCtx, 'header'>;
export type Start = { link: LinkSelector; body: StartInput };

/** What the request hash covers: the body, with the card reduced to what may be kept. */
function hashable(linkId: string, input: StartInput) {
  const { card, ...rest } = input;
  const kept = card ? { ...cardFacts(card.number), expiry: card.expiry } : null;
  return idem.requestHash({ linkId, ...rest, card: kept });
}

export async function startCheckout(ctx: StartCtx, { link: by, body: input }: Start): Promise<StartResult> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const limit = { limit: CheckoutLimits.start, subject: ctx.actor.ip };
  // Every start is counted against the per-IP limit, whatever it sends: a valid one in the
  // statement that opens it, a refused one here before its refusal (so an address over the limit
  // gets 429 either way, and card-testing bursts are slowed).
  const checked = await precheck(ctx, by, input, now).catch(async (e: unknown) => {
    if (e instanceof AppError && e.status !== 429) await hit(deps.db, deps.clock, limit.limit, limit.subject);
    throw e;
  });
  const { key, link, merchantName, branding, split, api, settings, pricing, amount, fields } = checked;
  const processor = processorFor(deps.config, deps.db);

  const claim = key ? { scope: `checkout:${link.id}`, key, hash: hashable(link.id, input) } : undefined;
  const quote = quoteCharge(amount, pricing, settings.chargePayer);
  const card = input.card ? cardFacts(input.card.number) : null;
  const values: NewTransaction = {
    reference: newTransactionReference(),
    merchantId: link.merchantId,
    linkId: link.id,
    subAccountId: link.subAccountId,
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
    usageSlot: link.usageLimit !== null,
    idempotencyKey: key ?? null,
    now,
  };
  // The count, the key's claim and the usage slot ride with the row's insert; a taken key goes
  // through the full claim. A statement that fails is counted on its own before the error goes on,
  // so a start that errors (a 500) is still counted against the per-IP limit.
  const opened = await openCheckout(ctx, { values, claim, count: limit }).catch(async (e: unknown) => {
    await hit(deps.db, deps.clock, limit.limit, limit.subject);
    throw e;
  });
  if (opened.limit) refuseIfOver(limit.limit, opened.limit, now);
  if (opened.usedUp) {
    if (opened.keyClaimed) await idem.release(ctx, { claim: claim! });
    throw usedUp();
  }
  let id = opened.id;
  if (id === null && claim) {
    const got = await idem.claim(ctx, { claim, reference: values.reference });
    if (got.kind === 'replay') {
      const answer = got.answer as { message: string; responseBody: CheckoutState };
      return { message: answer.message, state: answer.responseBody, replayed: true };
    }
    if (got.kind === 'resume') {
      const resumed = await checkoutState(ctx, { reference: got.reference }).catch((e: unknown) => {
        if (e instanceof AppError && e.status === 404) return undefined;
        throw e;
      });
      if (resumed) {
        const message = stateMessage(resumed);
        // A card still pending awaits the reconcile job: answered as it is, stored once it ends.
        if (!awaitingProcessor(resumed))
          await idem.complete(ctx, { claim, status: 201, answer: { message, responseBody: resumed } });
        return { message, state: resumed, replayed: true };
      }
      await idem.takeOver(ctx, { claim, reference: values.reference });
    }
    const again = await openCheckout(ctx, { values });
    if (again.usedUp) {
      await idem.release(ctx, { claim });
      throw usedUp();
    }
    id = again.id;
  }
  // Counted with the day's other checkouts once open, before the processor is asked (422 when over).
  await confirmAccountLimit(ctx, { id: id!, values, claim });
  const started: Started = {
    id: id!,
    values,
    link,
    merchantName,
    brand: mailBrandFrom(branding, merchantName, deps.config.appUrl),
    split,
    api,
    quote,
    input,
    claim,
    charging: false,
  };
  try {
    const approved = await dispatch(ctx, { processor, started });
    if (approved) return { ...approved, replayed: false };
    const state = await checkoutState(ctx, { reference: values.reference });
    const result: StartResult = { message: stateMessage(state), state, replayed: false };
    if (claim && awaitingProcessor(state))
      await idem.leaveForReconcile(ctx, { claim, reference: values.reference });
    else if (claim)
      await idem.complete(ctx, {
        claim,
        status: 201,
        answer: { message: result.message, responseBody: state },
      });
    return result;
  } catch (err) {
    // Before the processor was asked nothing was charged: the key may be used again. After, the
    // charge exists at the processor under our reference: the key stays with this checkout.
    if (claim && started.charging)
      await idem.leaveForReconcile(ctx, { claim, reference: values.reference }).catch((e: unknown) => {
        deps.log.error({ err: e }, 'Idempotency-Key not marked for the reconcile job');
      });
    else if (claim) await idem.release(ctx, { claim });
    throw err;
  }
}

const usedUp = () => new AppError(ErrorCode.PAYMENT_LINK_UNAVAILABLE, UNAVAILABLE_MESSAGES.used_up);

/** The link, and the input checked against it (422 with every problem at once). */
async function precheck(ctx: StartCtx, by: LinkSelector, input: StartInput, now: Date) {
  const key = idem.idempotencyKey(ctx.header('idempotency-key'));
  const found = await findPublicLink(ctx, by, input.email);
  const { link, merchantName, branding, settings, pricing, split, api } = found;
  const reason = unavailableReason(link, now);
  if (reason) throw new AppError(ErrorCode.PAYMENT_LINK_UNAVAILABLE, UNAVAILABLE_MESSAGES[reason]);
  // The merchant's blacklist refuses the email on every channel, before anything is recorded.
  if (found.blacklisted) throw blacklistedEmail();
  const problems: Record<string, string[]> = {};
  checkChannel(input.channel, settings.channels, problems);
  const amount = resolveAmount(link, input.amount, problems);
  const fields = checkFields(link.customFields, input.fields, problems);
  checkCard(input, now, problems);
  if (Object.keys(problems).length) throw validation(problems);
  return { key, link, merchantName, branding, split, api, settings, pricing, amount, fields };
}
