/**
 * One transaction's details (spec 001 §7 GET merchant/transactions/details/{id}): channel details,
 * answers, timeline and webhook deliveries; who may read them; and bad input on the list, which is
 * a field error (422), never a server error.
 */
import { describe, expect, test } from 'vitest';
import { webhookAttempts } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';
import { createRole, member, subAccount } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const TXNS = '/api/v1/merchant/transactions';

async function idOf(t: Harness, token: string, reference: string): Promise<string> {
  const res = await t.post(TXNS, { search: reference }, { token });
  expect(res.body.responseBody.items, res.text).toHaveLength(1);
  return res.body.responseBody.items[0].id;
}
const details = (t: Harness, token: string, id: string) => t.get(`${TXNS}/details/${id}`, { token });

describe('a transaction’s details', () => {
  test('a card payment: card, answers, its timeline and the webhook queued for it', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, {
      amount: 250_000,
      customFields: [{ key: 'size', label: 'Dress size', required: false }],
    });
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success), fields: { size: 'M' } }));
    const res = await details(t, owner.token, await idOf(t, owner.token, paid.reference));
    expect(res.status, res.text).toBe(200);
    const d = res.body.responseBody;
    expect(d).toMatchObject({
      reference: paid.reference,
      status: 'success',
      amount: 250_000,
      amountReceived: null,
      customer: { email: 'ada@example.com', name: 'Ada Obi' },
      answers: [{ key: 'size', label: 'Dress size', value: 'M' }],
      channelDetails: { card: { brand: expect.any(String), last4: '4081' }, transfer: null, ussd: null },
      paymentLink: { ref: link.ref, name: 'Hamper' },
    });
    expect(d.net).toBe(d.amountPaid - d.fee);
    expect(d.timeline.map((e: { event: string }) => e.event)).toEqual(['created', 'paid']);
    expect(d.webhookDeliveries).toEqual([
      expect.objectContaining({ event: 'charge.success', status: 'pending', attempts: 0, tries: [] }),
    ]);

    // A try the sender logged (modules/webhooks) shows under its delivery.
    await t.db.insert(webhookAttempts).values({
      deliveryId: d.webhookDeliveries[0].id,
      attempt: 1,
      url: 'https://merchant.example/hooks',
      outcome: 'failed',
      responseStatus: 503,
      durationMs: 120,
      error: 'Service unavailable',
      startedAt: t.clock.now(),
    });
    const again = (await details(t, owner.token, d.id)).body.responseBody;
    expect(again.webhookDeliveries[0].tries).toEqual([
      {
        attempt: 1,
        outcome: 'failed',
        responseStatus: 503,
        durationMs: 120,
        error: 'Service unavailable',
        at: t.clock.now().toISOString(),
      },
    ]);

    // A second try: the tries listed by number, each once, under the delivery listed once.
    await t.db.insert(webhookAttempts).values({
      deliveryId: d.webhookDeliveries[0].id,
      attempt: 2,
      url: 'https://merchant.example/hooks',
      outcome: 'delivered',
      responseStatus: 200,
      durationMs: 40,
      startedAt: t.clock.now(),
    });
    const twice = (await details(t, owner.token, d.id)).body.responseBody;
    expect(twice.webhookDeliveries).toHaveLength(1);
    expect(twice.webhookDeliveries[0].tries.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2]);
  });

  test('a short transfer: the account issued, what arrived, underpaid; a decline and an OTP', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 500_000 });
    const short = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    t.clock.advance(60_000);
    await t.post(`${PAY}/checkout/${short.reference}/simulate-transfer`, { amount: 400_000 });
    const d = (await details(t, owner.token, await idOf(t, owner.token, short.reference))).body.responseBody;
    expect(d).toMatchObject({ status: 'underpaid', amountReceived: 400_000, amountPaid: 400_000 });
    expect(d.channelDetails.transfer).toMatchObject({ accountNumber: expect.stringMatching(/^\d{10}$/) });
    expect(d.timeline.map((e: { event: string; amount: number | null }) => [e.event, e.amount])).toEqual([
      ['created', 500_000],
      ['transfer_account_issued', 500_000],
      ['transfer_received', 400_000],
      ['underpaid', 400_000],
    ]);
    expect(d.webhookDeliveries.map((w: { event: string }) => w.event)).toEqual(['charge.underpaid']);

    const declined = await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    const failed = (await details(t, owner.token, await idOf(t, owner.token, declined.reference))).body
      .responseBody;
    expect(failed.timeline.at(-1)).toMatchObject({ event: 'failed', detail: expect.any(String) });
    expect(failed.webhookDeliveries.map((w: { event: string }) => w.event)).not.toContain('charge.success');

    const otp = await payOk(t, link.ref, payer({ card: card(CARDS.otp) }));
    const waiting = (await details(t, owner.token, await idOf(t, owner.token, otp.reference))).body
      .responseBody;
    expect(waiting.timeline.map((e: { event: string }) => e.event)).toEqual(['created', 'otp_requested']);

    const ussd = await payOk(t, link.ref, payer({ channel: 'ussd', ussdBank: 'gtbank' }));
    const dial = (await details(t, owner.token, await idOf(t, owner.token, ussd.reference))).body
      .responseBody;
    expect(dial.channelDetails.ussd.code).toMatch(/^\*/);
  });
});

