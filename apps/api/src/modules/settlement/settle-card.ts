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
 * Idempotency-Key's stored answer. It also reads the owner's address for the email sent after it;
 * the payer's receipt, sent after it too, needs only what the caller has (the business name).
 * One round trip and one commit instead of ten statements (see docs/PERFORMANCE.md).
 *
 * Every other settlement (OTP, transfers, a resumed checkout) goes through settle.ts, which guards
 * against two racing completions.
 */
import { sql } from 'drizzle-orm';
import { idempotencyKeys, paymentLinks, transactions, users } from '#db/schema/index.ts';
import { namedRows } from '#lib/prepared.ts';
import { col } from '#lib/sql-names.ts';
import type { MailBrand } from '#mail/customer-mail.ts';
import type { IdempotencyClaim, StoredAnswer } from '#modules/checkout/index.ts';
import { CUSTOMER_CTE, customerCtes } from '#modules/customers/index.ts';
import { ENTRY_CTE, entryCtes, standaloneEntry } from '#modules/ledger/index.ts';
import { notificationCte } from '#modules/notifications/index.ts';
import type { TransactionRow } from '#modules/transactions/index.ts';
import { announceWebhooks, queueWebhookCte } from '#modules/webhooks/index.ts';
import { mailBrand } from '#modules/white-labelling/index.ts';
import { paymentEntry, splitNet } from './payment-entry.ts';
import { type LinkFacts, paymentMail, paymentNotice, receiptMail, webhookData } from './payment-facts.ts';
import { paymentSplit, type SplitRuleRow, splitFromRow } from './payment-split.ts';
import { type SettleCtx, sendLogged } from './settle.ts';

/** The CTE that settles the transaction row; the payment's other writes run only if it did. */
const SETTLED = 't';

type Settled = {
  settled: number | string;
  moved: number | string;
  owner_email: string | null;
  owner_name: string | null;
};

/**
 * Settles the approved card payment `t` (the row as it will read once settled: its settled values
 * are written from it, so the answer built from it is the row) and, with `claim`, stores `answer`
 * as its key's answer. Throws if the row was not pending (it cannot be here).
 */
export async function settleApprovedCard(
  { deps }: SettleCtx,
  input: {
    t: TransactionRow & { linkId: string; status: 'success'; paidAt: Date };
    link: LinkFacts;
    /** The merchant's business name, for the payer's receipt (the checkout read it already). */
    merchantName: string;
    /** The receipt's white-labelling when the checkout read it with the link (else it is read here). */
    brand?: MailBrand | undefined;
    /** The link's split rule when the checkout read it with the link (else it is read here). */
    split?: SplitRuleRow | null | undefined;
    done?: { claim: IdempotencyClaim; answer: StoredAnswer } | undefined;
  },
): Promise<void> {
  const { t, link, done } = input;
  const now = t.paidAt;
  const at = now.toISOString();
  const s = { paid: t.amountPaid, fee: t.fee, net: t.net };
  // On a sub-account's link the net is split with it in the same entry: two wallets credited.
  const split =
    input.split === undefined ? await paymentSplit(deps.db, t) : input.split && splitFromRow(t, input.split);
  const entry = paymentEntry(t.merchantId, t.reference, t.currency, s, split);
  // The sub-account's share goes on the row too (its stats read it there), as the entry credits it.
  const share = split ? sql`${splitNet(t.currency, s, split).subAccount.toString()}::bigint` : sql`null`;
  // Checked as post() checks an entry, and refused if one statement cannot carry it whole.
  const { lines, wallet, wallets } = await standaloneEntry(deps.db, entry);
  const x = transactions;
  const T = sql.identifier(SETTLED);
  // Locked, so a completion that commits first (the reconcile job) is seen: the row is re-read
  // after its lock and the customer is not counted for a payment this statement does not settle.
  const pending = sql`exists (select 1 from ${x} where ${x.id} = ${t.id} and ${x.status} = 'pending' for update)`;
  // A checkout holding a usage slot is counted by the status change's trigger (migration 0016); one
  // that started before its link had a limit is counted here, as before.
  const l = paymentLinks;
  const usage = t.usageSlot
    ? sql``
    : sql`, usage as (
        update ${l} set ${col(l.usageCount)} = ${l.usageCount} + 1
        where ${l.id} = ${t.linkId} and ${l.usageLimit} is not null and exists (select 1 from ${T})
      )`;
  const k = idempotencyKeys;
  const complete = done
    ? sql`, k as (
        update ${k} set ${col(k.status)} = 'done', ${col(k.responseStatus)} = 201,
          ${col(k.answer)} = ${JSON.stringify(done.answer)}::jsonb
        where ${k.scope} = ${done.claim.scope} and ${k.key} = ${done.claim.key} and exists (select 1 from ${T}))`
    : sql``;
  const u = users;
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
    )}, ${T} as (
        update ${x} set ${col(x.status)} = ${t.status}, ${col(x.amountPaid)} = ${t.amountPaid.toString()}::bigint,
          ${col(x.fee)} = ${t.fee.toString()}::bigint, ${col(x.net)} = ${t.net.toString()}::bigint,
          ${col(x.subAccountShare)} = ${share},
          ${col(x.amountReceived)} = ${t.amountReceived.toString()}::bigint,
          ${col(x.amountRefunded)} = ${t.amountRefunded.toString()}::bigint, ${col(x.processorRef)} = ${t.processorRef},
          ${col(x.paidAt)} = ${at}::timestamptz, ${col(x.updatedAt)} = ${t.updatedAt.toISOString()}::timestamptz,
          ${col(x.customerId)} = (select id from ${sql.identifier(CUSTOMER_CTE)})
        where ${x.id} = ${t.id} and ${x.status} = 'pending'
        returning ${x.id} as id
      ), ${notificationCte('notice', paymentNotice(t, s, link), now, SETTLED)},
      ${queueWebhookCte({ name: 'webhook', merchantId: t.merchantId, transactionId: t.id, event: 'charge.success', data: webhookData(t, link), now, gate: SETTLED })},
      ${entryCtes(entry, lines, wallets, at, SETTLED)}${usage}${complete}, o as (
        select ${u.email} as email, ${u.firstName} as first_name from ${u}
        where ${u.merchantId} = ${t.merchantId} and ${u.isOwner} limit 1
      )
      select (select count(*) from ${T}) as settled,
        (select count(*) from ${sql.identifier(ENTRY_CTE.move)}) as moved,
        (select email from o) as owner_email, (select first_name from o) as owner_name`,
  );
  if (Number(row?.settled) !== 1 || (wallet && Number(row?.moved) !== 1))
    throw new Error(`card payment ${t.reference} could not be settled`);
  announceWebhooks(deps.log);
  // The customer's receipt carries the merchant's white-labelling (a failed read: the defaults).
  const brand = input.brand ?? (await mailBrand(deps, t.merchantId, input.merchantName));
  await sendLogged({ deps }, t, [
    row?.owner_email ? paymentMail(deps, t, s, link)(row.owner_email, row.owner_name ?? '') : undefined,
    receiptMail(t, s, link, brand),
  ]);
}
