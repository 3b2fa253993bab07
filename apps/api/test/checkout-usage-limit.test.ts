/**
 * Usage limits hold under concurrency: a start claims one of the link's slots in its opening
 * statement, so N payers at once on a link with K left get at most K payments, the rest 409; a
 * checkout that fails (a declined card, wrong OTPs, an expired transfer) gives its slot back once.
 * Run on PostgreSQL too (DATABASE_URL), where the payers really race on separate connections.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { paymentLinks } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness, randomIp } from './support/harness.ts';
import { CARDS, card, LINKS, merchantWithLink, PAY, pay, payer } from './support/payments.ts';

const database = useDatabase();
const USED_UP = 'This payment link has reached its usage limit and cannot take more payments';

async function counters(t: Harness, ref: string) {
  const [row] = await t.db
    .select({ count: paymentLinks.usageCount, reserved: paymentLinks.usageReserved })
    .from(paymentLinks)
    .where(eq(paymentLinks.ref, ref));
  return row;
}

describe('usage limits', () => {
  test.each([5, 1])('40 payers at once on a link limited to %i: exactly that many pay', async (limit) => {
    const t = harness(database.db);
    const { link, owner } = await merchantWithLink(t, { usageLimit: limit });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        pay(t, link.ref, payer({ email: `payer${i}@example.com`, card: card(CARDS.success) }), {
          ip: randomIp(),
        }),
      ),
    );
    const paid = answers.filter((a) => a.status === 201);
    expect(paid).toHaveLength(limit);
    for (const a of paid) expect(a.body.responseBody.status).toBe('success');
    for (const a of answers.filter((x) => x.status !== 201))
      expect(errorBody(a, 409, 'PAYMENT_LINK_UNAVAILABLE').message).toBe(USED_UP);
    expect(await counters(t, link.ref)).toEqual({ count: limit, reserved: 0 });
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody).toMatchObject({ usageLimit: limit, usageCount: limit });
    expect(shown.body.responseBody.stats).toMatchObject({ checkoutsStarted: limit, paid: limit });
    const page = await t.get(`${PAY}/${link.ref}`);
    expect(page.body.responseBody).toMatchObject({ available: false, unavailableReason: 'used_up' });
  });

  test('a checkout that fails gives its slot back; one under way holds it', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { usageLimit: 1 });
    const other = () => pay(t, link.ref, payer({ card: card(CARDS.success) }), { ip: randomIp() });

    // A declined card.
    const declined = await pay(t, link.ref, payer({ card: card(CARDS.declined) }));
    expect(declined.body.responseBody.status).toBe('failed');
    expect(await counters(t, link.ref)).toEqual({ count: 0, reserved: 0 });

    // Wrong OTPs: the slot is held while the code is awaited, and returned when they run out.
    const otp = (await pay(t, link.ref, payer({ card: card(CARDS.otp) }))).body.responseBody;
    expect(await counters(t, link.ref)).toEqual({ count: 0, reserved: 1 });
    errorBody(await other(), 409, 'PAYMENT_LINK_UNAVAILABLE');
    for (let i = 0; i < 3; i++) await t.post(`${PAY}/checkout/${otp.reference}/otp`, { otp: '000000' });
    expect((await t.get(`${PAY}/checkout/${otp.reference}`)).body.responseBody.status).toBe('failed');
    expect(await counters(t, link.ref)).toEqual({ count: 0, reserved: 0 });

    // A bank transfer whose window passes (closed when its state is read).
    const transfer = (await pay(t, link.ref, payer({ channel: 'bank_transfer' }))).body.responseBody;
    expect(transfer.status).toBe('awaiting_transfer');
    errorBody(await other(), 409, 'PAYMENT_LINK_UNAVAILABLE');
    t.clock.advance(30 * 60_000);
    expect((await t.get(`${PAY}/checkout/${transfer.reference}`)).body.responseBody.status).toBe('failed');
    // Reading it again changes nothing: the slot came back once.
    await t.get(`${PAY}/checkout/${transfer.reference}`);
    expect(await counters(t, link.ref)).toEqual({ count: 0, reserved: 0 });

    // The slot pays once, then the link is used up.
    expect((await other()).body.responseBody.status).toBe('success');
    expect(await counters(t, link.ref)).toEqual({ count: 1, reserved: 0 });
    const after = await other();
    expect(errorBody(after, 409).message).toBe(USED_UP);
  });

  test('an Idempotency-Key refused for a used-up link can be used again once a slot is free', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { usageLimit: 1 });
    const otp = (await pay(t, link.ref, payer({ card: card(CARDS.otp) }))).body.responseBody;
    const body = payer({ email: 'later@example.com', card: card(CARDS.success) });
    const key = 'key-used-up-then-free';
    errorBody(await pay(t, link.ref, body, { key }), 409, 'PAYMENT_LINK_UNAVAILABLE');
    for (let i = 0; i < 3; i++) await t.post(`${PAY}/checkout/${otp.reference}/otp`, { otp: '000000' });
    const paid = await pay(t, link.ref, body, { key });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.responseBody.status).toBe('success');
  });

  test('an unlimited link takes every payer and its row is never written', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        pay(t, link.ref, payer({ card: card(CARDS.success) }), { ip: randomIp() }),
      ),
    );
    for (const a of answers) expect(a.body.responseBody.status).toBe('success');
    expect(await counters(t, link.ref)).toEqual({ count: 0, reserved: 0 });
  });
});
