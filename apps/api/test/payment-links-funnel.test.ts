/**
 * What the merchant sees of a link's money: the funnel's amounts (started, failed, paid) on show,
 * each link's amount paid in the list, and a malformed ref answering 404 like an unknown one on
 * every endpoint of the module.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, createLink, LINKS, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();

describe('the funnel’s amounts', () => {
  test('started, failed and paid, in the link’s currency; the list shows each link’s amount paid', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 300_000 });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    const quiet = await createLink(t, owner.token, { name: 'Nobody paid', amount: 50_000 });

    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody.stats).toEqual({
      views: 0,
      checkoutsStarted: 4,
      amountStarted: 1_200_000,
      failed: 1,
      amountFailed: 300_000,
      failedByReason: { 'Card declined by the issuer': 1 },
      paid: 2,
      amountPaid: 600_000,
    });

    const list = await t.post(`${LINKS}/get`, {}, { token: owner.token });
    const paidBy = Object.fromEntries(
      list.body.responseBody.items.map((l: { ref: string; amountPaid: number }) => [l.ref, l.amountPaid]),
    );
    expect(paidBy).toEqual({ [link.ref]: 600_000, [quiet.ref]: 0 });
  });

  test('an expired transfer counts as failed, with its amount', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 200_000 });
    const state = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    t.clock.advance(30 * 60_000);
    await t.get(`${PAY}/checkout/${state.reference}`);
    // Half an hour idle ended the owner's session: they sign in again to look.
    const token = await signIn(t, owner.email);
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token });
    expect(shown.body.responseBody.stats).toMatchObject({
      checkoutsStarted: 1,
      amountStarted: 200_000,
      failed: 1,
      amountFailed: 200_000,
      failedByReason: { 'The transfer window expired before the money arrived': 1 },
      amountPaid: 0,
    });
  });
});

describe('a malformed ref', () => {
  test('answers 404 on every endpoint, exactly as an unknown ref does', async () => {
    const t = harness(database.db);
    const { owner } = await merchantWithLink(t);
    const calls = (ref: string) =>
      [
        ['GET', `${LINKS}/show/${ref}`],
        ['GET', `${LINKS}/transactions/${ref}`],
        ['GET', `${LINKS}/activate/${ref}`],
        ['GET', `${LINKS}/deactivate/${ref}`],
        ['DELETE', `${LINKS}/delete/${ref}`],
        ['PATCH', `${LINKS}/edit/${ref}`, { name: 'New name' }],
      ] as const;
    for (const ref of ['not-a-ref', 'pl-0000000000', 'PL-000000000O', 'x'.repeat(300), 'PL-0000000000'])
      for (const [method, path, body] of calls(encodeURIComponent(ref))) {
        const res = await t.call(method, path, { token: owner.token, ...(body ? { body } : {}) });
        expect(errorBody(res, 404, 'NOT_FOUND').message, `${method} ${path}`).toBe('Payment link not found');
      }
  });
});
