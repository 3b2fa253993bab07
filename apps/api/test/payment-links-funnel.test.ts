/**
 * What the merchant sees of a link's money: the funnel's amounts (started, failed, paid) on show,
 * each link's amount paid in the list, and a malformed ref answering 404 like an unknown one on
 * every endpoint of the module.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
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

describe('the link’s kept totals', () => {
  test('equal a recount of its transactions and views, whatever the checkouts went through', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { amount: 150_000 });
    for (let i = 0; i < 3; i++) await t.get(`${PAY}/${link.ref}`);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    await payOk(t, link.ref, payer({ card: card(CARDS.insufficient) }));
    const otp = await payOk(t, link.ref, payer({ card: card(CARDS.otp) }));
    await t.post(`${PAY}/checkout/${otp.reference}/otp`, { otp: '123456' });
    const transfer = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    await t.post(`${PAY}/checkout/${transfer.reference}/simulate-transfer`, {});
    const abandoned = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    t.clock.advance(30 * 60_000);
    await t.get(`${PAY}/checkout/${abandoned.reference}`);

    const [kept] = await rawRows<Record<string, string>>(
      t.db,
      sql`select sum(views)::text views, sum(started)::text started, sum(started_amount)::text started_amount,
            sum(paid)::text paid, sum(paid_amount)::text paid_amount, sum(failed)::text failed,
            sum(failed_amount)::text failed_amount
          from payment_link_stats s join payment_links l on l.id = s.link_id where l.ref = ${link.ref}`,
    );
    const [recount] = await rawRows<Record<string, string>>(
      t.db,
      sql`select (select count(*) from link_events e where e.link_id = l.id and e.kind = 'view')::text views,
            count(t.id)::text started, coalesce(sum(t.total), 0)::text started_amount,
            (count(t.id) filter (where t.status = 'success'))::text paid,
            coalesce(sum(t.amount_paid) filter (where t.status = 'success'), 0)::text paid_amount,
            (count(t.id) filter (where t.status = 'failed'))::text failed,
            coalesce(sum(t.total) filter (where t.status = 'failed'), 0)::text failed_amount
          from payment_links l left join transactions t on t.link_id = l.id
          where l.ref = ${link.ref} group by l.id`,
    );
    expect(kept).toEqual(recount);
    expect(recount).toMatchObject({ views: '3', started: '6', paid: '3', failed: '3' });
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
