/**
 * The payment settings (settings/charge-payer, settings/wrong-transfer-charge-payer,
 * settings/merchant-checkout-channels, settings/update-checkout-channels): each change is saved and
 * audited, and the next checkout follows it — the pay page offers only the channels on, a checkout
 * on a channel turned off is refused, a customer who bears the fee is charged price + fee while the
 * merchant's pending balance receives the price.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import {
  CARDS,
  card,
  merchantWithLink,
  PAY,
  payer,
  paymentPostings,
  payOk,
  transactionRow,
} from './support/payments.ts';

const database = useDatabase();
const S = '/api/v1/settings';

const put = (t: Harness, path: string, body: unknown, token: string) =>
  t.call('PUT', `${S}/${path}`, { body, token });
const patch = (t: Harness, path: string, body: unknown, token: string) =>
  t.call('PATCH', `${S}/${path}`, { body, token });

describe('charge payer', () => {
  test('the merchant bears fees by default; “customer” makes the next checkout charge price + fee', async () => {
    const t = harness(database.db);
    const { owner, link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
    const before = await t.get(`${S}/charge-payer`, { token: owner.token });
    expect(before.body.responseBody).toEqual({ person: 'merchant', wrong_transfer_bearer: 'merchant' });

    const set = await put(t, 'charge-payer', { person: 'customer' }, owner.token);
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Charge bearer updated!');
    expect(set.body.responseBody).toEqual({ person: 'customer', wrong_transfer_bearer: 'merchant' });
    expect((await t.get(`${S}/charge-payer`, { token: owner.token })).body.responseBody.person).toBe(
      'customer',
    );

    // The pay page quotes it: ₦10,000 + 1.5 % (₦150) + ₦100 = ₦10,250.
    const view = await t.get(`${PAY}/${link.ref}`);
    expect(view.body.responseBody).toMatchObject({ chargePayer: 'customer', fee: 25_000, total: 1_025_000 });
    const html = await t.get(`/payment-links/${link.ref}`);
    expect(html.text).toContain('₦10,250.00');

    const state = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(state).toMatchObject({ amount: 1_000_000, fee: 25_000, total: 1_025_000, status: 'success' });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -1_025_000n,
      merchant_pending: 1_000_000n,
      platform_fees: 25_000n,
    });

    const [row] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, merchantId), eq(auditEvents.action, 'settings.charge_payer')));
    expect(row?.details).toEqual({ from: 'merchant', to: 'customer' });

    // And back: the next checkout leaves the fee to the merchant.
    await put(t, 'charge-payer', { person: 'merchant' }, owner.token);
    const next = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(next).toMatchObject({ total: 1_000_000, fee: 25_000 });
    expect((await paymentPostings(t, next.reference)).merchant_pending).toBe(975_000n);
  });

  test('the wrong-transfer bearer is set on its own and applies to the next transfer', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    await put(t, 'charge-payer', { person: 'customer' }, owner.token);
    const set = await put(
      t,
      'wrong-transfer-charge-payer',
      { wrong_transfer_bearer: 'customer' },
      owner.token,
    );
    expect(set.body.message).toBe('Charge bearer updated!');
    expect(set.body.responseBody).toEqual({ person: 'customer', wrong_transfer_bearer: 'customer' });

    const state = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    expect((await transactionRow(t, state.reference)).wrongTransferBearer).toBe('customer');
    // A short transfer is refused under “customer”: the checkout fails and the money goes back.
    const short = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, { amount: 600_000 });
    expect(short.body.responseBody).toMatchObject({ status: 'failed', amountRefunded: 600_000 });
  });
});

describe('checkout channels', () => {
  test('turning bank transfer off removes it from the pay page and refuses a checkout with it', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const before = await t.get(`${S}/merchant-checkout-channels`, { token: owner.token });
    expect(before.body.responseBody).toEqual({
      channels: ['card', 'bank_transfer', 'ussd'],
      available: ['card', 'bank_transfer', 'ussd'],
    });
    expect((await t.get(`/payment-links/${link.ref}`)).text).toContain('value="bank_transfer"');

    // Saved in the checkout's order, whatever order they were sent in.
    const set = await patch(t, 'update-checkout-channels', { channels: ['ussd', 'card'] }, owner.token);
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Channels updated successfully');
    expect(set.body.responseBody.channels).toEqual(['card', 'ussd']);

    expect((await t.get(`${PAY}/${link.ref}`)).body.responseBody.channels).toEqual(['card', 'ussd']);
    const html = (await t.get(`/payment-links/${link.ref}`)).text;
    expect(html).not.toContain('value="bank_transfer"');
    expect(html).not.toContain('Bank transfer');
    expect(html).toContain('value="card"');

    const refused = await t.post(`${PAY}/${link.ref}`, payer({ channel: 'bank_transfer' }));
    expect(errorBody(refused, 422).errors).toEqual({
      channel: ['This payment method is not available here'],
    });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));

    await patch(t, 'update-checkout-channels', { channels: ['bank_transfer'] }, owner.token);
    const card_ = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }));
    expect(errorBody(card_, 422).errors?.channel).toBeDefined();
    expect((await payOk(t, link.ref, payer({ channel: 'bank_transfer' }))).status).toBe('awaiting_transfer');
  });

  test('one merchant’s settings leave another’s checkout alone', async () => {
    const t = harness(database.db);
    const a = await merchantWithLink(t);
    const b = await merchantWithLink(t);
    await patch(t, 'update-checkout-channels', { channels: ['card'] }, a.owner.token);
    await put(t, 'charge-payer', { person: 'customer' }, a.owner.token);
    const view = (await t.get(`${PAY}/${b.link.ref}`)).body.responseBody;
    expect(view).toMatchObject({ channels: ['card', 'bank_transfer', 'ussd'], chargePayer: 'merchant' });
  });
});

describe('bad input', () => {
  const cases: [string, 'PUT' | 'PATCH', string, unknown, string][] = [
    ['an unknown person', 'PUT', 'charge-payer', { person: 'bank' }, 'person'],
    ['a NUL byte', 'PUT', 'charge-payer', { person: 'customer\u0000' }, 'person'],
    ['a lone surrogate', 'PUT', 'charge-payer', { person: '\ud800' }, 'person'],
    ['a number', 'PUT', 'charge-payer', { person: 1e308 }, 'person'],
    ['nothing', 'PUT', 'charge-payer', {}, 'person'],
    [
      'a huge number',
      'PUT',
      'wrong-transfer-charge-payer',
      { wrong_transfer_bearer: 2 ** 64 },
      'wrong_transfer_bearer',
    ],
    ['an unknown channel', 'PATCH', 'update-checkout-channels', { channels: ['cash'] }, 'channels.0'],
    ['no channel', 'PATCH', 'update-checkout-channels', { channels: [] }, 'channels'],
    ['a channel twice', 'PATCH', 'update-checkout-channels', { channels: ['card', 'card'] }, 'channels'],
    ['a string', 'PATCH', 'update-checkout-channels', { channels: 'card' }, 'channels'],
    ['a NUL channel', 'PATCH', 'update-checkout-channels', { channels: ['card\u0000'] }, 'channels.0'],
  ];
  test.each(cases)('%s → 422 on the field', async (_name, method, path, body, field) => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const res = await t.call(method, `${S}/${path}`, { body, token: owner.token });
    expect(Object.keys(errorBody(res, 422).errors ?? {})).toContain(field);
  });

  test('__proto__ and unknown keys are refused, and nothing changes', async () => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const raw = '{"person":"customer","__proto__":{"person":"merchant"}}';
    const res = await t.call('PUT', `${S}/charge-payer`, { raw, token: owner.token });
    expect(errorBody(res, 422).errors).toBeDefined();
    const extra = await patch(
      t,
      'update-checkout-channels',
      { channels: ['card'], admin: true },
      owner.token,
    );
    expect(errorBody(extra, 422).errors).toBeDefined();
    const now = await t.get(`${S}/charge-payer`, { token: owner.token });
    expect(now.body.responseBody.person).toBe('merchant');
    const channels = await t.get(`${S}/merchant-checkout-channels`, { token: owner.token });
    expect(channels.body.responseBody.channels).toHaveLength(3);
  });
});
