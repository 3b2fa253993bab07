/**
 * The OTP step of a card checkout (POST payment-links/checkout/{reference}/otp). The checkout is
 * claimed (otp_required → pending) before the processor is asked, so two racing submissions cannot
 * both charge. A wrong code may be retried: after MAX_OTP_ATTEMPTS wrong codes the checkout fails.
 * A submission left without an answer or a record (a crash) is ended by the reconcile job.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { settleReceived } from '@payrail/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';
import { AppError, validation } from '#lib/errors.ts';
import { hit } from '#lib/rate-limit.ts';
import { processorFor } from '#modules/processor/index.ts';
import { markFailed, settlePaid } from '#modules/settlement/index.ts';
import { CheckoutLimits, MAX_OTP_ATTEMPTS, type PayerCtx } from './limits.ts';
import { checkoutState, loadCheckout } from './state.ts';

const notWaiting = () =>
  new AppError(ErrorCode.CHECKOUT_NOT_AWAITING_OTP, 'This payment is not waiting for an OTP');

export async function submitOtp(ctx: PayerCtx, { reference, otp }: { reference: string; otp: string }) {
  const { deps } = ctx;
  await hit(deps.db, deps.clock, CheckoutLimits.action, ctx.actor.ip);
  const processor = processorFor(deps.config, deps.db);
  const { t, linkRef, linkName } = await loadCheckout(ctx, { reference });
  if (t.status !== 'otp_required' || !t.processorRef) throw notWaiting();
  const now = deps.clock.now();
  const claimed = await deps.db
    .update(transactions)
    .set({ status: 'pending', updatedAt: now })
    .where(and(eq(transactions.id, t.id), eq(transactions.status, 'otp_required')))
    .returning({ id: transactions.id });
  if (!claimed.length) throw notWaiting();

  const result = await processor
    .submitOtp({ reference: t.reference, processorRef: t.processorRef, otp })
    .catch((err: unknown) => {
      deps.log.warn({ err, reference }, 'OTP submission got no answer');
      return undefined;
    });
  // No answer may still have approved it: the checkout then stays pending and the reconcile job
  // asks the processor (approved: settled; still waiting for the code: back to otp_required).
  if (result?.kind === 'approved') {
    const quote = { amount: t.amount, fee: t.fee, total: t.total, bearer: t.feeBearer };
    await settlePaid(ctx, {
      id: t.id,
      from: ['pending'],
      settlement: settleReceived(quote, t.total, 'merchant'),
      received: t.total,
      link: { ref: linkRef, name: linkName },
    });
  } else if (result?.kind === 'declined') {
    await markFailed(ctx, { id: t.id, from: ['pending'], reason: result.reason });
  } else if (result) {
    const attempts = t.otpAttempts + 1;
    if (attempts >= MAX_OTP_ATTEMPTS) {
      await deps.db.update(transactions).set({ otpAttempts: attempts }).where(eq(transactions.id, t.id));
      await markFailed(ctx, { id: t.id, from: ['pending'], reason: 'Too many incorrect OTP attempts' });
    } else {
      await deps.db
        .update(transactions)
        .set({ status: 'otp_required', otpAttempts: sql`${transactions.otpAttempts} + 1`, updatedAt: now })
        .where(and(eq(transactions.id, t.id), eq(transactions.status, 'pending')));
      const left = MAX_OTP_ATTEMPTS - attempts;
      throw validation(
        { otp: [`That code is not correct. ${left} attempt${left === 1 ? '' : 's'} left.`] },
        'That code is not correct',
      );
    }
  }
  return checkoutState(ctx, { reference });
}
