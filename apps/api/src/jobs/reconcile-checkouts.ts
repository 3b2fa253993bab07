/**
 * The scheduled job that ends card checkouts left between the processor and our database: a
 * checkout still `pending` two minutes after its card went to the processor (the server died, or
 * an error came between the approval and its record) is asked of the processor by its reference
 * (the charge's idempotency key) and ended once:
 * - approved → settled through settlement/settle.ts (guarded by the status: a request finishing it at the
 *   same moment settles it once); one that cannot be settled (its link or merchant is gone, or it
 *   still fails after an hour of tries) is voided at the processor and failed;
 * - declined → failed with the issuer's reason; voided or unknown → failed (an unknown charge is
 *   voided first, so an authorization still on its way cannot charge it later);
 * - waiting for its OTP → back to `otp_required`, so the customer can enter the code.
 * A checkout left at `otp_required` for 30 minutes is voided and failed (its usage slot returns).
 * The Idempotency-Key it was started with then stores the outcome, so a replay answers it.
 */
import { TRANSFER_WINDOW_MS } from '@payrail/contract/checkout';
import { settleReceived } from '@payrail/contract/money';
import { and, asc, eq, lte } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { checkoutState, completeFor, loadCheckout, stateMessage } from '#modules/checkout/index.ts';
import type { ProcessorAdapter } from '#modules/processor/index.ts';
import { processorFor } from '#modules/processor/index.ts';
import { markFailed, settlePaid } from '#modules/settlement/index.ts';

/** A pending card checkout this old has lost the request that was settling it. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** An approval that still cannot be settled after this long is voided. */
export const GIVE_UP_AFTER_MS = 60 * 60_000;
/** At most this many of each kind per run; the next run (a minute later) takes the rest. */
export const RECONCILE_BATCH = 200;

export const NOT_CHARGED = 'The card was not charged';
export const VOIDED_UNRECORDED = 'The payment could not be recorded, so the charge was voided';
export const OTP_EXPIRED = 'The OTP was not entered in time';

type Open = typeof transactions.$inferSelect;
type Outcome = 'settled' | 'failed' | 'reopened' | 'voided' | 'left';
export type ReconcileSummary = Record<Outcome | 'errors', number>;

export async function reconcileCheckouts(deps: Deps): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { settled: 0, failed: 0, reopened: 0, voided: 0, left: 0, errors: 0 };
  if (deps.config.mode !== 'sandbox') return summary; // no acquirer integrated in live mode yet
  const processor = processorFor(deps.config, deps.db);
  const now = deps.clock.now().getTime();
  const open = (status: 'pending' | 'otp_required', olderThanMs: number) =>
    deps.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.channel, 'card'),
          eq(transactions.status, status),
          lte(transactions.updatedAt, new Date(now - olderThanMs)),
        ),
      )
      .orderBy(asc(transactions.updatedAt))
      .limit(RECONCILE_BATCH);
  const [pending, waiting] = await Promise.all([
    open('pending', RECONCILE_AFTER_MS),
    open('otp_required', TRANSFER_WINDOW_MS),
  ]);
  const run = async (t: Open, work: () => Promise<Outcome>) => {
    try {
      const outcome = await work();
      summary[outcome]++;
      if (outcome !== 'left' && outcome !== 'reopened') await storeAnswer(deps, t);
    } catch (err) {
      summary.errors++;
      deps.log.error({ err, reference: t.reference }, 'card checkout not reconciled; the next run retries');
    }
  };
  for (const t of pending) await run(t, () => reconcileOne(deps, processor, t));
  for (const t of waiting) await run(t, () => expireOtp(deps, processor, t));
  if (pending.length || waiting.length) deps.log.info({ ...summary }, 'reconciled card checkouts');
  return summary;
}

/** Ends one pending card checkout from what the processor knows of its charge. */
export async function reconcileOne(deps: Deps, processor: ProcessorAdapter, t: Open): Promise<Outcome> {
  const charge = await processor.getCharge(t.reference);
  if (charge.state === 'declined')
    return (await markFailed({ deps }, { id: t.id, from: ['pending'], reason: charge.reason }))
      ? 'failed'
      : 'left';
  if (charge.state === 'otp_required') {
    const [back] = await deps.db
      .update(transactions)
      .set({ status: 'otp_required', processorRef: charge.processorRef, updatedAt: deps.clock.now() })
      .where(and(eq(transactions.id, t.id), eq(transactions.status, 'pending')))
      .returning({ id: transactions.id });
    return back ? 'reopened' : 'left';
  }
  if (charge.state !== 'approved') {
    // Unknown: void it first, so an authorization still on its way is declined rather than charged.
    if (charge.state === 'not_found') await processor.voidCharge(t.reference, deps.clock.now());
    return (await markFailed({ deps }, { id: t.id, from: ['pending'], reason: NOT_CHARGED }))
      ? 'failed'
      : 'left';
  }
  const link = await loadCheckout({ deps }, { reference: t.reference }).catch((e: unknown) => {
    if (e instanceof AppError && e.status === 404) return undefined;
    throw e;
  });
  if (!link) return voidAndFail(deps, processor, t);
  const quote = { amount: t.amount, fee: t.fee, total: t.total, bearer: t.feeBearer };
  try {
    const settled = await settlePaid(
      { deps },
      {
        id: t.id,
        from: ['pending'],
        settlement: settleReceived(quote, t.total, 'merchant'),
        received: t.total,
        link: { ref: link.linkRef, name: link.linkName },
        alsoInTx: async (tx) => {
          await tx
            .update(transactions)
            .set({ processorRef: charge.processorRef })
            .where(eq(transactions.id, t.id));
        },
      },
    );
    return settled ? 'settled' : 'left';
  } catch (err) {
    if (deps.clock.now().getTime() - t.updatedAt.getTime() < GIVE_UP_AFTER_MS) throw err;
    deps.log.error({ err, reference: t.reference }, 'approved card payment cannot be settled: voiding it');
    return voidAndFail(deps, processor, t);
  }
}

async function voidAndFail(deps: Deps, processor: ProcessorAdapter, t: Open): Promise<Outcome> {
  await processor.voidCharge(t.reference, deps.clock.now());
  return (await markFailed({ deps }, { id: t.id, from: ['pending'], reason: VOIDED_UNRECORDED }))
    ? 'voided'
    : 'left';
}

/** A checkout whose OTP never came: voided (a late code is then declined) and failed. */
async function expireOtp(deps: Deps, processor: ProcessorAdapter, t: Open): Promise<Outcome> {
  await processor.voidCharge(t.reference, deps.clock.now());
  return (await markFailed({ deps }, { id: t.id, from: ['otp_required'], reason: OTP_EXPIRED }))
    ? 'failed'
    : 'left';
}

/** The key the checkout was started with answers its outcome from now on. */
async function storeAnswer(deps: Deps, t: Open): Promise<void> {
  if (!t.idempotencyKey || !t.linkId) return;
  const state = await checkoutState({ deps }, { reference: t.reference }).catch(() => undefined);
  if (!state) return;
  await completeFor(
    { deps },
    {
      linkId: t.linkId,
      key: t.idempotencyKey,
      reference: t.reference,
      answer: { message: stateMessage(state), responseBody: state },
    },
  );
}
