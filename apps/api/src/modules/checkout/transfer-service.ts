/**
 * Bank transfers arriving (a live acquirer reports them by webhook; the sandbox simulates them
 * from the pay page) and the sandbox's USSD completion.
 *
 * The amount is judged by the wrong-transfer rule in force when the checkout started
 * (money.ts `settleReceived`), which says who bears a wrong amount:
 * - 'customer': a short transfer is refused and returned in full, and the checkout fails with a
 *   reason that says so and what happens next ("You sent ₦x of ₦y. Only the full amount can be
 *   accepted, so your ₦x is being returned to the account it came from."; the refund job sends it,
 *   so it is never said to be back already); an excess is returned and the checkout is `success`;
 * - 'merchant' (the default: the merchant accepts short payments): a short transfer is kept and
 *   the checkout ends `underpaid` — never `success` — (settlement/settle.ts decides it on the row: kept less
 *   than the total), announced as a part payment with both amounts and by `charge.underpaid`; an
 *   excess is credited to the merchant and the checkout is `success`.
 * An exact transfer is `success`. The ledger never records more than was kept.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { settleReceived } from '@payrail/contract/money';
import type { LinkCurrency } from '@payrail/contract/payments';
import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { transactions, virtualAccounts } from '#db/schema/index.ts';
import { conflict, notFound, validation } from '#lib/errors.ts';
import { hit } from '#lib/rate-limit.ts';
import { perPaymentLimit } from '#modules/account-limits/index.ts';
import { formatAmount } from '#modules/notifications/index.ts';
import type { TransferReceived } from '#modules/processor/index.ts';
import { processorFor } from '#modules/processor/index.ts';
import { holdRefund, returnMoney } from '#modules/refunds/index.ts';
import { queueChargeFailed, settlePaid } from '#modules/settlement/index.ts';
import { announceWebhooks } from '#modules/webhooks/index.ts';
import { CheckoutLimits, type PayerCtx } from './limits.ts';
import {
  type CheckoutCtx,
  checkoutState,
  expireIfDue,
  loadCheckout,
  sentOf,
  TRANSFER_EXPIRED,
  USSD_EXPIRED,
} from './state.ts';

/** What happens to a refused transfer: it goes back through the refund job, so "is being returned". */
const returning = (amount: bigint, currency: string) =>
  `Only the full amount can be accepted, so your ${formatAmount(amount, currency)} is being returned to the account it came from.`;

const notAwaitingTransfer = () =>
  conflict('This checkout is not waiting for a transfer', ErrorCode.CHECKOUT_NOT_AWAITING_TRANSFER);

/**
 * A transfer reached one of our accounts. Returns the transaction's reference.
 *
 * Each transfer is applied once, by the acquirer's transfer id: the one that pays the checkout is
 * kept on it (`processor_ref`), and every refund is keyed by it. Money that is not kept goes back
 * through the refund job (refunds/): a transfer to an expired account (the checkout fails, or has
 * failed, for its window; 409), another transfer to a checkout already finished (409), a short
 * transfer the wrong-transfer rule refuses, and the excess over the total when the rule says so.
 */

/** The `charge.failed` webhook of a checkout a returned transfer fails, in the same transaction. */
const chargeFailed = (ctx: Pick<PayerCtx, 'deps'>, id: string) => (tx: Tx) => queueChargeFailed(ctx, tx, id);

export async function transferReceived(ctx: CheckoutCtx, event: TransferReceived): Promise<string> {
  // A transfer that lost a race to finish the checkout is judged again, as what it now is.
  const first = await applyTransfer(ctx, event);
  if (first !== RACED) return first;
  const second = await applyTransfer(ctx, event);
  if (second === RACED) throw notAwaitingTransfer();
  return second;
}

const RACED = Symbol('raced');