describe('who may read', () => {
  test('another merchant, a member limited to sub-accounts and a role without transactions:read', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const id = await idOf(t, owner.token, paid.reference);

    const other = await signedInUser(t);
    errorBody(await details(t, other.token, id), 404, 'NOT_FOUND');
    errorBody(await details(t, owner.token, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    errorBody(await details(t, owner.token, 'not-a-uuid'), 404, 'NOT_FOUND');

    const sub = await subAccount(t, owner.row.merchantId);
    const branch = await member(t, owner.token, { roleName: 'Viewer', subAccountIds: [sub.id] });
    errorBody(await details(t, branch.token, id), 404, 'NOT_FOUND');
    expect((await t.post(TXNS, {}, { token: branch.token })).body.responseBody.items).toEqual([]);
    const primary = await t.get(`${TXNS}/primary-accounts`, { token: branch.token });
    expect(primary.body.responseBody.items).toEqual([]);

    const role = await createRole(t, owner.token, ['payment-link:read']);
    const clerk = await member(t, owner.token, { roleName: role.name });
    errorBody(await t.post(TXNS, {}, { token: clerk.token }), 403, 'NOT_AUTHORIZED');
    errorBody(await details(t, clerk.token, id), 403, 'NOT_AUTHORIZED');
    errorBody(await t.get(`${TXNS}/sub-accounts`, { token: clerk.token }), 403, 'NOT_AUTHORIZED');
  });
});

describe('bad input is a field error', () => {
  test('each bad filter names its field; a prototype key is refused', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const fields = async (body: unknown, q = '') =>
      Object.keys(
        errorBody(await t.post(`${TXNS}${q}`, body, { token: owner.token }), 422, 'VALIDATION_ERROR')
          .errors ?? {},
      );
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'paid' }, 'status'],
      [{ status: '__proto__' }, 'status'],
      [{ channel: 'cash' }, 'channel'],
      [{ currency: 'constructor' }, 'currency'],
      [{ minAmount: -1 }, 'minAmount'],
      [{ minAmount: 1.5 }, 'minAmount'],
      [{ minAmount: '100' }, 'minAmount'],
      [{ maxAmount: 1e308 }, 'maxAmount'],
      [{ minAmount: 500, maxAmount: 100 }, 'maxAmount'],
      [{ from: '2026-02-30' }, 'from'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to'],
      [{ search: 'a\u0000b' }, 'search'],
      [{ search: '\ud83d' }, 'search'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ customer: 'not-an-email' }, 'customer'],
      [{ paymentLink: 'PL-xx' }, 'paymentLink'],
      [{ paymentLink: ['PL-0000000000'] }, 'paymentLink'],
    ];
    for (const [body, field] of cases) expect(await fields(body), JSON.stringify(body)).toEqual([field]);
    expect(await fields({}, '?page=0')).toEqual(['page']);
    expect(await fields({}, '?page=abc')).toEqual(['page']);
    expect(await fields({}, '?asOf=yesterday')).toEqual(['asOf']);

    const q = (query: string) => t.get(`${TXNS}/primary-accounts?${query}`, { token: owner.token });
    for (const [query, field] of [
      ['minAmount=abc', 'minAmount'],
      ['minAmount=99999999999999999999', 'minAmount'],
      ['status=__proto__', 'status'],
      ['search=%00', 'search'],
      ['from=2026-13-01', 'from'],
    ] as const) {
      expect(Object.keys(errorBody(await q(query), 422, 'VALIDATION_ERROR').errors ?? {}), query).toEqual([
        field,
      ]);
    }
    for (const query of ['scope=primary', 'minAmount=100&maxAmount=200', '__proto__=x']) {
      expect((await q(query)).status, query).toBe(200);
    }
    const proto = await t.call('POST', TXNS, {
      token: owner.token,
      raw: '{"__proto__": {"status": "bogus"}, "constructor": {"prototype": 1}}',
    });
    const refused = errorBody(proto, 422, 'VALIDATION_ERROR').errors ?? {};
    expect(Object.keys(refused)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(refused, '__proto__')?.value).toEqual([
      'This name is reserved: choose another',
    ]);
  });
});
