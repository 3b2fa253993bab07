/**
 * One transaction as its details screen shows it: the payment, how it was paid (card, the account
 * issued for a transfer, the USSD code), its link, a timeline of what happened to it, and the
 * webhook events sent about it. Another merchant's id, an id not shaped like one, and a primary
 * or another sub-account's transaction asked by a member limited to sub-accounts are all the same
 * 404 (`visibleTransactions`); its webhook deliveries are read only once the payment is visible.
 */
import type { TimelineEvent, TransactionDetails } from '@payrail/contract/transactions';
import { and, asc, eq } from 'drizzle-orm';
import {
  paymentLinks,
  refunds,
  transactions,
  virtualAccounts,
  webhookAttempts,
  webhookDeliveries,
} from '#db/schema/index.ts';
import { notFound } from '#lib/errors.ts';
import { jsonAmount } from './json-amount.ts';
import { type TransactionReadCtx, visibleTransactions } from './transaction-filters.ts';
import { type TransactionRow, toTransaction } from './transaction-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** At most this many webhook deliveries are listed (newest last). */
const MAX_DELIVERIES = 50;

export const transactionNotFound = () => notFound('Transaction not found');

type Refund = typeof refunds.$inferSelect;
type Account = typeof virtualAccounts.$inferSelect;

/** What happened, oldest first, from the row, its transfer account and its refunds. */
export function timelineOf(t: TransactionRow, account: Account | undefined, returned: Refund[]) {
  const events: TimelineEvent[] = [];
  const add = (event: TimelineEvent['event'], at: Date, amount: bigint | null, detail: string | null) =>
    events.push({ event, at: at.toISOString(), amount: amount === null ? null : jsonAmount(amount), detail });
  add('created', t.createdAt, t.total, null);
  if (account)
    add(
      'transfer_account_issued',
      account.createdAt,
      account.amount,
      `${account.bankName} ${account.accountNumber}`,
    );
  if (t.status === 'otp_required') add('otp_requested', t.updatedAt, null, null);
  if (t.channel === 'bank_transfer' && t.amountReceived > 0n)
    add('transfer_received', t.paidAt ?? t.updatedAt, t.amountReceived, null);
  if (t.status === 'success' && t.paidAt) add('paid', t.paidAt, t.amountPaid, null);
  if (t.status === 'underpaid' && t.paidAt) add('underpaid', t.paidAt, t.amountPaid, null);
  if (t.status === 'failed') add('failed', t.updatedAt, null, t.failureReason);
  for (const r of returned) {
    const reason = r.reason.replace('_', ' ');
    add('refund_started', r.createdAt, r.amount, reason);
    if (r.status === 'succeeded') add('refunded', r.refundedAt ?? r.updatedAt, r.amount, reason);
    if (r.status === 'failed') add('refund_failed', r.updatedAt, r.amount, r.lastError);
  }
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

export async function transactionDetails(
  ctx: TransactionReadCtx,
  { id }: { id: string },
): Promise<TransactionDetails> {
  if (!UUID.test(id)) throw transactionNotFound();
  const { db } = ctx.deps;
  // Three statements, two of them side by side (each statement is a socket write and a reply:
  // most of the server's CPU on a read): the row with its link and its transfer account (at most
  // one: the account's transaction_id is unique), its refunds, its deliveries with their tries.
  const [row] = await db
    .select({ t: transactions, link: paymentLinks, account: virtualAccounts })
    .from(transactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .leftJoin(virtualAccounts, eq(virtualAccounts.transactionId, transactions.id))
    .where(and(eq(transactions.id, id), visibleTransactions(ctx)))
    .limit(1);
  if (!row) throw transactionNotFound();
  const { t, link, account } = row;
  const listed = db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.transactionId, t.id), eq(webhookDeliveries.merchantId, t.merchantId)))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
    .limit(MAX_DELIVERIES)
    .as('listed');
  const [returned, rows] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.transactionId, t.id)).orderBy(asc(refunds.createdAt)),
    db
      .select({
        d: {
          id: listed.id,
          event: listed.event,
          status: listed.status,
          attempts: listed.attempts,
          nextAttemptAt: listed.nextAttemptAt,
          createdAt: listed.createdAt,
        },
        a: webhookAttempts,
      })
      .from(listed)
      .leftJoin(webhookAttempts, eq(webhookAttempts.deliveryId, listed.id))
      .orderBy(asc(listed.createdAt), asc(listed.id), asc(webhookAttempts.attempt)),
  ]);
  const deliveries = [...new Map(rows.map((r) => [r.d.id, r.d])).values()];
  const tries = rows.flatMap((r) => (r.a ? [r.a] : []));
  return {
    ...toTransaction(t, link?.ref ?? null, link?.customFields),
    id: t.id,
    amountReceived: t.channel === 'bank_transfer' ? jsonAmount(t.amountReceived) : null,
    channelDetails: {
      card:
        t.cardBrand && t.cardBin && t.cardLast4
          ? { brand: t.cardBrand, bin: t.cardBin, last4: t.cardLast4 }
          : null,
      transfer: account
        ? {
            accountNumber: account.accountNumber,
            bankName: account.bankName,
            accountName: account.accountName,
            expiresAt: account.expiresAt.toISOString(),
          }
        : null,
      ussd: t.ussdCode ? { code: t.ussdCode } : null,
    },
    paymentLink: link ? { ref: link.ref, name: link.name } : null,
    timeline: timelineOf(t, account ?? undefined, returned),
    webhookDeliveries: deliveries.map((d) => ({
      id: d.id,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
      createdAt: d.createdAt.toISOString(),
      tries: tries
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          attempt: a.attempt,
          outcome: a.outcome,
          responseStatus: a.responseStatus,
          durationMs: a.durationMs,
          error: a.error,
          at: a.startedAt.toISOString(),
        })),
    })),
  };
}
