/**
 * Sub-account funds transfers (issue 15; contract sub-account-transfers.ts): what the dialog
 * reads, a sweep to the main account and back, one ledger entry in both histories, the PIN, the
 * Idempotency-Key, bad input, and who may do it. The races are in sub-account-transfers-race.test.ts.
 */
import { FUNDS_TRANSFER_REQUESTED } from '@payrail/contract/sub-account-transfers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { journalEntries, subAccountTransfers } from '#db/schema/index.ts';
import { subAccountMovements } from '#modules/ledger/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness as makeHarness } from './support/harness.ts';
import { entriesOf } from './support/merchant-refunds.ts';
import { fund, PIN, setPin } from './support/payouts.ts';
import { balances, fundSubAccount, subAccount } from './support/sub-accounts-money.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const harness = () => makeHarness(database.db);
const SUBS = '/api/v1/merchant/sub-accounts';
const info = (uuid: string) => `${SUBS}/${uuid}/sub-account-funds-transfer-request`;
const transfer = (uuid: string) => `${SUBS}/${uuid}/sub-account-funds-transfer`;

/** A merchant (PIN set) with a sub-account holding ₦1,000 available and ₦500 in the main account. */
async function setup(t: Harness) {
  const owner = await signedInUser(t);
  const merchantId = owner.row.merchantId;
  await setPin(t, owner.token);
  const sub = await subAccount(t, merchantId);
  await fundSubAccount(t, { merchantId, subAccountId: sub.id }, 100_000n);
  await fund(t, merchantId, 50_000n);
  return { owner, token: owner.token, merchantId, sub };
}

const send = (t: Harness, token: string, uuid: string, body: Record<string, unknown>, key?: string) =>
  t.post(
    transfer(uuid),
    { pin: PIN, ...body },
    { token, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) },
  );

describe('the transfer dialog', () => {
  test('shows both available balances by currency, the limits and the directions', async () => {
    const t = await harness();
    const { token, sub } = await setup(t);
    const res = await t.get(info(sub.id), { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.responseBody).toEqual({
      subAccount: { uuid: sub.id, slug: sub.slug, name: sub.name },
      balances: [
        { currency: 'NGN', subAccountAvailable: 100_000, mainAvailable: 50_000 },
        { currency: 'USD', subAccountAvailable: 0, mainAvailable: 0 },
      ],
      limits: { minimum: 100, maximum: 100_000_000_000 },
      defaultCurrency: 'NGN',
      directions: ['to_main', 'to_sub_account'],
    });
  });
});

describe('a funds transfer', () => {
  test('sweeps the sub-account to the main account in one entry that both histories show', async () => {
    const t = await harness();
    const { token, merchantId, sub } = await setup(t);
    t.clock.advance(60_000);
    const res = await send(t, token, sub.id, { amount: 30_000 }, 'sweep-key-1');
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe(FUNDS_TRANSFER_REQUESTED);
    expect(res.body.responseBody).toMatchObject({
      direction: 'to_main',
      amount: 30_000,
      currency: 'NGN',
      subAccountAvailable: 70_000,
      mainAvailable: 80_000,
    });
    const reference = res.body.responseBody.reference as string;
    expect(reference).toMatch(/^SAT_/);
    expect((await entriesOf(t, reference)).sub_account_transfer).toEqual({
      sub_account_available: -30_000n,
      merchant_available: 30_000n,
    });
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 80_000n, pending: 0n },
      sub: { available: 70_000n, pending: 0n },
    });
    const history = await t.post('/api/v1/merchant/balances/view-all', {}, { token });
    expect(history.status, history.text).toBe(200);
    const items = history.body.responseBody.items as { type: string; amount: number; reference: string }[];
    expect(items.find((i) => i.reference === reference)).toMatchObject({
      type: 'sub_account_transfer',
      amount: 30_000,
    });
    const own = await subAccountMovements(t.db, sub.id);
    expect(own.map((m) => [m.type, m.wallet, m.amount])).toEqual([
      ['sub_account_transfer', 'sub_account_available', -30_000n],
      ['test_funding', 'sub_account_available', 100_000n],
    ]);
    expect(own[0]?.reference).toBe(reference);
  });

  test('moves main money to the sub-account the other way', async () => {
    const t = await harness();
    const { token, merchantId, sub } = await setup(t);
    const res = await send(t, token, sub.id, { amount: 20_000, direction: 'to_sub_account' });
    expect(res.status, res.text).toBe(201);
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 30_000n, pending: 0n },
      sub: { available: 120_000n, pending: 0n },
    });
  });

  test('never overdraws: a short balance is 409 and nothing is written', async () => {
    const t = await harness();
    const { token, merchantId, sub } = await setup(t);
    errorBody(await send(t, token, sub.id, { amount: 100_001 }), 409, 'INSUFFICIENT_FUNDS');
    errorBody(
      await send(t, token, sub.id, { amount: 50_001, direction: 'to_sub_account' }),
      409,
      'INSUFFICIENT_FUNDS',
    );
    errorBody(await send(t, token, sub.id, { amount: 100, currency: 'USD' }), 409, 'INSUFFICIENT_FUNDS');
    expect(await balances(t, merchantId, sub.id)).toEqual({
      main: { available: 50_000n, pending: 0n },
      sub: { available: 100_000n, pending: 0n },
    });
    expect(
      await t.db.select().from(subAccountTransfers).where(eq(subAccountTransfers.subAccountId, sub.id)),
    ).toEqual([]);
  });

  test('the same Idempotency-Key answers the first transfer; with another body it is refused', async () => {
    const t = await harness();
    const { token, merchantId, sub } = await setup(t);
    const first = await send(t, token, sub.id, { amount: 10_000 }, 'same-key-123');
    const again = await send(t, token, sub.id, { amount: 10_000 }, 'same-key-123');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.responseBody.id).toBe(first.body.responseBody.id);
    errorBody(
      await send(t, token, sub.id, { amount: 20_000 }, 'same-key-123'),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect((await balances(t, merchantId, sub.id)).sub.available).toBe(90_000n);
    const entries = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.merchantId, merchantId), eq(journalEntries.kind, 'sub_account_transfer')));
    expect(entries).toHaveLength(1);
  });

  test('bad input is a field error; a wrong PIN is refused; nothing moves', async () => {
    const t = await harness();
    const { token, merchantId, sub } = await setup(t);
    const fields = async (body: Record<string, unknown>) =>
      Object.keys(errorBody(await send(t, token, sub.id, body), 422, 'VALIDATION_ERROR').errors ?? {});
    expect(await fields({ amount: 0 })).toEqual(['amount']);
    expect(await fields({ amount: 1.5 })).toEqual(['amount']);
    expect(await fields({ amount: '500' })).toEqual(['amount']);
    expect(await fields({ amount: 100_000_000_001 })).toEqual(['amount']);
    expect(await fields({ amount: 1_000, currency: 'GBP' })).toEqual(['currency']);
    expect(await fields({ amount: 1_000, direction: 'sideways' })).toEqual(['direction']);
    expect(await fields({ amount: 1_000, pin: '12' })).toEqual(['pin']);
    const badKey = await t.post(
      transfer(sub.id),
      { amount: 1_000, pin: PIN },
      { token, headers: { 'Idempotency-Key': 'short' } },
    );
    expect(Object.keys(errorBody(badKey, 422).errors ?? {})).toEqual(['Idempotency-Key']);
    errorBody(await send(t, token, sub.id, { amount: 1_000, pin: '9999' }), 422, 'INVALID_PIN');
    expect((await balances(t, merchantId, sub.id)).sub.available).toBe(100_000n);
  });
});

