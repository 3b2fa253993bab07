/**
 * The end of a checkout. A payment settles in ONE database transaction: the transaction row turns
 * success (only from the status the caller expects, so two racing completions settle once), the
 * customer is created or updated, the link's usage grows, the ledger entry is posted, the merchant
 * gets an in-app notification and a `charge.success` webhook is queued. The owner's email and the
 * payer's receipt go after commit (a failed send is logged, never a failed payment). A failure records its reason on the row (the funnel reads it from there).
 *
 * A payment that keeps less than the total (a short bank transfer the merchant accepts) turns
 * `underpaid` instead, never `success`, decided on the row itself in the same update: its notice,
 * email and webhook (`charge.underpaid`) say part payment (payment-facts.ts).
 */
import type { Settlement } from '@payrail/contract/money';
import type { TransactionStatus } from '@payrail/contract/payments';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { initializedPayments, merchants, paymentLinks, transactions, users } from '#db/schema/index.ts';
import type { PublicCtx } from '#lib/context.ts';
import type { Mail } from '#mail/mailer.ts';
import { recordCustomerPayment } from '#modules/customers/index.ts';
import { post } from '#modules/ledger/index.ts';
import { notify } from '#modules/notifications/index.ts';
import type { TransactionRow } from '#modules/transactions/index.ts';
import { announceWebhooks, queueWebhook, queueWebhookCte } from '#modules/webhooks/index.ts';
import { mailBrand } from '#modules/white-labelling/index.ts';
import { paymentEntry, splitNet } from './payment-entry.ts';
import {
  type LinkFacts,
  paymentMail,
  paymentNotice,
  paymentWebhook,
  receiptMail,
  webhookData,
} from './payment-facts.ts';
import { paymentSplit } from './payment-split.ts';

type PaidStatus = 'success' | 'underpaid';
/** `underpaid` when the payment keeps less than the row's total (a short transfer accepted), else `success`. */
const paidStatus = (paid: bigint) =>
  sql<PaidStatus>`case when ${paid.toString()}::bigint < ${transactions.total} then 'underpaid' else 'success' end`;

/** What settling needs of the request context (a job passes just its deps). */
export type SettleCtx = Pick<PublicCtx, 'deps'>;

export type SettlePaid = {
  /** The transaction's id. */
  id: string;
  /** Settled only from one of these statuses (so two racing completions settle once). */
  from: TransactionStatus[];
  settlement: Settlement;
  /** What arrived (a bank transfer's amount; a card's total). */
  received: bigint;
  /** The link when the caller has it (saves a query); without its custom fields it is read here. */
  link?: LinkFacts;
  /** More work in the settling transaction (a bank transfer's excess held for its refund). */
  alsoInTx?: (tx: Tx) => Promise<void>;
};

/** Settles a payment; false when it was no longer in one of `from` (someone else finished it). */
export async function settlePaid({ deps }: SettleCtx, input: SettlePaid): Promise<boolean> {
  const { id, from, settlement: s, received, link: known, alsoInTx } = input;
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const [t] = await tx
      .update(transactions)
      .set({
        status: paidStatus(s.paid),
        amountPaid: s.paid,
        fee: s.fee,
        net: s.net,
        amountReceived: received,
        amountRefunded: s.refund,
        paidAt: now,
        updatedAt: now,
      })
      .where(and(eq(transactions.id, id), inArray(transactions.status, from)))
      .returning();
    if (!t) return undefined;
    await alsoInTx?.(tx);
    // Rows many payments share (the balances, the link's usage count) are touched last, so their
    // locks are held for the fewest statements before commit. Lock order is the same in every
    // payment (customer, balances by account id, link), so two payments cannot deadlock.
    // The link's custom fields label the payer's answers (notice, email, webhook): read unless known.
    const [link] =
      t.linkId && !known?.customFields
        ? await tx
            .select({
              ref: paymentLinks.ref,
              name: paymentLinks.name,
              customFields: paymentLinks.customFields,
              api: { reference: initializedPayments.reference, metadata: initializedPayments.metadata },
            })
            .from(paymentLinks)
            .leftJoin(initializedPayments, eq(initializedPayments.linkId, paymentLinks.id))
            .where(eq(paymentLinks.id, t.linkId))
        : known
          ? [known]
          : [];
    await notify(tx, deps.clock, paymentNotice(t, s, link));
    // The customer and the queued `charge.success` (or `charge.underpaid`) webhook: one statement.
    const hook = paymentWebhook(t, s, link);
    await recordCustomerPayment(
      tx,
      {
        merchantId: t.merchantId,
        customer: { email: t.customerEmail, name: t.customerName, phone: t.customerPhone },
        currency: t.currency,
        amount: s.paid,
        at: now,
        transactionId: t.id,
      },
      [
        queueWebhookCte({
          name: 'webhook',
          merchantId: t.merchantId,
          transactionId: t.id,
          event: hook.event,
          data: hook.data,
          now,
        }),
      ],
    );
    // On a sub-account's link the net is split with it in the same entry (payment-entry.ts).
    const split = await paymentSplit(tx, t);
    await post(tx, deps.clock, paymentEntry(t.merchantId, t.reference, t.currency, s, split));
    // The sub-account's share goes on the row too (its stats read it there), as the entry credits it.
    if (split)
      await tx
        .update(transactions)
        .set({ subAccountShare: splitNet(t.currency, s, split).subAccount })
        .where(eq(transactions.id, t.id));
    // A checkout holding a usage slot was counted by its status change (trigger, migration 0016).
    if (t.linkId && !t.usageSlot)
      await tx
        .update(paymentLinks)
        .set({ usageCount: sql`${paymentLinks.usageCount} + 1` })
        .where(and(eq(paymentLinks.id, t.linkId), isNotNull(paymentLinks.usageLimit)));
    return { t, link };
  });
  if (!done) return false;
  const { t, link } = done;
  announceWebhooks(deps.log);
  await emailAfterPayment({ deps }, t, s, link);
  return true;
}

