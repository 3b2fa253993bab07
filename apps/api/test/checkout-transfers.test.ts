/**
 * Bank transfer and USSD checkouts: the account and code, exact, short and excess transfers under
 * each wrong-transfer setting (with the ledger rows each posts, never more than was kept), the
 * 30-minute window (ManualClock), and the simulator's own rules. The ledger is verified at the end.
 */
import { describe, expect, test } from 'vitest';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
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
const simulate = (reference: string) => `${PAY}/checkout/${reference}/simulate-transfer`;

/** A ₦10,000 link whose customer bears the ₦250 fee (total ₦10,250), under the given wrong-transfer rule. */
async function transferCheckout(wrong: 'merchant' | 'customer') {
  const t = harness(database.db);
  const { link, merchantId, owner } = await merchantWithLink(t, { amount: 1_000_000 });
  await saveCheckoutSettings(t.db, merchantId, { chargePayer: 'customer', wrongTransferBearer: wrong });
  const state = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
  return { t, link, owner, state };
}

describe('bank transfer', () => {
  test('gives an account for the total, valid 30 minutes, and settles an exact transfer', async () => {
    const { t, state } = await transferCheckout('customer');
    expect(state).toMatchObject({
      status: 'awaiting_transfer',
      total: 1_025_000,
      transfer: {
        bankName: 'Payrail Sandbox Bank',
        accountName: 'Amaka Foods via Payrail',
        amount: 1_025_000,
        expiresAt: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
      },
    });
    expect(state.transfer.accountNumber).toMatch(/^\d{10}$/);
    const polled = await t.get(`${PAY}/checkout/${state.reference}`);
    expect(polled.body).toMatchObject({
      message: 'Transfer the amount shown to complete the payment',
      responseBody: { status: 'awaiting_transfer' },
    });
    const paid = await t.post(simulate(state.reference), {});
    expect(paid.body.responseBody).toMatchObject({
      status: 'success',
      amountPaid: 1_025_000,
      amountRefunded: 0,
      receipt: { amount: 1_025_000, channel: 'bank_transfer', last4: null },
    });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -1_025_000n,
      merchant_pending: 1_000_000n,
      platform_fees: 25_000n,
    });
    const again = await t.post(simulate(state.reference), {});
    expect(errorBody(again, 409).message).toBe('This checkout is not waiting for a transfer');
  });

  test('wrong-transfer bearer “customer”: a short transfer fails and is returned in full', async () => {
    const { t, state, link, owner } = await transferCheckout('customer');
    const res = await t.post(simulate(state.reference), { amount: 1_000_000 });
    expect(res.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason:
        'You sent ₦10,000.00 of ₦10,250.00. Only the full amount can be accepted, so your ₦10,000.00 is being returned to the account it came from.',
      amountPaid: 0,
      amountRefunded: 1_000_000,
    });
    expect(await paymentPostings(t, state.reference)).toEqual({});
    expect((await transactionRow(t, state.reference)).amountReceived).toBe(1_000_000n);
    const shown = await t.get(`/api/v1/merchant/payment-links/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody.stats).toMatchObject({ failed: 1, paid: 0, amountPaid: 0 });
  });

  test('wrong-transfer bearer “customer”: an excess is returned, the total is kept', async () => {
    const { t, state } = await transferCheckout('customer');
    const res = await t.post(simulate(state.reference), { amount: 1_100_000 });
    expect(res.body.responseBody).toMatchObject({
      status: 'success',
      amountPaid: 1_025_000,
      amountRefunded: 75_000,
    });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -1_025_000n,
      merchant_pending: 1_000_000n,
      platform_fees: 25_000n,
    });
  });

  test('wrong-transfer bearer “merchant”: a short transfer is kept as an underpaid part payment for what arrived', async () => {
    const { t, state } = await transferCheckout('merchant');
    const res = await t.post(simulate(state.reference), { amount: 600_000 });
    expect(res.body.responseBody).toMatchObject({
      status: 'underpaid',
      amountPaid: 600_000,
      amountRefunded: 0,
      receipt: { amount: 600_000 },
    });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -600_000n,
      merchant_pending: 575_000n,
      platform_fees: 25_000n,
    });
  });

  test('wrong-transfer bearer “merchant”: an excess is credited to the merchant', async () => {
    const { t, state } = await transferCheckout('merchant');
    await t.post(simulate(state.reference), { amount: 1_200_000 });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -1_200_000n,
      merchant_pending: 1_175_000n,
      platform_fees: 25_000n,
    });
  });

  test('a transfer smaller than the fee leaves the merchant nothing, and the provider no more than arrived', async () => {
    const { t, state } = await transferCheckout('merchant');
    await t.post(simulate(state.reference), { amount: 10_000 });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -10_000n,
      platform_fees: 10_000n,
    });
  });

  test('the rule in force when checkout started applies, even if the setting changes before the money arrives', async () => {
    const { t, state } = await transferCheckout('customer');
    const { merchantId } = await transactionRow(t, state.reference);
    await saveCheckoutSettings(t.db, merchantId, { wrongTransferBearer: 'merchant' });
    const res = await t.post(simulate(state.reference), { amount: 500_000 });
    expect(res.body.responseBody.status).toBe('failed');
  });

  test('after 30 minutes the account expires: the checkout fails and a late transfer is refused', async () => {
    const { t, state } = await transferCheckout('merchant');
    t.clock.advance(30 * 60_000 - 1);
    expect((await t.get(`${PAY}/checkout/${state.reference}`)).body.responseBody.status).toBe(
      'awaiting_transfer',
    );
    t.clock.advance(1);
    const late = await t.post(simulate(state.reference), {});
    expect(errorBody(late, 409, 'TRANSFER_ACCOUNT_EXPIRED').message).toBe(
      'This transfer account has expired',
    );
    const after = await t.get(`${PAY}/checkout/${state.reference}`);
    expect(after.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason: 'The transfer window expired before the money arrived',
    });
    expect(await paymentPostings(t, state.reference)).toEqual({});
  });
});

describe('USSD', () => {
  test('gives a code to dial and completes with the exact total', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: 200_000 });
    const state = await payOk(t, link.ref, payer({ channel: 'ussd' }));
    expect(state).toMatchObject({
      status: 'pending',
      ussd: { code: expect.stringMatching(/^\*737\*000\*\d{6}#$/) },
    });
    const wrong = await t.post(simulate(state.reference), { amount: 100 });
    expect(errorBody(wrong, 422).errors).toEqual({ amount: ['A USSD payment is always the exact total'] });
    const paid = await t.post(simulate(state.reference), {});
    expect(paid.body.responseBody).toMatchObject({ status: 'success', amountPaid: 200_000 });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -200_000n,
      merchant_pending: 197_000n,
      platform_fees: 3_000n,
    });
  });

  test('an undialled code expires after 30 minutes', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const state = await payOk(t, link.ref, payer({ channel: 'ussd' }));
    t.clock.advance(30 * 60_000);
    const res = await t.get(`${PAY}/checkout/${state.reference}`);
    expect(res.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason: 'The USSD payment window expired',
    });
  });
});

describe('the simulator', () => {
  test('refuses card checkouts, bad amounts and unknown references; is absent in live mode', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    errorBody(await t.post(simulate(paid.reference), {}), 409, 'NOT_SIMULATABLE');
    const tr = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    for (const amount of [0, -1, 1.5, '100', 2 ** 60])
      expect(Object.keys(errorBody(await t.post(simulate(tr.reference), { amount }), 422).errors!)).toEqual([
        'amount',
      ]);
    errorBody(await t.call('POST', simulate(tr.reference), { raw: '{' }), 400);
    errorBody(await t.post(simulate('PRL_UNKNOWN'), {}), 404);
    const live = harness(database.db, { config: { mode: 'live' } });
    errorBody(await live.post(simulate(tr.reference), {}), 404);
    const view = await live.get(`${PAY}/${link.ref}`);
    expect(view.body.responseBody.sandbox).toBe(false);
    errorBody(
      await live.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) })),
      503,
      'PROCESSOR_UNAVAILABLE',
    );
  });
});
