/**
 * The two ways a chargeback is raised besides the service: the sandbox simulator (the caller's own
 * paid payments only; 404 in live mode) and the operator CLI (`chargebacks:raise`, its usage and
 * refusals). Ledger verified after.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { verifyLedger } from '#modules/ledger/index.ts';
import { chargebackCommand } from '#src/cli/chargeback-commands.ts';
import { CB, entries, paidMerchant } from './support/chargebacks.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));
const RAISE = `${CB}/sandbox/raise`;

describe('the sandbox simulator', () => {
  test('raises on the caller’s payment; another merchant’s is 404; bad input 422; live mode 404', async () => {
    const t = harness(database.db);
    const m = await paidMerchant(t);
    const other = await signedInUser(t);
    expect((await t.post(RAISE, { transactionReference: m.payment }, { token: other.token })).status).toBe(
      404,
    );
    const bad = await t.post(RAISE, { transactionReference: '', amount: -5 }, { token: m.owner.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'transactionReference']);
    const res = await t.post(
      RAISE,
      { transactionReference: m.payment, amount: 150_000 },
      { token: m.owner.token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.responseBody).toMatchObject({
      status: 'open',
      amount: 150_000,
      transactionReference: m.payment,
    });
    expect(await entries(t, res.body.responseBody.reference)).toEqual({
      chargeback_hold: { merchant_pending: -150_000n, merchant_disputed: 150_000n },
    });
    const live = harness(database.db, { config: { mode: 'live' } });
    const n = await paidMerchant(t);
    expect(
      (await live.post(RAISE, { transactionReference: n.payment }, { token: n.owner.token })).status,
    ).toBe(404);
  });
});

describe('chargebacks:raise', () => {
  test('holds the whole amount kept by default; usage and refusals exit non-zero', async () => {
    const t = harness(database.db);
    const m = await paidMerchant(t);
    const lines: string[] = [];
    const print = (l: string) => lines.push(l);
    expect(await chargebackCommand(t.deps, ['raise', 'nonsense'], print)).toBe(2);
    expect(await chargebackCommand(t.deps, ['raise', m.payment, '--amount', '1.5'], print)).toBe(2);
    expect(await chargebackCommand(t.deps, ['raise', 'PRL_NOSUCHPAYMENT0'], print)).toBe(1);
    expect(await chargebackCommand(t.deps, ['raise', m.payment, '--amount', '975000'], print)).toBe(0);
    expect(lines.at(-1)).toMatch(/^CB_[0-9A-Z]{16}: 975000 NGN held from the merchant, due /);
    expect(await chargebackCommand(t.deps, ['raise', m.payment], print)).toBe(1);
    expect(lines.at(-1)).toContain('This payment already has a chargeback');
  });
});
