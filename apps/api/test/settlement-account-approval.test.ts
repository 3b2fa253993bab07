/**
 * Two-person approval of settlement-account changes (issue 14: "Same rule for changing the
 * settlement account"). With the owner's approval limit set, adding or changing the account is held
 * until a member other than the requester, with 'payout:create', approves it with their own PIN;
 * the requester may only withdraw it. The 24-hour payout hold runs from the approval.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, settlementAccountChanges, users } from '#db/schema/index.ts';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { ACCOUNT, account, PAYOUT, PIN, payoutMerchant, SETTLEMENT, setPin } from './support/payouts.ts';
import { MEMBER_PASSWORD, member } from './support/team.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
const LIMIT = '/api/v1/payouts/approval-limit';
const APPROVE = `${SETTLEMENT}/approve`;
const REJECT = `${SETTLEMENT}/reject`;
/** OPay (no NUBAN check digit): the account a change moves payouts to. */
const OTHER = { bankCode: '100004', accountNumber: '8031234567' };
const other = () => account({ ...OTHER, accountName: sandboxAccountName(OTHER.accountNumber) });

/** An owner with an account past its hold and ₦100,000, approval on, and a Finance member with a PIN. */
async function team(t: Harness) {
  const owner = await payoutMerchant(t, { funds: 10_000_000n });
  const set = await t.call('PUT', LIMIT, { body: { limit: 5_000_000, pin: PIN }, token: owner.token });
  expect(set.status).toBe(200);
  const finance = await member(t, owner.token, { roleName: 'Finance' });
  await setPin(t, finance.token);
  return { owner, finance };
}

const userId = async (t: Harness, email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const list = async (t: Harness, token: string) => (await t.get(SETTLEMENT, { token })).body.responseBody;
const change = async (t: Harness, id: string) =>
  (await t.db.select().from(settlementAccountChanges).where(eq(settlementAccountChanges.id, id)))[0]!;
const actions = async (t: Harness, merchantId: string, target: string) =>
  (
    await t.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, merchantId), eq(auditEvents.target, target)))
  ).sort((a, b) => a.action.localeCompare(b.action));

