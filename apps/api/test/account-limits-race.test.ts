/**
 * The day's limit under checkouts started at once. On PostgreSQL (`DATABASE_URL=…`) the starts
 * run on separate connections; on PGlite they queue. Each checkout is counted after it is open, so
 * together they never pass the limit: at most what fits is accepted (near the limit, all of a burst
 * may be refused), every refusal is the limit's 422 on `amount`, never a 5xx, and once the burst
 * is over a new start takes what is left.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();
const MILLION = 100_000_000; // ₦1,000,000, the starter business's per-payment limit

describe('the day’s limit under checkouts started at once', () => {
  test('never passes the limit: at most what fits is accepted, the rest refused with 422', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: MILLION });
    // ₦8m of the ₦10m today, then eight starts of ₦1m at once.
    for (let i = 0; i < 8; i++) await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call('POST', `${PAY}/${link.ref}`, {
          body: payer({ card: card(CARDS.success) }),
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 201);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect(Object.keys(errorBody(refused, 422).errors ?? {})).toEqual(['amount']);
    expect(accepted.length).toBeLessThanOrEqual(2);

    const used = async () =>
      (await t.get('/api/v1/get-account-limit', { token: owner.token })).body.responseBody.limits[0];
    expect(await used()).toMatchObject({ usedToday: (8 + accepted.length) * MILLION });
    // After the burst, starts one at a time take what is left, and no more.
    for (let i = accepted.length; i < 2; i++) await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    expect(await used()).toMatchObject({ usedToday: 10 * MILLION, leftToday: 0 });
    const next = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }));
    expect(errorBody(next, 422).errors).toEqual({
      amount: ['This business cannot accept more payments today. Try again tomorrow.'],
    });
  });
});
