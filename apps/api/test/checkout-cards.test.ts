/**
 * Card checkouts on a payment link: the public view, each sandbox test card, the OTP step, fees
 * borne by the merchant or the customer (with the ledger rows they post), and everything a
 * successful payment writes in its one transaction. The ledger is verified at the end.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  customers,
  customerTotals,
  linkEvents,
  notifications,
  paymentLinks,
  transactions,
  webhookDeliveries,
} from '#db/schema/index.ts';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import {
  CARDS,
  card,
  LINKS,
  merchantWithLink,
  PAY,
  payer,
  paymentPostings,
  payOk,
  transactionRow,
} from './support/payments.ts';

const database = useDatabase();

describe('the public pay page', () => {
  test('shows the link by ref and by slug, counts views, and hides nothing it needs', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, {
      description: 'Christmas hamper',
      customFields: [{ key: 'size', label: 'Size', type: 'text', required: true }],
    });
    const byRef = await t.get(`${PAY}/${link.ref}`);
    expect(byRef.status).toBe(200);
    expect(byRef.body.responseBody).toEqual({
      ref: link.ref,
      slug: link.slug,
      merchantName: 'Amaka Foods',
      name: 'Hamper',
      description: 'Christmas hamper',
      image: null,
      currency: 'NGN',
      amountType: 'fixed',
      amount: 1_000_000,
      minAmount: null,
      customFields: [{ key: 'size', label: 'Size', type: 'text', required: true }],
      channels: ['card', 'bank_transfer', 'ussd'],
      chargePayer: 'merchant',
      fee: null,
      total: 1_000_000,
      pricing: { percentBps: 150, flat: 10_000, cap: 200_000, flatWaivedBelow: 250_000 },
      available: true,
      unavailableReason: null,
      redirectUrl: null,
      sandbox: true,
      // No white-labelling set: Payrail's own colours, no logo, no support contact.
      branding: {
        accent: '#1a4fd6',
        button: '#1a4fd6',
        buttonText: '#ffffff',
        logo: null,
        supportEmail: null,
        supportPhone: null,
      },
    });
    const bySlug = await t.get(`${PAY}/pay/${link.slug.toUpperCase()}`);
    expect(bySlug.body.responseBody.ref).toBe(link.ref);
    errorBody(await t.get(`${PAY}/PL-0000000000`), 404);
    errorBody(await t.get(`${PAY}/pay/no-such-link-here`), 404);
    const views = await t.db
      .select()
      .from(linkEvents)
      .innerJoin(paymentLinks, eq(paymentLinks.id, linkEvents.linkId))
      .where(and(eq(paymentLinks.ref, link.ref), eq(linkEvents.kind, 'view')));
    expect(views).toHaveLength(2);
  });

  test('shows the customer the fee when they bear it, and only the enabled channels', async () => {
    const t = harness(database.db);
    const { link, merchantId } = await merchantWithLink(t);
    await saveCheckoutSettings(t.db, merchantId, { chargePayer: 'customer', channels: ['ussd', 'card'] });
    const view = (await t.get(`${PAY}/${link.ref}`)).body.responseBody;
    expect(view).toMatchObject({
      chargePayer: 'customer',
      fee: 25_000,
      total: 1_025_000,
      channels: ['card', 'ussd'],
    });
    const res = await t.post(`${PAY}/${link.ref}`, payer({ channel: 'bank_transfer' }));
    expect(errorBody(res, 422).errors).toEqual({ channel: ['This payment method is not available here'] });
  });
});

describe('test cards', () => {
  test('the success card pays at once, and the payment writes everything in one go', async () => {
    const t = harness(database.db);
    const { link, merchantId, owner } = await merchantWithLink(t, {
      redirectUrl: 'https://shop.example/thanks?from=payrail',
      customFields: [{ key: 'size', label: 'Size', type: 'text', required: true }],
    });
    const state = await payOk(
      t,
      link.ref,
      payer({ email: 'Ada@Example.com', card: card('4084 0840 8408 4081'), fields: { size: ' Large ' } }),
    );
    expect(state).toMatchObject({
      status: 'success',
      channel: 'card',
      amount: 1_000_000,
      fee: 25_000,
      total: 1_000_000,
      amountPaid: 1_000_000,
      feeBearer: 'merchant',
      failureReason: null,
      receipt: {
        merchantName: 'Amaka Foods',
        reference: state.reference,
        amount: 1_000_000,
        currency: 'NGN',
        channel: 'card',
        last4: '4081',
        paidAt: t.clock.now().toISOString(),
      },
      paymentLinkRef: link.ref,
    });
    expect(state.reference).toMatch(/^PRL_[0-9A-Z]{16}$/);
    expect(state.redirectUrl).toBe(
      `https://shop.example/thanks?from=payrail&reference=${state.reference}&status=success`,
    );

    const row = await transactionRow(t, state.reference);
    expect(row).toMatchObject({
      merchantId,
      customerEmail: 'ada@example.com',
      cardBrand: 'visa',
      cardBin: '408408',
      cardLast4: '4081',
      fields: { size: 'Large' },
      net: 975_000n,
    });
    // Neither the card number nor the CVV is anywhere in the row.
    const stored = JSON.stringify(row, (_, v) => (typeof v === 'bigint' ? v.toString() : v));
    expect(stored).not.toContain('4084084084084081');
    expect(stored).not.toMatch(/"cvv"/);

    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -1_000_000n,
      merchant_pending: 975_000n,
      platform_fees: 25_000n,
    });
    const [customer] = await t.db.select().from(customers).where(eq(customers.merchantId, merchantId));
    expect(customer).toMatchObject({ email: 'ada@example.com', name: 'Ada Obi', paymentCount: 1 });
    expect(row.customerId).toBe(customer!.id);
    const [totals] = await t.db
      .select()
      .from(customerTotals)
      .where(eq(customerTotals.customerId, customer!.id));
    expect(totals).toMatchObject({ currency: 'NGN', amount: 1_000_000n, count: 1 });
    const shownLink = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shownLink.body.responseBody.usageCount).toBe(1);
    // Without a usage limit the link's row is not touched: no hot row for every payment to lock.
    const [linkRow] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.ref, link.ref));
    expect(linkRow!.usageCount).toBe(0);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.merchantId, merchantId));
    expect(note).toMatchObject({
      kind: 'payment.success',
      title: 'Payment received: ₦10,000.00',
      userId: null,
    });
    const [hook] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, merchantId));
    expect(hook).toMatchObject({ event: 'charge.success', status: 'pending', attempts: 0 });
    expect(hook!.payload).toMatchObject({
      event: 'charge.success',
      data: { reference: state.reference, amount: 1_000_000, fees: 25_000, status: 'success' },
    });
    expect(JSON.stringify(hook!.payload)).not.toContain('4084084084084081');
    const mail = await lastMail(t.db, owner.email, /Payment received/);
    expect(mail.subject).toBe('Payment received: ₦10,000.00');
    expect(mail.text).toContain(state.reference);

    // A second payment by the same customer updates them instead of adding another.
    await payOk(
      t,
      link.ref,
      payer({ email: 'ADA@example.com', card: card(CARDS.success), fields: { size: 'S' } }),
    );
    const again = await t.db.select().from(customers).where(eq(customers.merchantId, merchantId));
    expect(again).toHaveLength(1);
    expect(again[0]!.paymentCount).toBe(2);
  });

  test.each([
    [CARDS.declined, 'Card declined by the issuer'],
    [CARDS.insufficient, 'Insufficient funds'],
    [CARDS.expired, 'Expired card'],
  ])('%s fails with “%s”, recorded for the funnel, and moves no money', async (number, reason) => {
    const t = harness(database.db);
    const { link, owner } = await merchantWithLink(t);
    const res = await t.post(`${PAY}/${link.ref}`, payer({ card: card(number) }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Payment failed: ${reason}`);
    expect(res.body.responseBody).toMatchObject({ status: 'failed', failureReason: reason, receipt: null });
    expect(await paymentPostings(t, res.body.responseBody.reference)).toEqual({});
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody.stats).toEqual({
      views: 0,
      checkoutsStarted: 1,
      amountStarted: 1_000_000,
      failed: 1,
      amountFailed: 1_000_000,
      failedByReason: { [reason]: 1 },
      paid: 0,
      amountPaid: 0,
    });
    expect(shown.body.responseBody.usageCount).toBe(0);
  });

  test('a valid card that is not a test card is declined; a bad number or past expiry is refused up front', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const other = await payOk(t, link.ref, payer({ card: card('4111111111111111') }));
    expect(other).toMatchObject({ status: 'failed', failureReason: 'Use a sandbox test card' });
    const luhn = await t.post(`${PAY}/${link.ref}`, payer({ card: card('4084084084084082') }));
    expect(errorBody(luhn, 422).errors).toEqual({ 'card.number': ['This card number is not valid'] });
    const past = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success, '12/25') }));
    expect(errorBody(past, 422).errors).toEqual({ 'card.expiry': ['This card has expired'] });
    const thisMonth = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success, '01/26') }));
    expect(thisMonth.body.responseBody.status).toBe('success');
    const noCard = await t.post(`${PAY}/${link.ref}`, payer());
    expect(errorBody(noCard, 422).errors).toEqual({ card: ['Enter your card details'] });
  });
});

describe('who bears the fee', () => {
  test('the customer: pays amount + fee, the merchant keeps the amount', async () => {
    const t = harness(database.db);
    const { link, merchantId } = await merchantWithLink(t, { amount: 100_000 });
    await saveCheckoutSettings(t.db, merchantId, { chargePayer: 'customer' });
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    // ₦1,000: 1.5 % = ₦15, the ₦100 flat part waived under ₦2,500.
    expect(state).toMatchObject({ amount: 100_000, fee: 1_500, total: 101_500, feeBearer: 'customer' });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -101_500n,
      merchant_pending: 100_000n,
      platform_fees: 1_500n,
    });
  });

  test('the merchant: the customer pays the amount, the merchant keeps amount − fee (capped)', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: 50_000_000 });
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(state).toMatchObject({
      amount: 50_000_000,
      fee: 200_000,
      total: 50_000_000,
      feeBearer: 'merchant',
    });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -50_000_000n,
      merchant_pending: 49_800_000n,
      platform_fees: 200_000n,
    });
  });

  test('a USD link uses the USD pricing (3.9 % + $0.50)', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: 10_000, currency: 'USD' });
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(state).toMatchObject({ currency: 'USD', fee: 440, total: 10_000 });
    const row = await t.db.select().from(transactions).where(eq(transactions.reference, state.reference));
    expect(row[0]!.net).toBe(9_560n);
  });
});
