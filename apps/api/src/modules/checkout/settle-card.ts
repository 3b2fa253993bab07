/**
 * The hot path of checkout: a card the processor approved at once, settled in ONE statement.
 *
 * The row was inserted 'pending' by this request a moment ago, and no other request can reach it
 * (a duplicate waits on the Idempotency-Key), so its settlement needs no multi-statement
 * transaction: one statement of data-modifying CTEs is atomic on its own and writes, or not, all
 * of: the customer and their totals, the transaction turning success (linked to the customer), the
 * merchant's notification, the queued `charge.success` webhook, the
 * ledger entry with the wallet's balance move and its postings, the usage counter of a link with a
 * limit (payment-links/link-model.ts; through the status change's trigger when the checkout holds a
 * usage slot) and the
 * Idempotency-Key's stored answer. It also reads the owner's address for the email sent after it.
 * One round trip and one commit instead of ten statements (see docs/PERFORMANCE.md).
 *
 * Every other settlement (OTP, transfers, a resumed checkout) goes through settle.ts, which guards
 * against two racing completions.
 */
import type { Settlement } from '@payrail/contract/money';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { namedRows } from '../../lib/prepared.ts';
import { customerCtes } from '../customers/customers-service.ts';
import { entryCtes, standaloneEntry } from '../ledger/entry-statement.ts';
import { notificationCte } from '../notifications/notify.ts';
import { queueWebhookCte } from '../webhooks/webhook-queue.ts';
import type { IdempotencyClaim, StoredAnswer } from './idempotency.ts';
import { paymentEntry } from './payment-entry.ts';
import { type LinkFacts, paymentMail, paymentNotice, webhookData } from './payment-facts.ts';
import type { TransactionRow } from './transaction-view.ts';

type Settled = {
  settled: number | string;
  moved: number | string;
  owner_email: string | null;
  owner_name: string | null;
};

/**
 * Settles the approved card payment `t` (the row as it will read once settled) and, with `claim`,
 * stores `answer` as its key's answer. Throws if the row was not pending (it cannot be here).
 */
export async function settleApprovedCard(
  deps: Deps,
  t: TransactionRow & { linkId: string },
  s: Settlement,
  link: LinkFacts,
  done?: { claim: IdempotencyClaim; answer: StoredAnswer },
): Promise<void> {
  const now = t.paidAt!;
  const at = now.toISOString();
  const entry = paymentEntry(t.merchantId, t.reference, t.currency, s);
  // Checked as post() checks an entry, and refused if one statement cannot carry it whole.
  const { lines, wallet } = await standaloneEntry(deps.db, entry);
  // Locked, so a completion that commits first (the reconcile job) is seen: the row is re-read
  // after its lock and the customer is not counted for a payment this statement does not settle.
  const pending = sql`exists (select 1 from transactions where id = ${t.id} and status = 'pending' for update)`;
  // A checkout holding a usage slot is counted by the status change's trigger (migration 0016); one
  // that started before its link had a limit is counted here, as before.
  const usage = t.usageSlot
    ? sql``
    : sql`, usage as (
        update payment_links set usage_count = usage_count + 1
        where id = ${t.linkId} and usage_limit is not null and exists (select 1 from t)
      )`;
  const complete = done
    ? sql`, k as (
        update idempotency_keys set status = 'done', response_status = 201, answer = ${JSON.stringify(done.answer)}::jsonb
        where scope = ${done.claim.scope} and key = ${done.claim.key} and exists (select 1 from t))`
    : sql``;
  const [row] = await namedRows<Settled>(
    deps.db,
    sql`with ${customerCtes(
      {
        merchantId: t.merchantId,
        customer: { email: t.customerEmail, name: t.customerName, phone: t.customerPhone },
        currency: t.currency,
        amount: s.paid,
        at: now,
      },
      pending,
    )}, t as (
        update transactions set status = 'success', amount_paid = ${s.paid.toString()}::bigint,
          fee = ${s.fee.toString()}::bigint, net = ${s.net.toString()}::bigint,
          amount_received = ${t.amountReceived.toString()}::bigint,
          amount_refunded = ${s.refund.toString()}::bigint, processor_ref = ${t.processorRef},
          paid_at = ${at}::timestamptz,
          updated_at = ${at}::timestamptz, customer_id = (select id from c)
        where id = ${t.id} and status = 'pending'
        returning id
      ), ${notificationCte('notice', paymentNotice(t, s, link), now, 't')},
      ${queueWebhookCte('webhook', t.merchantId, 'charge.success', webhookData(t, link), now, 't')},
      ${entryCtes(entry, lines, wallet, at, 't')}${usage}${complete}, o as (
        select email, first_name from users where merchant_id = ${t.merchantId} and is_owner limit 1
      )
      select (select count(*) from t) as settled, (select count(*) from m) as moved,
        (select email from o) as owner_email, (select first_name from o) as owner_name`,
  );
  if (Number(row?.settled) !== 1 || (wallet && Number(row?.moved) !== 1))
    throw new Error(`card payment ${t.reference} could not be settled`);
  if (!row?.owner_email) return;
  try {
    await deps.mailer.send(paymentMail(deps, t, s, link)(row.owner_email, row.owner_name ?? ''));
  } catch (err) {
    deps.log.error({ err, merchantId: t.merchantId }, 'payment email not sent');
  }
}