async function applyTransfer(ctx: CheckoutCtx, event: TransferReceived): Promise<string | typeof RACED> {
  const { deps } = ctx;
  const [row] = await deps.db
    .select({ t: transactions, va: virtualAccounts })
    .from(virtualAccounts)
    .innerJoin(transactions, eq(transactions.id, virtualAccounts.transactionId))
    .where(eq(virtualAccounts.accountNumber, event.accountNumber))
    .limit(1);
  if (!row) throw notFound('No checkout uses this account number');
  const { t, va } = row;
  const sourceKey = `transfer:${event.transferId}`;
  const expired = va.expiresAt.getTime() <= deps.clock.now().getTime();
  if (t.status !== 'awaiting_transfer' || expired) {
    // A repeated notice of the transfer that paid it was applied once, by the first.
    if (t.processorRef === event.transferId) throw notAwaitingTransfer();
    const open = t.status === 'awaiting_transfer';
    const returned = await returnMoney(ctx, {
      transaction: t,
      amount: event.amount,
      reason: expired ? 'late_transfer' : 'unexpected_transfer',
      sourceKey,
      record: true,
      ...(open
        ? {
            fail: { from: ['awaiting_transfer'], reason: TRANSFER_EXPIRED },
            onFailed: chargeFailed(ctx, t.id),
          }
        : {}),
    });
    if (open && returned === 'returned') announceWebhooks(deps.log);
    if (returned === 'stale') return RACED;
    throw expired
      ? conflict('This transfer account has expired', ErrorCode.TRANSFER_ACCOUNT_EXPIRED)
      : notAwaitingTransfer();
  }
  const quote = { amount: t.amount, fee: t.fee, total: t.total, bearer: t.feeBearer };
  const bearer = t.wrongTransferBearer ?? 'merchant';
  // An excess the merchant keeps stops at their per-payment limit; the rest is returned.
  const keepAtMost =
    bearer === 'merchant' && event.amount > t.total
      ? await perPaymentLimit(deps.db, { merchantId: t.merchantId, currency: t.currency as LinkCurrency })
      : undefined;
  const s = settleReceived(quote, event.amount, bearer, keepAtMost);
  if (s.outcome === 'refused') {
    const returned = await returnMoney(ctx, {
      transaction: t,
      amount: s.refund,
      reason: 'short_transfer',
      sourceKey,
      record: true,
      fail: {
        from: ['awaiting_transfer'],
        reason: `${sentOf(event.amount, t.total, t.currency)} ${returning(event.amount, t.currency)}`,
      },
      onFailed: chargeFailed(ctx, t.id),
    });
    if (returned === 'returned') announceWebhooks(deps.log);
    if (returned === 'duplicate') throw notAwaitingTransfer();
    return returned === 'stale' ? RACED : t.reference;
  }
  // The settlement keeps the transfer's id and, in its own transaction, holds any excess for return.
  const applied = await settlePaid(ctx, {
    id: t.id,
    from: ['awaiting_transfer'],
    settlement: s,
    received: event.amount,
    alsoInTx: async (tx) => {
      await tx.update(transactions).set({ processorRef: event.transferId }).where(eq(transactions.id, t.id));
      if (s.refund > 0n)
        await holdRefund(ctx, tx, {
          transaction: t,
          amount: s.refund,
          reason: 'excess_transfer',
          sourceKey,
          record: false,
        });
    },
  });
  return applied ? t.reference : RACED;
}

/** Sandbox only (404 in live mode): the customer's transfer or USSD payment arrives. */
export async function simulatePayment(
  ctx: PayerCtx,
  { reference, amount }: { reference: string; amount?: number | undefined },
) {
  const { deps } = ctx;
  if (deps.config.mode !== 'sandbox') throw notFound();
  await hit(deps.db, deps.clock, CheckoutLimits.action, ctx.actor.ip);
  const processor = processorFor(deps.config);
  const c = await loadCheckout(ctx, { reference });
  const { t, va } = c;
  if (t.channel === 'bank_transfer' && va) {
    // Late too: the money arrives whatever the clock says, and goes back (409, and a refund).
    const received = amount === undefined ? t.total : BigInt(amount);
    await transferReceived(ctx, processor.simulateTransfer!(va.accountNumber, received));
  } else if (t.channel === 'ussd') {
    if (await expireIfDue(ctx, c)) throw conflict(USSD_EXPIRED, ErrorCode.USSD_EXPIRED);
    if (amount !== undefined && BigInt(amount) !== t.total)
      throw validation({ amount: ['A USSD payment is always the exact total'] });
    if (t.status !== 'pending' || !t.ussdCode)
      throw conflict('This checkout is not waiting for a payment', ErrorCode.CHECKOUT_NOT_AWAITING_PAYMENT);
    const settled = await settlePaid(ctx, {
      id: t.id,
      from: ['pending'],
      settlement: settleReceived({ ...t, bearer: t.feeBearer }, t.total, 'merchant'),
      received: t.total,
    });
    if (!settled)
      throw conflict('This checkout is not waiting for a payment', ErrorCode.CHECKOUT_NOT_AWAITING_PAYMENT);
  } else {
    throw conflict('Only a bank transfer or USSD checkout can be simulated', ErrorCode.NOT_SIMULATABLE);
  }
  return checkoutState(ctx, { reference });
}
