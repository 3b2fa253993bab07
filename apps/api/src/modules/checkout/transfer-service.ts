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
import { markFailed, settlePaid } from './settle.ts';
import { checkoutState, expireIfDue, loadCheckout, TRANSFER_EXPIRED, USSD_EXPIRED } from './state.ts';

const conflict = (code: string, message: string) => new AppError(code, 409, message);
const notAwaitingTransfer = () =>
  conflict('CHECKOUT_NOT_AWAITING_TRANSFER', 'This checkout is not waiting for a transfer');

/** A transfer reached one of our accounts. Returns the transaction's reference. */
export async function transferReceived(deps: Deps, event: TransferReceived): Promise<string> {
  const [row] = await deps.db
    .select({ t: transactions, va: virtualAccounts })
    .from(virtualAccounts)
    .innerJoin(transactions, eq(transactions.id, virtualAccounts.transactionId))
    .where(eq(virtualAccounts.accountNumber, event.accountNumber))
    .limit(1);
  if (!row) throw notFound('No checkout uses this account number');
  const { t, va } = row;
  if (t.status !== 'awaiting_transfer') throw notAwaitingTransfer();
  if (va.expiresAt.getTime() <= deps.clock.now().getTime()) {
    await markFailed(deps, t.id, ['awaiting_transfer'], TRANSFER_EXPIRED);
    throw conflict('TRANSFER_ACCOUNT_EXPIRED', 'This transfer account has expired');
  }
  const quote = { amount: t.amount, fee: t.fee, total: t.total, bearer: t.feeBearer };
  const s = settleReceived(quote, event.amount, t.wrongTransferBearer ?? 'merchant');
  let applied: boolean;
  if (s.outcome === 'refused') {
    const short = formatAmount(t.total - event.amount, t.currency);
    applied = await markFailed(
      deps,
      t.id,
      ['awaiting_transfer'],
      `The transfer was ${short} short of the amount due and has been returned`,
      { received: event.amount, refunded: s.refund },
    );
  } else {
    applied = await settlePaid(deps, t.id, ['awaiting_transfer'], s, event.amount);
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
  if (await expireIfDue(deps, c))
    throw c.t.channel === 'ussd'
      ? conflict('USSD_EXPIRED', USSD_EXPIRED)
      : conflict('TRANSFER_ACCOUNT_EXPIRED', 'This transfer account has expired');
  const { t, va } = c;
  if (t.channel === 'bank_transfer' && va) {
    const received = amount === undefined ? t.total : BigInt(amount);
    await transferReceived(deps, processor.simulateTransfer!(va.accountNumber, received));
  } else if (t.channel === 'ussd') {
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