/**
 * After commit: the owner's email and the payer's receipt. The owner's address and the business
 * name are read in one query (the owner's email read it alone before); a failure is logged only.
 */
async function emailAfterPayment(
  { deps }: SettleCtx,
  t: TransactionRow,
  s: Settlement,
  link: LinkFacts | undefined,
): Promise<void> {
  try {
    const [who] = await deps.db
      .select({ merchantName: merchants.businessName, email: users.email, firstName: users.firstName })
      .from(merchants)
      .leftJoin(users, and(eq(users.merchantId, merchants.id), eq(users.isOwner, true)))
      .where(eq(merchants.id, t.merchantId))
      .limit(1);
    if (!who) return;
    const brand = await mailBrand(deps, t.merchantId, who.merchantName);
    await sendLogged({ deps }, t, [
      who.email ? paymentMail(deps, t, s, link)(who.email, who.firstName ?? '') : undefined,
      receiptMail(t, s, link, brand),
    ]);
  } catch (err) {
    deps.log.error({ err, merchantId: t.merchantId }, 'payment email not sent');
  }
}

/** Sends each mail; a failure is logged with the payment's reference and never thrown. */
export async function sendLogged({ deps }: SettleCtx, t: TransactionRow, mails: (Mail | undefined)[]) {
  for (const mail of mails) {
    if (!mail) continue;
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log.error({ err, merchantId: t.merchantId, reference: t.reference }, 'payment email not sent');
    }
  }
}

export type MarkFailed = {
  id: string;
  /** Failed only from one of these statuses. */
  from: TransactionStatus[];
  reason: string;
};

/**
 * Fails a checkout with its reason and queues its `charge.failed` webhook in the same transaction;
 * false when it was no longer in one of `from`.
 */
export async function markFailed({ deps }: SettleCtx, f: MarkFailed): Promise<boolean> {
  const failed = await deps.db.transaction(async (tx) => {
    const [t] = await tx
      .update(transactions)
      .set({ status: 'failed', failureReason: f.reason, updatedAt: deps.clock.now() })
      .where(and(eq(transactions.id, f.id), inArray(transactions.status, f.from)))
      .returning();
    if (!t) return false;
    await queueChargeFailed({ deps }, tx, t);
    return true;
  });
  if (failed) announceWebhooks(deps.log);
  return failed;
}

/**
 * Queues the `charge.failed` webhook of a checkout that has just failed, in the transaction that
 * failed it (`t`: its row as updated, or its id to read it there). The caller announces it after
 * commit (`announceWebhooks`).
 */
export async function queueChargeFailed({ deps }: SettleCtx, tx: Tx, t: TransactionRow | string) {
  const [row] =
    typeof t === 'string' ? await tx.select().from(transactions).where(eq(transactions.id, t)) : [t];
  if (!row) return;
  const [link] = row.linkId
    ? await tx
        .select({
          ref: paymentLinks.ref,
          name: paymentLinks.name,
          customFields: paymentLinks.customFields,
          api: { reference: initializedPayments.reference, metadata: initializedPayments.metadata },
        })
        .from(paymentLinks)
        .leftJoin(initializedPayments, eq(initializedPayments.linkId, paymentLinks.id))
        .where(eq(paymentLinks.id, row.linkId))
    : [];
  await queueWebhook(tx, deps.clock, {
    merchantId: row.merchantId,
    transactionId: row.id,
    event: 'charge.failed',
    data: webhookData(row, link),
  });
}
