/**
 * The dashboard home (spec 001 §7 "Dashboard"): the balance card, the transaction stats and the
 * customer stats read rollups the database keeps as payments happen, so they must equal a recount
 * of the transactions whatever the checkouts went through; days and months are Lagos days.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const HOME = '/api/v1/merchant/dashboard';

const stats = (t: Harness, token: string, currency = 'NGN', q = '') =>
  t.get(`${HOME}/transactions/stats/${currency}${q}`, { token });
const customers = (t: Harness, token: string, year: unknown) =>
  t.post(`${HOME}/customers/stats/`, { year }, { token });

describe('a new merchant’s home', () => {
  test('zero balances, 30 empty days to today, twelve empty months and no recent transactions', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const balance = await t.get(`${HOME}/balances/NGN`, { token: owner.token });
    expect(balance.status, balance.text).toBe(200);
    expect(balance.body.responseBody).toEqual({ currency: 'NGN', available: 0, pending: 0 });

    const s = (await stats(t, owner.token)).body.responseBody;
    // The harness clock starts at 2026-01-05 09:00 UTC: 10:00 in Lagos.
    expect([s.from, s.to, s.days.length]).toEqual(['2025-12-07', '2026-01-05', 30]);
    expect(s.totals).toEqual({ paid: 0, volume: 0, fees: 0, net: 0, failed: 0, successRate: null });
    expect(s.channels).toEqual([]);

    const c = (await customers(t, owner.token, 2026)).body.responseBody;
    expect(c.months).toHaveLength(12);
    expect(c.totals).toEqual({ new: 0, returning: 0 });
    expect((await t.get(`${HOME}/transactions/recent/`, { token: owner.token })).body.responseBody).toEqual({
      items: [],
    });
  });
});

describe('after payments', () => {
  test('stats equal a recount; a short transfer counts for what was kept; the balance is the ledger’s', async () => {
    const t = harness(database.db);
    const { owner, link, merchantId } = await merchantWithLink(t, {
      amount: 250_000,
      customFields: [{ key: 'size', label: 'Dress size', required: false }],
    });
    await payOk(t, link.ref, payer({ card: card(CARDS.success), fields: { size: 'M' } }));
    await payOk(t, link.ref, payer({ email: 'bola@example.com', card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    const short = await payOk(t, link.ref, payer({ email: 'chi@example.com', channel: 'bank_transfer' }));
    await t.post(`${PAY}/checkout/${short.reference}/simulate-transfer`, { amount: 200_000 });
    await payOk(t, link.ref, payer({ channel: 'ussd', ussdBank: 'gtbank' }));

    const s = (await stats(t, owner.token)).body.responseBody;
    const [recount] = await rawRows<Record<string, string>>(
      t.db,
      sql`select (count(*) filter (where status in ('success', 'underpaid')))::text paid,
            coalesce(sum(amount_paid) filter (where status in ('success', 'underpaid')), 0)::text volume,
            coalesce(sum(fee) filter (where status in ('success', 'underpaid')), 0)::text fees,
            coalesce(sum(net) filter (where status in ('success', 'underpaid')), 0)::text net,
            (count(*) filter (where status = 'failed'))::text failed
          from transactions where merchant_id = ${merchantId}`,
    );
    const { successRate, ...totals } = s.totals;
    expect(totals).toEqual({
      paid: Number(recount!.paid),
      volume: Number(recount!.volume),
      fees: Number(recount!.fees),
      net: Number(recount!.net),
      failed: Number(recount!.failed),
    });
    expect([totals.paid, totals.failed, totals.volume]).toEqual([3, 1, 700_000]);
    expect(successRate).toBe(0.75);
    expect(s.days.at(-1)).toMatchObject({ date: '2026-01-05', paid: 3, failed: 1 });
    expect(s.channels.map((c: { channel: string; paid: number }) => [c.channel, c.paid])).toEqual([
      ['bank_transfer', 1],
      ['card', 2],
    ]);

    const [ledger] = await rawRows<{ available: string; pending: string }>(
      t.db,
      sql`select coalesce(sum(p.amount) filter (where a.kind = 'merchant_available'), 0)::text available,
            coalesce(sum(p.amount) filter (where a.kind = 'merchant_pending'), 0)::text pending
          from postings p join ledger_accounts a on a.id = p.account_id
          where a.merchant_id = ${merchantId} and a.currency = 'NGN'`,
    );
    const balance = (await t.get(`${HOME}/balances/NGN`, { token: owner.token })).body.responseBody;
    expect(balance).toEqual({
      currency: 'NGN',
      available: Number(ledger!.available),
      pending: Number(ledger!.pending),
    });
    expect(balance.available + balance.pending).toBeGreaterThan(0);

    const recent = (await t.get(`${HOME}/transactions/recent/`, { token: owner.token })).body.responseBody;
    expect(recent.items).toHaveLength(5);
    expect(recent.items.map((i: { status: string }) => i.status)).toContain('underpaid');
    const withAnswer = recent.items.find((i: { fields: Record<string, string> }) => i.fields.size === 'M');
    expect(withAnswer.answers).toEqual([{ key: 'size', label: 'Dress size', value: 'M' }]);
  });

  test('a payment at 23:30 UTC counts on the next Lagos day; another currency stays apart', async () => {
    const t = harness(database.db);
    t.clock.set('2026-03-31T23:30:00Z');
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const s = (await stats(t, owner.token, 'NGN', '?from=2026-03-31&to=2026-04-01')).body.responseBody;
    expect(s.days.map((d: { date: string; paid: number }) => [d.date, d.paid])).toEqual([
      ['2026-03-31', 0],
      ['2026-04-01', 1],
    ]);
    const usd = (await stats(t, owner.token, 'USD', '?from=2026-04-01&to=2026-04-01')).body.responseBody;
    expect(usd.totals.paid).toBe(0);
  });
});

describe('customer stats', () => {
  test('new in the month of the first payment; returning once in each later month paid', async () => {
    const t = harness(database.db);
    t.clock.set('2026-01-10T10:00:00Z');
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    const ada = payer({ card: card(CARDS.success) });
    const bola = payer({ email: 'BOLA@example.com', card: card(CARDS.success) });
    await payOk(t, link.ref, ada);
    await payOk(t, link.ref, ada);
    t.clock.set('2026-02-28T23:30:00Z'); // 1 March in Lagos
    await payOk(t, link.ref, ada);
    await payOk(t, link.ref, ada);
    await payOk(t, link.ref, bola);
    await payOk(t, link.ref, payer({ email: 'bola@example.com', card: card(CARDS.declined) }));
    const token = await signIn(t, owner.email);
    const c = (await customers(t, token, 2026)).body.responseBody;
    expect(c.months.slice(0, 3)).toEqual([
      { month: 1, new: 1, returning: 0 },
      { month: 2, new: 0, returning: 0 },
      { month: 3, new: 1, returning: 1 },
    ]);
    expect(c.totals).toEqual({ new: 2, returning: 1 });
    expect((await customers(t, token, 2025)).body.responseBody.totals).toEqual({ new: 0, returning: 0 });
  });
});

describe('who may read, and bad input', () => {
  test('dashboard-metrics:read is needed; another merchant’s payments are not counted', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const role = await createRole(t, owner.token, ['payment-link:read']);
    const clerk = await member(t, owner.token, { roleName: role.name });
    for (const res of [
      await t.get(`${HOME}/balances/NGN`, { token: clerk.token }),
      await stats(t, clerk.token),
      await customers(t, clerk.token, 2026),
      await t.get(`${HOME}/transactions/recent/`, { token: clerk.token }),
    ]) {
      errorBody(res, 403, 'NOT_AUTHORIZED');
    }
    const other = await signedInUser(t);
    expect((await stats(t, other.token)).body.responseBody.totals.paid).toBe(0);
    expect(
      (await t.get(`${HOME}/transactions/recent/`, { token: other.token })).body.responseBody.items,
    ).toEqual([]);
  });

  test('unknown currencies, impossible dates, long periods and bad years are field errors', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const field = async (res: Awaited<ReturnType<Harness['get']>>) =>
      errorBody(res, 422, 'VALIDATION_ERROR').errors as Record<string, string[]>;
    expect(await field(await t.get(`${HOME}/balances/XYZ`, { token: owner.token }))).toEqual({
      currency: ['Unknown currency'],
    });
    expect(Object.keys(await field(await stats(t, owner.token, '__proto__')))).toEqual(['currency']);
    expect(Object.keys(await field(await stats(t, owner.token, 'NGN', '?from=2026-02-30')))).toEqual([
      'from',
    ]);
    expect(await field(await stats(t, owner.token, 'NGN', '?from=2026-03-02&to=2026-03-01'))).toEqual({
      from: ['The start date must be on or before the end date'],
    });
    expect(await field(await stats(t, owner.token, 'NGN', '?from=2026-06-01'))).toEqual({
      from: ['The start date must be on or before the end date'],
    });
    expect(await field(await stats(t, owner.token, 'NGN', '?from=2024-01-01&to=2026-01-01'))).toEqual({
      to: ['Choose a period of at most 366 days'],
    });
    for (const year of ['2026', 2026.5, 1999, 1e308, null]) {
      expect(Object.keys(await field(await customers(t, owner.token, year)))).toEqual(['year']);
    }
  });
});
