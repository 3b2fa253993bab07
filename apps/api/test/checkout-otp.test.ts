/** The OTP step of a card checkout: the Verve test card asks for 123456; three wrong codes fail it. */
import { describe, expect, test } from 'vitest';
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

describe('the OTP card', () => {
  test('asks for the code, refuses a wrong one with the attempts left, and pays with 123456', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.otp) }));
    expect(state).toMatchObject({
      status: 'otp_required',
      otp: { attemptsLeft: 3, hint: expect.stringContaining('123456') },
    });
    const otpUrl = `${PAY}/checkout/${state.reference}/otp`;
    const wrong = await t.post(otpUrl, { otp: '000000' });
    expect(errorBody(wrong, 422).errors).toEqual({ otp: ['That code is not correct. 2 attempts left.'] });
    expect((await t.get(`${PAY}/checkout/${state.reference}`)).body.responseBody.otp.attemptsLeft).toBe(2);
    const right = await t.post(otpUrl, { otp: '123456' });
    expect(right.status).toBe(200);
    expect(right.body.responseBody).toMatchObject({
      status: 'success',
      otp: null,
      receipt: { last4: '6666' },
    });
    const row = await transactionRow(t, state.reference);
    expect(row).toMatchObject({ cardBrand: 'verve', cardBin: '506066', status: 'success' });
    expect(await paymentPostings(t, state.reference)).toEqual({
      platform_clearing: -1_000_000n,
      merchant_pending: 975_000n,
      platform_fees: 25_000n,
    });
    errorBody(await t.post(otpUrl, { otp: '123456' }), 409);
  });

  test('three wrong codes fail the checkout; bad input and unknown references are refused', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const state = await payOk(t, link.ref, payer({ card: card(CARDS.otp) }));
    const otpUrl = `${PAY}/checkout/${state.reference}/otp`;
    errorBody(await t.post(otpUrl, { otp: '111111' }), 422);
    errorBody(await t.post(otpUrl, { otp: '222222' }), 422);
    const third = await t.post(otpUrl, { otp: '333333' });
    expect(third.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason: 'Too many incorrect OTP attempts',
    });
    errorBody(await t.post(otpUrl, { otp: '123456' }), 409);
    errorBody(await t.post(otpUrl, { otp: 'abc' }), 422);
    errorBody(await t.post(otpUrl, {}), 422);
    errorBody(await t.call('POST', otpUrl, { raw: '{"otp":' }), 400);
    errorBody(await t.post(`${PAY}/checkout/PRL_NOPE/otp`, { otp: '123456' }), 404);
    errorBody(await t.get(`${PAY}/checkout/PRL_NOPE`), 404);
  });
});
