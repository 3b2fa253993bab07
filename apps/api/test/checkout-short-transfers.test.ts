/**
 * A bank transfer of the wrong amount, on every surface a person or a server reads (issue 10
 * item 4: a 1-kobo transfer into a ₦50 checkout answered "Payment successful"; ₦100 here, a link's
 * platform minimum). Under the default
 * wrong-transfer rule ('merchant': the merchant accepts short payments) a short transfer is kept
 * and the checkout ends `underpaid`, never `success`: the state and its message, the pay page's
 * HTML, the redirect, the merchant's transactions, the `charge.underpaid` webhook, the in-app
 * notice, the owner's email, the customer's totals and the link's funnel all say part payment with
 * both amounts. Under 'customer' it fails and is returned in full. Exact and excess stay success.
 * The ledger is verified at the end.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { customers, customerTotals, notifications, refunds, webhookDeliveries } from '#db/schema/index.ts';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { LINKS, merchantWithLink, PAY, payer, paymentPostings, payOk } from './support/payments.ts';

const database = useDatabase();
const REDIRECT = 'https://shop.example/thanks';

/** A ₦100 link (the platform's minimum; the merchant bears the fee: the default) paid by bank transfer, under `wrong` or the default rule. */
async function hundredNairaTransfer(wrong?: 'merchant' | 'customer') {
  const t = harness(database.db);
  const { link, merchantId, owner } = await merchantWithLink(t, { amount: 10_000, redirectUrl: REDIRECT });
  if (wrong) await saveCheckoutSettings(t.db, merchantId, { wrongTransferBearer: wrong });
  const started = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
  return { t, link, merchantId, owner, reference: started.reference as string };
}

const transfer = (t: Harness, reference: string, amount: number) =>
  t.post(`${PAY}/checkout/${reference}/simulate-transfer`, { amount });

async function webhooksOf(t: Harness, merchantId: string) {
  return t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.merchantId, merchantId));
}

/** The link's kept funnel totals and a recount of its transactions (underpaid counts as paid: money received). */
async function keptAndRecount(t: Harness, ref: string) {
  const [kept] = await rawRows<Record<string, string>>(
    t.db,
    sql`select sum(paid)::text paid, sum(paid_amount)::text paid_amount, sum(failed)::text failed
        from payment_link_stats s join payment_links l on l.id = s.link_id where l.ref = ${ref}`,
  );
  const [recount] = await rawRows<Record<string, string>>(
    t.db,
    sql`select (count(*) filter (where t.status in ('success', 'underpaid')))::text paid,
          coalesce(sum(t.amount_paid) filter (where t.status in ('success', 'underpaid')), 0)::text paid_amount,
          (count(*) filter (where t.status = 'failed'))::text failed
        from transactions t join payment_links l on l.id = t.link_id where l.ref = ${ref}`,
  );
  return { kept, recount };
}

