/**
 * The two ways a card payment settles write the same thing. An instant card is settled in one
 * statement (settlement/settle-card.ts); a card that asks for an OTP is settled by settle.ts's
 * settlePaid in a multi-statement transaction. Two fresh, identical merchants and links are paid
 * the same amount by the same customer, one with each card, and every row either path touches is
 * read back and compared once ids, references, times and the card's own facts are set aside.
 */
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  customers,
  customerTotals,
  journalEntries,
  ledgerAccounts,
  ledgerCreditShards,
  linkEvents,
  mailMessages,
  notifications,
  paymentLinkStats,
  paymentLinks,
  postings,
  transactions,
  webhookDeliveries,
} from '#db/schema/index.ts';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();

type Paid = {
  merchantId: string;
  linkId: string;
  linkRef: string;
  slug: string;
  owner: string;
  reference: string;
};

/** A fresh merchant and link (same settings each time), paid once with `number`. */
async function paidWith(t: Harness, number: string, linkBody: Record<string, unknown>, bearer: string) {
  const { link, merchantId, owner } = await merchantWithLink(t, linkBody);
  await saveCheckoutSettings(t.db, merchantId, { chargePayer: bearer as 'merchant' | 'customer' });
  const state = await payOk(t, link.ref, payer({ card: card(number) }));
  if (state.status === 'otp_required') {
    const done = await t.post(`${PAY}/checkout/${state.reference}/otp`, { otp: '123456' });
    expect(done.status, done.text).toBe(200);
    expect(done.body.responseBody.status).toBe('success');
  } else {
    expect(state.status).toBe('success');
    // The instant answer is built before its row is written: it must be the row as read back.
    const read = await t.get(`${PAY}/checkout/${state.reference}`);
    expect(read.body.responseBody).toEqual(state);
  }
  const [row] = await t.db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(eq(paymentLinks.ref, link.ref));
  return {
    merchantId,
    linkId: row!.id,
    linkRef: link.ref,
    slug: link.slug,
    owner: owner.email,
    reference: state.reference as string,
  } satisfies Paid;
}

/** Every row the payment wrote or moved, for its merchant and link, in a fixed order. */
async function footprint(t: Harness, p: Paid) {
  const db = t.db;
  const customerRows = await db.select().from(customers).where(eq(customers.merchantId, p.merchantId));
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.merchantId, p.merchantId))
    .orderBy(asc(ledgerAccounts.kind), asc(ledgerAccounts.currency));
  const accountIds = accounts.map((a) => a.id);
  const entries = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.merchantId, p.merchantId))
    .orderBy(asc(journalEntries.kind));
  return {
    customers: customerRows,
    customerTotals: await db
      .select()
      .from(customerTotals)
      .where(
        inArray(
          customerTotals.customerId,
          customerRows.map((c) => c.id),
        ),
      ),
    transactions: (await db.select().from(transactions).where(eq(transactions.merchantId, p.merchantId))).map(
      ({ cardBrand, cardBin, cardLast4, processorRef, ...rest }) => ({
        ...rest,
        // The processor's handle is its own, but a settled card must keep it (refunds send it).
        processorRef: processorRef === null ? null : 'kept',
      }),
    ),
    notifications: await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.merchantId, p.merchantId), like(notifications.kind, 'payment.%'))),
    webhooks: (
      await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.merchantId, p.merchantId))
    ).map((w) => {
      const data = w.payload.data as Record<string, unknown> | undefined;
      return { ...w, payload: { ...w.payload, data: data && { ...data, card: data.card ? 'card' : null } } };
    }),
    journal: entries,
    postings: await db
      .select({
        entry: postings.entryId,
        kind: ledgerAccounts.kind,
        merchant: ledgerAccounts.merchantId,
        currency: postings.currency,
        amount: postings.amount,
        createdAt: postings.createdAt,
      })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(
        inArray(
          postings.entryId,
          entries.map((e) => e.id),
        ),
      )
      .orderBy(asc(ledgerAccounts.kind)),
    accounts,
    // The shard a credit lands on is chosen at random: compared as how many, and what they hold.
    creditShards: accountIds.length
      ? await db
          .select({
            account: ledgerCreditShards.accountId,
            rows: sql<number>`count(*)::int`,
            amount: sql<string>`sum(${ledgerCreditShards.amount})::text`,
          })
          .from(ledgerCreditShards)
          .where(inArray(ledgerCreditShards.accountId, accountIds))
          .groupBy(ledgerCreditShards.accountId)
          .orderBy(asc(ledgerCreditShards.accountId))
      : [],
    linkTotals: await db
      .select({
        views: sql<string>`sum(${paymentLinkStats.views})::text`,
        started: sql<string>`sum(${paymentLinkStats.started})::text`,
        startedAmount: sql<string>`sum(${paymentLinkStats.startedAmount})::text`,
        paid: sql<string>`sum(${paymentLinkStats.paid})::text`,
        paidAmount: sql<string>`sum(${paymentLinkStats.paidAmount})::text`,
        failed: sql<string>`sum(${paymentLinkStats.failed})::text`,
        failedAmount: sql<string>`sum(${paymentLinkStats.failedAmount})::text`,
      })
      .from(paymentLinkStats)
      .where(eq(paymentLinkStats.linkId, p.linkId)),
    link: await db
      .select({ count: paymentLinks.usageCount, reserved: paymentLinks.usageReserved })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, p.linkId)),
    linkEvents: await db.select().from(linkEvents).where(eq(linkEvents.linkId, p.linkId)),
    mail: await db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, p.owner), like(mailMessages.text, `%${p.reference}%`))),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The footprint with its own values set aside: each id becomes `id<n>` in order of first sight (so
 * which row points at which is still compared), the payment's reference, the link's ref and slug
 * and the owner's address become names, times become `time` (or stay null), amounts text.
 */
function normalise(value: unknown, p: Paid): unknown {
  const ids = new Map<string, string>();
  const named: [string, string][] = [
    [p.reference, '<reference>'],
    [p.linkRef, '<link ref>'],
    [p.slug, '<link slug>'],
    [p.owner, '<owner>'],
  ];
  const walk = (v: unknown): unknown => {
    if (v === null || v === undefined) return v ?? null;
    if (v instanceof Date) return 'time';
    if (typeof v === 'bigint') return v.toString();
    if (typeof v === 'string') {
      if (UUID.test(v)) {
        if (!ids.has(v)) ids.set(v, `id${ids.size + 1}`);
        return ids.get(v);
      }
      if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v)) return 'time';
      return named.reduce((s, [from, to]) => s.split(from).join(to), v);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object')
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

describe('the instant card and the OTP card settle alike', () => {
  test.each([
    ['an unlimited link, fee borne by the merchant', {}, 'merchant'],
    ['a link with a usage limit, fee borne by the customer', { usageLimit: 3 }, 'customer'],
  ])('%s: the same rows in every table', async (_, linkBody, bearer) => {
    const t = harness(database.db);
    const instant = await paidWith(t, CARDS.success, linkBody, bearer);
    const otp = await paidWith(t, CARDS.otp, linkBody, bearer);
    const a = normalise(await footprint(t, instant), instant);
    const b = normalise(await footprint(t, otp), otp);
    // Each table holds what a payment writes there (an empty footprint would prove nothing).
    for (const [table, rows] of Object.entries(a as Record<string, unknown[]>))
      expect(rows.length, table).toBeGreaterThan(table === 'linkEvents' ? -1 : 0);
    expect(b).toEqual(a);
  });
});
