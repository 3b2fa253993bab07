/**
 * The payer's answers to a link's custom fields, and a short transfer's amount received, wherever
 * the merchant reads a payment (issue 12): the link's transactions, the notifications (list and
 * one), the owner's email and the webhook. Answers are labelled with the link's labels as they are
 * now; an answer to a field since removed from the link keeps its key as its label. Answers are
 * the customer's text: the email's HTML escapes them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { webhookDeliveries } from '#db/schema/index.ts';
import { paymentAnswers } from '#modules/transactions/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { CARDS, card, LINKS, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const N = '/api/v1/merchant/notifications';

const FIELDS = [
  { key: 'company', label: 'Company name', type: 'text', required: true },
  { key: 'notes', label: 'Delivery notes', type: 'text', required: false },
];
const NOTES = `Leave it at the gate <b>please</b> & call ${'x'.repeat(440)}`;
const ANSWERS = [
  { key: 'company', label: 'Company name', value: 'Acme Stores' },
  { key: 'notes', label: 'Delivery notes', value: NOTES },
];

async function linkWithFields(t: Harness) {
  return merchantWithLink(t, { amount: 2_500_000, customFields: FIELDS });
}

const fieldsOf = () => ({ company: 'Acme Stores', notes: NOTES });

async function notices(t: Harness, token: string) {
  const res = await t.get(N, { token });
  expect(res.status).toBe(200);
  return res.body.responseBody.items as Array<{ id: string; kind: string; payment: unknown }>;
}

describe('a card payment with answers', () => {
  test('the link’s transactions, the notifications, the email and the webhook show them labelled', async () => {
    const t = harness(database.db);
    const { link, owner, merchantId } = await linkWithFields(t);
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success), fields: fieldsOf() }));
    expect(paid.status).toBe('success');

    const listed = await t.get(`${LINKS}/transactions/${link.ref}`, { token: owner.token });
    expect(listed.body.responseBody.items[0]).toMatchObject({ reference: paid.reference, answers: ANSWERS });

    const [notice] = await notices(t, owner.token);
    const payment = {
      reference: paid.reference,
      status: 'success',
      channel: 'card',
      currency: 'NGN',
      total: paid.total,
      amountPaid: paid.total,
      paymentLinkRef: link.ref,
      answers: ANSWERS,
    };
    expect(notice).toMatchObject({ kind: 'payment.success', payment });
    const one = await t.get(`${N}/show/${notice!.id}`, { token: owner.token });
    expect(one.body.responseBody.payment).toEqual(payment);

    const mail = await lastMail(t.db, owner.email, /Payment received/);
    expect(mail.text).toContain(`Their answers:\nCompany name: Acme Stores\nDelivery notes: ${NOTES}`);
    expect(mail.html).toContain('Delivery notes: Leave it at the gate &lt;b&gt;please&lt;/b&gt; &amp; call');
    expect(mail.html).not.toContain('<b>please');

    const [hook] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, merchantId));
    expect(hook!.payload).toMatchObject({
      event: 'charge.success',
      data: { metadata: { answers: ANSWERS } },
    });
  });

  test('a field removed from the link keeps its answer, labelled by its key; a renamed one shows its new label', async () => {
    const t = harness(database.db);
    const { link, owner } = await linkWithFields(t);
    await payOk(t, link.ref, payer({ card: card(CARDS.success), fields: fieldsOf() }));
    const edited = await t.call('PATCH', `${LINKS}/edit/${link.ref}`, {
      token: owner.token,
      body: { customFields: [{ key: 'company', label: 'Business', type: 'text', required: true }] },
    });
    expect(edited.status, edited.text).toBe(200);
    const expected = [
      { key: 'company', label: 'Business', value: 'Acme Stores' },
      { key: 'notes', label: 'notes', value: NOTES },
    ];
    const listed = await t.get(`${LINKS}/transactions/${link.ref}`, { token: owner.token });
    expect(listed.body.responseBody.items[0].answers).toEqual(expected);
    const [notice] = await notices(t, owner.token);
    expect(notice!.payment).toMatchObject({ answers: expected });
  });

  test('a payment without answers has none, and an OTP payment’s notice names its payment too', async () => {
    const t = harness(database.db);
    const { link, owner } = await linkWithFields(t);
    const started = await payOk(
      t,
      link.ref,
      payer({ card: card(CARDS.otp), fields: { company: 'Only Co' } }),
    );
    const done = await t.post(`${PAY}/checkout/${started.reference}/otp`, { otp: '123456' });
    expect(done.body.responseBody.status).toBe('success');
    const [notice] = await notices(t, owner.token);
    expect(notice!.payment).toMatchObject({
      reference: started.reference,
      answers: [{ key: 'company', label: 'Company name', value: 'Only Co' }],
    });
    const mail = await lastMail(t.db, owner.email, /Payment received/);
    expect(mail.text).toContain('Their answers:\nCompany name: Only Co');

    const { link: plain, owner: other } = await merchantWithLink(t);
    const bare = await payOk(t, plain.ref, payer({ card: card(CARDS.success) }));
    const listed = await t.get(`${LINKS}/transactions/${plain.ref}`, { token: other.token });
    expect(listed.body.responseBody.items[0]).toMatchObject({ reference: bare.reference, answers: [] });
    expect((await lastMail(t.db, other.email, /Payment received/)).text).not.toContain('Their answers');
  });
});

describe('a short bank transfer with answers', () => {
  test('every surface shows what arrived of what was due, and the answers', async () => {
    const t = harness(database.db);
    const { link, owner, merchantId } = await linkWithFields(t);
    const started = await payOk(t, link.ref, payer({ channel: 'bank_transfer', fields: fieldsOf() }));
    const sent = await t.post(`${PAY}/checkout/${started.reference}/simulate-transfer`, {
      amount: 2_250_000,
    });
    expect(sent.body.responseBody.status).toBe('underpaid');

    const listed = await t.get(`${LINKS}/transactions/${link.ref}`, { token: owner.token });
    expect(listed.body.responseBody.items[0]).toMatchObject({
      status: 'underpaid',
      total: 2_500_000,
      amountPaid: 2_250_000,
      answers: ANSWERS,
    });

    const [notice] = await notices(t, owner.token);
    expect(notice).toMatchObject({
      kind: 'payment.underpaid',
      payment: { status: 'underpaid', total: 2_500_000, amountPaid: 2_250_000, answers: ANSWERS },
    });

    const mail = await lastMail(t.db, owner.email, /Part payment/);
    expect(mail.subject).toBe('Part payment: ₦22,500.00 of ₦25,000.00');
    expect(mail.text).toContain('Their answers:\nCompany name: Acme Stores');

    const [hook] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, merchantId));
    expect(hook!.payload).toMatchObject({
      event: 'charge.underpaid',
      data: { amountExpected: 2_500_000, amountReceived: 2_250_000, metadata: { answers: ANSWERS } },
    });
  });
});

describe('who reads the answers', () => {
  test('another merchant’s notification is a 404, and their link’s transactions too', async () => {
    const t = harness(database.db);
    const { link, owner } = await linkWithFields(t);
    await payOk(t, link.ref, payer({ card: card(CARDS.success), fields: fieldsOf() }));
    const [notice] = await notices(t, owner.token);
    const stranger = await signedInUser(t);
    expect((await t.get(`${N}/show/${notice!.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.get(`${LINKS}/transactions/${link.ref}`, { token: stranger.token })).status).toBe(404);
    expect(await notices(t, stranger.token)).toEqual([]);
  });
});

describe('paymentAnswers', () => {
  test('the link’s order first, then removed fields by key; unanswered fields are left out', () => {
    const labels = [
      { key: 'b', label: 'Bee' },
      { key: 'a', label: 'Ay' },
      { key: 'c', label: 'Sea' },
    ];
    expect(paymentAnswers({ a: '1', gone: '2', b: '3' }, labels)).toEqual([
      { key: 'b', label: 'Bee', value: '3' },
      { key: 'a', label: 'Ay', value: '1' },
      { key: 'gone', label: 'gone', value: '2' },
    ]);
    expect(paymentAnswers({}, labels)).toEqual([]);
    expect(paymentAnswers({ a: 'x' })).toEqual([{ key: 'a', label: 'a', value: 'x' }]);
  });
});