describe('two-person approval of settlement-account changes', () => {
  test('a change waits; the requester cannot approve it; a wrong PIN is refused; another member approves', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const asked = await t.post(SETTLEMENT, other(), { token: finance.token });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe('Account change sent for approval');
    const c = asked.body.responseBody;
    expect(c).toMatchObject({ ...OTHER, status: 'awaiting_approval', requestedByYou: true });

    // Nothing changed yet: payouts still go to the old account, which the owner sees with the change.
    const before = await list(t, owner.token);
    expect(before.items.map((a: { accountNumber: string }) => a.accountNumber)).toEqual([
      ACCOUNT.accountNumber,
    ]);
    expect(before.pending).toEqual([{ ...c, requestedByYou: false }]);
    const paid = await t.post(PAYOUT, { amount: 100_000, currency: 'NGN', pin: PIN }, { token: owner.token });
    expect(paid.body.responseBody.accountNumber).toBe(ACCOUNT.accountNumber);

    const own = await t.post(`${APPROVE}/${c.id}`, { pin: PIN }, { token: finance.token });
    expect(errorBody(own, 403, 'SETTLEMENT_ACCOUNT_OWN_APPROVAL').message).toBe(
      'You asked for this settlement account change, so another team member must approve it.',
    );
    errorBody(
      await t.post(`${APPROVE}/${c.id}`, { pin: '9999' }, { token: owner.token }),
      422,
      'INVALID_PIN',
    );
    expect((await change(t, c.id)).status).toBe('awaiting_approval');

    t.clock.advance(5 * 60_000);
    const ok = await t.post(`${APPROVE}/${c.id}`, { pin: PIN }, { token: owner.token });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Settlement account change approved');
    // The 24-hour hold runs from the approval, not from the request.
    expect(ok.body.responseBody).toMatchObject({
      ...OTHER,
      isDefault: true,
      payoutsFrom: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    });
    const after = await list(t, finance.token);
    expect(after.pending).toEqual([]);
    expect(after.items[0]).toMatchObject({ ...OTHER, isDefault: true });
    const held = await t.post(PAYOUT, { amount: 100_000, currency: 'NGN', pin: PIN }, { token: owner.token });
    errorBody(held, 409, 'SETTLEMENT_ACCOUNT_ON_HOLD');
    errorBody(await t.post(`${APPROVE}/${c.id}`, { pin: PIN }, { token: owner.token }), 409);

    const decided = await change(t, c.id);
    expect(decided).toMatchObject({
      status: 'approved',
      decidedBy: owner.row.id,
      accountId: ok.body.responseBody.id,
    });
    expect(await actions(t, owner.merchantId, c.id)).toEqual([
      { action: 'settlement_account.change_approved', actor: owner.row.id },
      { action: 'settlement_account.change_requested', actor: await userId(t, finance.email) },
    ]);
    expect((await actions(t, owner.merchantId, ok.body.responseBody.id)).map((a) => a.action)).toEqual([
      'settlement_account.set',
    ]);
    const mail = await lastMail(t.db, owner.email as string, /settlement account was changed/i);
    expect(mail.text).toContain('approved the change');
    await t.post(
      `/api/v1/payouts/sandbox/${paid.body.responseBody.id}/outcome`,
      { outcome: 'paid' },
      {
        token: owner.token,
      },
    );
  });

  test('one change waits at a time; the requester withdraws it; another member rejects one', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const first = (await t.post(SETTLEMENT, other(), { token: finance.token })).body.responseBody;
    const second = await t.post(SETTLEMENT, account(), { token: owner.token });
    errorBody(second, 409, 'SETTLEMENT_ACCOUNT_CHANGE_PENDING');

    const withdrawn = await t.post(`${REJECT}/${first.id}`, { pin: PIN }, { token: finance.token });
    expect(withdrawn.body).toMatchObject({
      message: 'Settlement account change rejected',
      responseBody: { id: first.id, status: 'withdrawn' },
    });
    // The owner's own change waits for a second member too.
    const mine = (await t.post(SETTLEMENT, other(), { token: owner.token })).body.responseBody;
    expect(mine.status).toBe('awaiting_approval');
    const rejected = await t.post(`${REJECT}/${mine.id}`, { pin: PIN }, { token: finance.token });
    expect(rejected.body.responseBody.status).toBe('rejected');
    errorBody(
      await t.post(`${APPROVE}/${mine.id}`, { pin: PIN }, { token: finance.token }),
      409,
      'SETTLEMENT_ACCOUNT_CHANGE_NOT_AWAITING',
    );
    expect((await list(t, owner.token)).items.map((a: { accountNumber: string }) => a.accountNumber)).toEqual(
      [ACCOUNT.accountNumber],
    );
    expect((await actions(t, owner.merchantId, first.id)).map((a) => a.action)).toEqual([
      'settlement_account.change_requested',
      'settlement_account.change_withdrawn',
    ]);
    expect((await actions(t, owner.merchantId, mine.id)).map((a) => a.action)).toEqual([
      'settlement_account.change_rejected',
      'settlement_account.change_requested',
    ]);

    // Approval off (a day after it is asked for: approval-limit-change.test.ts): an add applies at once again.
    await t.call('PUT', LIMIT, { body: { limit: null, pin: PIN }, token: owner.token });
    t.clock.advance(24 * 3600_000);
    const direct = await t.post(SETTLEMENT, other(), {
      token: await signIn(t, finance.email, MEMBER_PASSWORD),
    });
    expect(direct.body).toMatchObject({
      message: 'Account added successfully',
      responseBody: { isDefault: true },
    });
  });

  test('without payout:create: 403; another merchant’s change and a junk id: 404', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const c = (await t.post(SETTLEMENT, other(), { token: finance.token })).body.responseBody;
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    await setPin(t, viewer.token);
    expect((await t.post(`${APPROVE}/${c.id}`, { pin: PIN }, { token: viewer.token })).status).toBe(403);
    expect((await t.post(`${REJECT}/${c.id}`, { pin: PIN }, { token: viewer.token })).status).toBe(403);
    const stranger = await payoutMerchant(t);
    for (const path of [APPROVE, REJECT]) {
      errorBody(await t.post(`${path}/${c.id}`, { pin: PIN }, { token: stranger.token }), 404, 'NOT_FOUND');
      errorBody(await t.post(`${path}/not-a-uuid`, { pin: PIN }, { token: owner.token }), 404, 'NOT_FOUND');
    }
    expect((await list(t, stranger.token)).pending).toEqual([]);
    expect((await t.post(`${APPROVE}/${c.id}`, { pin: PIN })).status).toBe(401);
    expect((await change(t, c.id)).status).toBe('awaiting_approval');
  });

  test('two approvals at once apply the change once', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const admin = await member(t, owner.token, { roleName: 'Admin' });
    await setPin(t, admin.token);
    const c = (await t.post(SETTLEMENT, other(), { token: owner.token })).body.responseBody;
    const answers = await Promise.all([
      t.post(`${APPROVE}/${c.id}`, { pin: PIN }, { token: finance.token }),
      t.post(`${APPROVE}/${c.id}`, { pin: PIN }, { token: admin.token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const approvals = (await actions(t, owner.merchantId, c.id)).filter(
      (a) => a.action === 'settlement_account.change_approved',
    );
    expect(approvals).toHaveLength(1);
    const items = (await list(t, owner.token)).items as { accountNumber: string; isDefault: boolean }[];
    expect(items.filter((a) => a.isDefault).map((a) => a.accountNumber)).toEqual([OTHER.accountNumber]);
    expect(items).toHaveLength(2);
  });
});
