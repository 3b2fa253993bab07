/**
 * Raising a chargeback (the operator CLI `chargebacks:raise`, or the sandbox simulator): the
 * customer's bank disputes a paid payment. In ONE database transaction the payment row is locked,
 * the chargeback row is written, and the disputed amount is held by a 'chargeback_hold' entry:
 *
 *   merchant_pending     −p   what of this payment has not settled yet (settlement's
 *   merchant_available   −a   takeFromPending: the run then settles only the rest, so it never
 *   merchant_disputed    +(p + a)   overdraws pending for this payment)
 *
 * The available part is a conditional debit: when the merchant's available balance cannot cover it
 * the raise is refused (409 INSUFFICIENT_FUNDS) and nothing is written; the operator raises it again
 * once the balance is there (docs/CHARGEBACKS.md). The merchant is notified in-app (same
 * transaction), by a `charge.dispute.create` webhook (same transaction) and by email (after commit).
 */
import { randomBytes } from 'node:crypto';
import { CHARGEBACK_ANSWER_DAYS } from '@payrail/contract/chargebacks';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { chargebacks, transactions } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { conflict, notFound, validation } from '#lib/errors.ts';
import { type Line, post } from '#modules/ledger/index.ts';
import { emailOwner, formatAmount, notify } from '#modules/notifications/index.ts';
import { takeFromPending } from '#modules/settlement/index.ts';
import { announceWebhooks, queueWebhook } from '#modules/webhooks/index.ts';
import { disputeMail, disputeWebhookData } from './chargeback-facts.ts';
import type { ChargebackRow } from './chargeback-view.ts';

const DAY_MS = 24 * 60 * 60_000;
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function chargebackReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `CB_${out}`;
}

export type RaiseInput = {
  /** The payment (PRL_…). */
  transactionReference: string;
  /** Only a payment of this merchant (the sandbox endpoint); the operator CLI may name any. */
  merchantId?: string | undefined;
  /** Minor units; the whole amount the payment kept when absent. */
  amount?: bigint | undefined;
  reason: string;
};

/** The hold's lines: the payment's unsettled part from pending, the rest from available. */
async function holdLines(tx: Tx, row: ChargebackRow, paymentReference: string): Promise<Line[]> {
  const split = await takeFromPending(tx, paymentReference, row.amount);
  const fromPending = split?.fromPending ?? 0n;
  const fromAvailable = split ? split.fromAvailable : row.amount;
  const own = (kind: 'merchant_pending' | 'merchant_available' | 'merchant_disputed') => ({
    merchantId: row.merchantId,
    kind,
    currency: row.currency,
  });
  const lines: Line[] = [{ account: own('merchant_disputed'), amount: row.amount }];
  if (fromPending > 0n) lines.push({ account: own('merchant_pending'), amount: -fromPending });
  if (fromAvailable > 0n) lines.push({ account: own('merchant_available'), amount: -fromAvailable });
  if (fromPending > 0n)
    await tx.update(chargebacks).set({ heldFromPending: fromPending }).where(eq(chargebacks.id, row.id));
  return lines;
}

export async function raiseChargeback(deps: Deps, input: RaiseInput): Promise<ChargebackRow> {
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.reference, input.transactionReference.toUpperCase()),
          input.merchantId ? eq(transactions.merchantId, input.merchantId) : undefined,
          inArray(transactions.status, ['success', 'underpaid']),
        ),
      )
      .for('update');
    if (!payment) throw notFound('No paid payment has this reference');
    const paid = payment.amountPaid - payment.amountRefunded;
    const amount = input.amount ?? paid;
    if (amount <= 0n || amount > paid)
      throw validation({ amount: [`The disputed amount must be between 1 and ${paid}`] });
    const [row] = await tx
      .insert(chargebacks)
      .values({
        reference: chargebackReference(),
        merchantId: payment.merchantId,
        transactionId: payment.id,
        currency: payment.currency,
        amount,
        reason: input.reason,
        dueAt: new Date(now.getTime() + CHARGEBACK_ANSWER_DAYS * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('This payment already has a chargeback');
    await post(tx, deps.clock, {
      merchantId: row.merchantId,
      kind: 'chargeback_hold',
      reference: row.reference,
      description: `Chargeback ${row.reference} on ${payment.reference}: amount held`,
      lines: await holdLines(tx, row, payment.reference),
    });
    const shown = formatAmount(amount, row.currency);
    await notify(tx, deps.clock, {
      merchantId: row.merchantId,
      transactionId: payment.id,
      kind: 'chargeback',
      title: `Chargeback raised: ${shown}`,
      body: `A customer disputed payment ${payment.reference} (${input.reason}). ${shown} is held until it is resolved. Answer by ${row.dueAt.toISOString().slice(0, 10)}.`,
    });
    await queueWebhook(tx, deps.clock, {
      merchantId: row.merchantId,
      transactionId: payment.id,
      event: 'charge.dispute.create',
      data: disputeWebhookData(row, payment.reference),
    });
    return { row, paymentReference: payment.reference };
  });
  announceWebhooks(deps.log);
  await emailOwner(deps, created.row.merchantId, (to, name) =>
    disputeMail(to, name, created.row, created.paymentReference, deps.config.appUrl),
  );
  return created.row;
}
