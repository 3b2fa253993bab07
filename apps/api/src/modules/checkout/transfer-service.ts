/**
 * Bank transfers arriving (a live acquirer reports them by webhook; the sandbox simulates them
 * from the pay page) and the sandbox's USSD completion.
 *
 * The amount is judged by the wrong-transfer rule in force when the checkout started
 * (money.ts `settleReceived`): with 'merchant' whatever arrives is accepted (short: paid for what
 * arrived; excess: credited to the merchant); with 'customer' a short transfer fails and is
 * returned in full, an excess is returned. The ledger never records more than was kept.
 */
import { settleReceived } from '@payrail/contract/money';
import { eq } from 'drizzle-orm';
import { transactions, virtualAccounts } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError, notFound, validation } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { formatAmount } from '../notifications/notify.ts';
import type { TransferReceived } from '../processor/adapter.ts';
import { processorFor } from '../processor/processor.ts';
import { CheckoutLimits } from './limits.ts';
import { returnMoney } from './refunds.ts';
import { settlePaid } from './settle.ts';
import { checkoutState, expireIfDue, loadCheckout, TRANSFER_EXPIRED, USSD_EXPIRED } from './state.ts';

const conflict = (code: string, message: string) => new AppError(code, 409, message);
const notAwaitingTransfer = () =>
  conflict('CHECKOUT_NOT_AWAITING_TRANSFER', 'This checkout is not waiting for a transfer');

/**
 * A transfer reached one of our accounts. Returns the transaction's reference.
 *
 * Money that is not kept goes back through the refund job (refunds.ts): a transfer to an expired
 * account (the checkout fails, or has failed, for its window; answered 409), a short transfer the
 * wrong-transfer rule refuses, and the excess over the total when the rule says so.
 */
export async function transferReceived(deps: Deps, event: TransferReceived): Promise<string> {
  const [row] = await deps.db
    .select({ t: transactions, va: virtualAccounts })
    .from(virtualAccounts)
    .innerJoin(transactions, eq(transactions.id, virtualAccounts.transactionId))
    .where(eq(virtualAccounts.accountNumber, event.accountNumber))
    .limit(1);
  if (!row) throw notFound('No checkout uses this account number');
  const { t, va } = row;
  const expired = va.expiresAt.getTime() <= deps.clock.now().getTime();
  const closedByExpiry = t.status === 'failed' && t.failureReason === TRANSFER_EXPIRED;
  if (expired && (t.status === 'awaiting_transfer' || closedByExpiry)) {
    await returnMoney(deps, t, {
      amount: event.amount,
      reason: 'late_transfer',
      sourceKey: `late:${event.transferId}`,
      record: true,
      ...(closedByExpiry ? {} : { fail: { from: ['awaiting_transfer'], reason: TRANSFER_EXPIRED } }),
    });
    throw conflict('TRANSFER_ACCOUNT_EXPIRED', 'This transfer account has expired');
  }
  if (t.status !== 'awaiting_transfer') throw notAwaitingTransfer();
  const quote = { amount: t.amount, fee: t.fee, total: t.total, bearer: t.feeBearer };
  const s = settleReceived(quote, event.amount, t.wrongTransferBearer ?? 'merchant');
  let applied: boolean;
  if (s.outcome === 'refused') {
    const short = formatAmount(t.total - event.amount, t.currency);
    applied = await returnMoney(deps, t, {
      amount: s.refund,
      reason: 'short_transfer',
      sourceKey: `short:${t.reference}`,
      record: true,
      fail: {
        from: ['awaiting_transfer'],
        reason: `The transfer was ${short} short of the amount due and has been returned`,
      },
    });
  } else {
    applied = await settlePaid(deps, t.id, ['awaiting_transfer'], s, event.amount);
    // The settlement recorded the excess on the transaction (amount_refunded); this sends it back.
    if (applied && s.refund > 0n)
      await returnMoney(deps, t, {
        amount: s.refund,
        reason: 'excess_transfer',
        sourceKey: `excess:${t.reference}`,
        record: false,
      });
  }
  // Another notice of the same transfer got there first: it was applied once, by that one.
  if (!applied) throw notAwaitingTransfer();
  return t.reference;
}

/** Sandbox only (404 in live mode): the customer's transfer or USSD payment arrives. */
export async function simulatePayment(deps: Deps, reference: string, amount: number | undefined, ip: string) {
  if (deps.config.mode !== 'sandbox') throw notFound();
  await hit(deps.db, deps.clock, CheckoutLimits.action, ip);
  const processor = processorFor(deps.config);
  const c = await loadCheckout(deps, reference);
  const { t, va } = c;
  if (t.channel === 'bank_transfer' && va) {
    // Late too: the money arrives whatever the clock says, and goes back (409, and a refund).
    const received = amount === undefined ? t.total : BigInt(amount);
    await transferReceived(deps, processor.simulateTransfer!(va.accountNumber, received));
  } else if (t.channel === 'ussd') {
    if (await expireIfDue(deps, c)) throw conflict('USSD_EXPIRED', USSD_EXPIRED);
    if (amount !== undefined && BigInt(amount) !== t.total)
      throw validation({ amount: ['A USSD payment is always the exact total'] });
    if (t.status !== 'pending' || !t.ussdCode)
      throw conflict('CHECKOUT_NOT_AWAITING_PAYMENT', 'This checkout is not waiting for a payment');
    const settled = await settlePaid(
      deps,
      t.id,
      ['pending'],
      settleReceived({ ...t, bearer: t.feeBearer }, t.total, 'merchant'),
      t.total,
    );
    if (!settled)
      throw conflict('CHECKOUT_NOT_AWAITING_PAYMENT', 'This checkout is not waiting for a payment');
  } else {
    throw conflict('NOT_SIMULATABLE', 'Only a bank transfer or USSD checkout can be simulated');
  }
  return checkoutState(deps, reference, processor.sandbox);
}