describe('a short transfer under the default rule (the merchant accepts short payments)', () => {
  test('a 1-kobo transfer into a ₦100 checkout is underpaid, never success, wherever it is read', async () => {
    const { t, link, merchantId, owner, reference } = await hundredNairaTransfer();
    const res = await transfer(t, reference, 1);
    const said = 'You sent ₦0.01 of ₦100.00. Amaka Foods has accepted it as a part payment.';
    expect(res.body.message).toBe(said);
    expect(res.body.responseBody).toMatchObject({ status: 'underpaid', total: 10_000, amountPaid: 1 });
    const polled = await t.get(`${PAY}/checkout/${reference}`);
    expect(polled.body.message).toBe(said);
    expect(polled.body.responseBody.status).toBe('underpaid');
    const redirect = new URL(polled.body.responseBody.redirectUrl);
    expect(redirect.searchParams.get('status')).toBe('underpaid');
    expect(redirect.searchParams.get('reference')).toBe(reference);

    // The pay page as the customer's browser gets it.
    const page = await t.get(`/payment-links/${link.ref}?checkout=${reference}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Payment successful');
    expect(page.text).toContain('Part payment');
    expect(page.text).toContain('₦0.01');
    expect(page.text).toContain('₦100.00');

    // The merchant's transactions.
    const listed = await t.get(`${LINKS}/transactions/${link.ref}`, { token: owner.token });
    expect(listed.body.responseBody.items[0]).toMatchObject({
      reference,
      status: 'underpaid',
      total: 10_000,
      amountPaid: 1,
      fee: 1,
      net: 0,
    });

    // The webhook is its own event, with both amounts; no charge.success is queued.
    const hooks = await webhooksOf(t, merchantId);
    expect(hooks.map((h) => h.event)).toEqual(['charge.underpaid']);
    expect(hooks[0]!.payload).toMatchObject({
      event: 'charge.underpaid',
      data: { reference, status: 'underpaid', amountExpected: 10_000, amountReceived: 1, amount: 1 },
    });

    // The in-app notice and the owner's email say part payment with both amounts.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.merchantId, merchantId));
    expect(note).toMatchObject({ kind: 'payment.underpaid', title: 'Part payment: ₦0.01 of ₦100.00' });
    expect(note!.body).toContain('₦0.01 of ₦100.00');
    const mail = await lastMail(t.db, owner.email, /Part payment/);
    expect(mail.subject).toBe('Part payment: ₦0.01 of ₦100.00');
    expect(mail.text).toContain('₦0.01 of the ₦100.00');
    expect(mail.text).toContain(reference);

    // The money: what arrived, less the fee, and the customer's totals count what they paid.
    expect(await paymentPostings(t, reference)).toEqual({ platform_clearing: -1n, platform_fees: 1n });
    const [customer] = await t.db.select().from(customers).where(eq(customers.merchantId, merchantId));
    const [totals] = await t.db
      .select()
      .from(customerTotals)
      .where(eq(customerTotals.customerId, customer!.id));
    expect(totals).toMatchObject({ amount: 1n, count: 1 });

    // The funnel counts it paid (money received) for what arrived, and its totals equal a recount.
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody.stats).toMatchObject({ paid: 1, amountPaid: 1, failed: 0 });
    const { kept, recount } = await keptAndRecount(t, link.ref);
    expect(kept).toEqual(recount);
  });

  test('any amount short of the total is underpaid, with the customer bearing the fee too', async () => {
    for (const chargePayer of ['merchant', 'customer'] as const) {
      const t = harness(database.db);
      const { link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
      await saveCheckoutSettings(t.db, merchantId, { chargePayer });
      const { reference, total } = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
      const res = await transfer(t, reference, total - 1);
      expect(res.body.responseBody).toMatchObject({ status: 'underpaid', amountPaid: total - 1 });
      expect(res.body.message).not.toContain('successful');
    }
  });
});

describe('a short transfer under “customer” (the customer bears a wrong amount)', () => {
  test('fails, is returned in full, and every answer says so with both amounts', async () => {
    const { t, link, merchantId, reference } = await hundredNairaTransfer('customer');
    const res = await transfer(t, reference, 1);
    const reason =
      'You sent ₦0.01 of ₦100.00. Only the full amount can be accepted, so your ₦0.01 is being returned to the account it came from.';
    expect(res.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason: reason,
      amountPaid: 0,
      amountRefunded: 1,
      redirectUrl: null,
      receipt: null,
    });
    expect(res.body.message).toBe(`Payment failed: ${reason}`);
    const held = await t.db.select().from(refunds).where(eq(refunds.merchantId, merchantId));
    expect(held).toMatchObject([{ amount: 1n, reason: 'short_transfer' }]);
    expect(await paymentPostings(t, reference)).toEqual({});
    // The merchant hears of it as a failed charge, never as a payment.
    const hooks = await webhooksOf(t, merchantId);
    expect(hooks.map((h) => h.event)).toEqual(['charge.failed']);
    expect(hooks[0]!.payload).toMatchObject({
      data: { reference, status: 'failed', gateway_response: reason },
    });
    const page = await t.get(`/payment-links/${link.ref}?checkout=${reference}`);
    expect(page.text).not.toContain('Payment successful');
    expect(page.text).toContain(reason);
  });
});

describe('a transfer of the total or more', () => {
  test.each([
    ['exact', 10_000, 'merchant'],
    ['excess', 12_000, 'merchant'],
    ['exact', 10_000, 'customer'],
    ['excess', 12_000, 'customer'],
  ] as const)('%s (%i kobo) under “%s” is success, announced as charge.success', async (_, amount, rule) => {
    const { t, link, merchantId, reference } = await hundredNairaTransfer(rule);
    const res = await transfer(t, reference, amount);
    expect(res.body.message).toBe('Payment successful');
    expect(res.body.responseBody.status).toBe('success');
    expect(new URL(res.body.responseBody.redirectUrl).searchParams.get('status')).toBe('success');
    const hooks = await webhooksOf(t, merchantId);
    expect(hooks.map((h) => h.event)).toEqual(['charge.success']);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.merchantId, merchantId));
    expect(note!.kind).toBe('payment.success');
    const page = await t.get(`/payment-links/${link.ref}?checkout=${reference}`);
    expect(page.text).toContain('Payment successful');
    expect(page.text).not.toContain('Part payment');
  });
});