describe('who may transfer', () => {
  test("another merchant's sub-account, or an id that is none, is a 404", async () => {
    const t = await harness();
    const { sub } = await setup(t);
    const other = await setup(t);
    errorBody(await t.get(info(sub.id), { token: other.token }), 404, 'NOT_FOUND');
    errorBody(await send(t, other.token, sub.id, { amount: 1_000 }), 404, 'NOT_FOUND');
    errorBody(await t.get(info('not-a-uuid'), { token: other.token }), 404, 'NOT_FOUND');
    expect((await t.get(info(sub.id))).status).toBe(401);
  });

  test('a member needs sub-accounts:update; one limited to a sub-account moves only its money', async () => {
    const t = await harness();
    const { token, merchantId, sub } = await setup(t);
    const other = await subAccount(t, merchantId, { splitValue: 1000n });
    const reader = await createRole(t, token, ['sub-accounts:read']);
    const readOnly = await member(t, token, { roleName: reader.name });
    errorBody(await t.get(info(sub.id), { token: readOnly.token }), 403, 'NOT_AUTHORIZED');
    errorBody(await send(t, readOnly.token, sub.id, { amount: 1_000 }), 403, 'NOT_AUTHORIZED');

    const updater = await createRole(t, token, ['sub-accounts:read', 'sub-accounts:update']);
    const branch = await member(t, token, { roleName: updater.name, subAccountIds: [sub.id] });
    await setPin(t, branch.token);
    const seen = await t.get(info(sub.id), { token: branch.token });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.responseBody.balances[0]).toEqual({
      currency: 'NGN',
      subAccountAvailable: 100_000,
      mainAvailable: null,
    });
    expect(seen.body.responseBody.directions).toEqual(['to_main']);
    errorBody(await t.get(info(other.id), { token: branch.token }), 404, 'NOT_FOUND');
    errorBody(
      await send(t, branch.token, sub.id, { amount: 1_000, direction: 'to_sub_account' }),
      403,
      'NOT_AUTHORIZED',
    );
    const swept = await send(t, branch.token, sub.id, { amount: 1_000 });
    expect(swept.status, swept.text).toBe(201);
    expect(swept.body.responseBody).toMatchObject({ subAccountAvailable: 99_000, mainAvailable: null });
  });
});
