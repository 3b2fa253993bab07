/**
 * Loosening two-person approval waits 24 hours (issue 14; contract payout-approval.ts): turning it
 * off or raising the limit is scheduled, every approver is emailed at once, the old limit holds
 * every payout and settlement-account change until then, and any approver may cancel it.
 * Tightening applies at once. The clock is moved (ManualClock), never waited for; a day on, the
 * sessions have ended, so the callers sign in again. The ledger is verified after the suite.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { approvalLimitChanges, auditEvents } from '#db/schema/index.ts';
import { lagosTime } from '#mail/receipt.ts';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import { useDatabase } from './support/database.ts';
import { rawNumber, toJson, withOwn } from './support/fuzz-values.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { account, PAYOUT, PIN, payoutMerchant, SETTLEMENT, setPin } from './support/payouts.ts';
import { MEMBER_PASSWORD, member } from './support/team.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
const LIMIT = '/api/v1/payouts/approval-limit';
const CANCEL = `${LIMIT}/cancel`;
const HOUR = 3600_000;
const OTHER = { bankCode: '100004', accountNumber: '8031234567' };

/** An owner with ₦400,000 and a ₦50,000 limit, a Finance member (an approver) and a Viewer. */
async function team(t: Harness) {
  const owner = await payoutMerchant(t, { funds: 40_000_000n });
  expect((await setLimit(t, owner.token, 5_000_000)).status).toBe(200);
  const finance = await member(t, owner.token, { roleName: 'Finance' });
  await setPin(t, finance.token);
  const viewer = await member(t, owner.token, { roleName: 'Viewer' });
  const people = { owner: owner.token, finance: finance.token };
  /** Moves the clock on and signs both in again (their sessions end with a day's idleness). */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    people.owner = await signIn(t, owner.email);
    people.finance = await signIn(t, finance.email, MEMBER_PASSWORD);
  };
  return { owner, finance, viewer, people, later };
}

const setLimit = (t: Harness, token: string, limit: number | null) =>
  t.call('PUT', LIMIT, { body: { limit, pin: PIN }, token });
const limitOf = async (t: Harness, token: string) => (await t.get(LIMIT, { token })).body.responseBody;

/** Asks for a payout and answers its status; a waiting one is withdrawn, a sent one is paid. */
async function payoutStatus(t: Harness, token: string, amount: number): Promise<string> {
  const res = await t.post(
    PAYOUT,
    { amount, currency: 'NGN', pin: PIN },
    { token, headers: { 'Idempotency-Key': `loosen-${crypto.randomUUID()}` } },
  );
  expect(res.status, res.text).toBe(201);
  const p = res.body.responseBody;
  if (p.status === 'awaiting_approval')
    expect((await t.post(`/api/v1/payouts/reject/${p.id}`, { pin: PIN }, { token })).status).toBe(200);
  else await t.post(`/api/v1/payouts/sandbox/${p.id}/outcome`, { outcome: 'paid' }, { token });
  return p.status;
}

/** Asks to change the settlement account: 'awaiting_approval' (then withdrawn) or applied at once. */
async function accountChange(t: Harness, token: string): Promise<string> {
  const res = await t.post(
    SETTLEMENT,
    account({ ...OTHER, accountName: sandboxAccountName(OTHER.accountNumber) }),
    { token },
  );
  expect(res.status, res.text).toBeLessThan(300);
  const c = res.body.responseBody;
  if (c.status !== 'awaiting_approval') return 'applied';
  expect((await t.post(`${SETTLEMENT}/reject/${c.id}`, { pin: PIN }, { token })).status).toBe(200);
  return c.status;
}

const actions = async (t: Harness, merchantId: string) =>
  (
    await t.db
      .select({ action: auditEvents.action, target: auditEvents.target, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.merchantId, merchantId))
  ).filter((a) => a.action.startsWith('payouts.approval_limit.'));

describe('loosening two-person approval waits 24 hours', () => {
  test('turning it off: still enforced for payouts and account changes before 24 h, not after', async () => {
    const t = harness(database.db);
    const { owner, people, later } = await team(t);
    const asked = t.clock.now();
    const off = await setLimit(t, owner.token, null);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Approval limit change scheduled: it takes effect in 24 hours');
    const scheduled = off.body.responseBody.scheduled;
    expect(off.body.responseBody).toMatchObject({ limit: 5_000_000, scheduled: { limit: null } });
    expect(new Date(scheduled.takesEffectAt).getTime()).toBe(asked.getTime() + 24 * HOUR);

    await later(24 * HOUR - 60_000);
    expect(await limitOf(t, people.owner)).toMatchObject({
      limit: 5_000_000,
      scheduled: { id: scheduled.id },
    });
    expect(await payoutStatus(t, people.owner, 6_000_000)).toBe('awaiting_approval');
    expect(await accountChange(t, people.owner)).toBe('awaiting_approval');

    await later(60_000);
    expect(await limitOf(t, people.owner)).toEqual({ limit: null, scheduled: null });
    expect(await payoutStatus(t, people.owner, 6_000_000)).toBe('processing');
    expect(await accountChange(t, people.owner)).toBe('applied');
    const audits = await actions(t, owner.merchantId);
    expect(audits.find((a) => a.action === 'payouts.approval_limit.scheduled')).toEqual({
      action: 'payouts.approval_limit.scheduled',
      target: scheduled.id,
      details: { limit: null, from: 5_000_000, takesEffectAt: scheduled.takesEffectAt },
    });
  });

  test('raising the limit: the old one holds for 24 h; then the new one', async () => {
    const t = harness(database.db);
    const { owner, people, later } = await team(t);
    const raised = await setLimit(t, owner.token, 15_000_000);
    expect(raised.body.responseBody).toMatchObject({ limit: 5_000_000, scheduled: { limit: 15_000_000 } });
    await later(23 * HOUR);
    expect(await payoutStatus(t, people.owner, 10_000_000)).toBe('awaiting_approval');
    await later(HOUR);
    expect(await limitOf(t, people.owner)).toEqual({ limit: 15_000_000, scheduled: null });
    expect(await payoutStatus(t, people.owner, 10_000_000)).toBe('processing');
    expect(await payoutStatus(t, people.owner, 16_000_000)).toBe('awaiting_approval');
    // Settling the applied change into the setting keeps the limit in force.
    expect((await setLimit(t, people.owner, 15_000_000)).body).toMatchObject({
      message: 'Approval limit updated',
      responseBody: { limit: 15_000_000, scheduled: null },
    });
    const [row] = await t.db
      .select({ status: approvalLimitChanges.status })
      .from(approvalLimitChanges)
      .where(eq(approvalLimitChanges.merchantId, owner.merchantId));
    expect(row!.status).toBe('applied');
  });

  test('lowering or turning on applies at once, and replaces a waiting loosening', async () => {
    const t = harness(database.db);
    const { owner, people, later } = await team(t);
    const lowered = await setLimit(t, owner.token, 2_000_000);
    expect(lowered.body).toMatchObject({
      message: 'Approval limit updated',
      responseBody: { limit: 2_000_000, scheduled: null },
    });
    expect(await payoutStatus(t, owner.token, 3_000_000)).toBe('awaiting_approval');

    const waiting = (await setLimit(t, owner.token, null)).body.responseBody.scheduled;
    expect((await setLimit(t, owner.token, 1_000_000)).body.responseBody).toEqual({
      limit: 1_000_000,
      scheduled: null,
    });
    await later(25 * HOUR);
    expect(await limitOf(t, people.owner)).toEqual({ limit: 1_000_000, scheduled: null });
    expect(await payoutStatus(t, people.owner, 1_500_000)).toBe('awaiting_approval');
    errorBody(
      await t.post(`${CANCEL}/${waiting.id}`, undefined, { token: people.finance }),
      409,
      'APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED',
    );

    // From off, turning it on is a tightening too.
    await setLimit(t, people.owner, null);
    await later(24 * HOUR);
    expect((await setLimit(t, people.owner, 5_000_000)).body.responseBody).toEqual({
      limit: 5_000_000,
      scheduled: null,
    });
    const audits = (await actions(t, owner.merchantId)).map((a) => a.action);
    expect(audits.filter((a) => a.endsWith('.scheduled'))).toHaveLength(2);
    expect(audits.filter((a) => a.endsWith('.set'))).toHaveLength(4);
  });

  test('another approver cancels it: the limit stays; a viewer cannot; a late cancel is refused', async () => {
    const t = harness(database.db);
    const { owner, viewer, people, later } = await team(t);
    const waiting = (await setLimit(t, owner.token, null)).body.responseBody.scheduled;
    expect((await t.post(`${CANCEL}/${waiting.id}`, undefined, { token: viewer.token })).status).toBe(403);
    await later(3 * HOUR);
    expect((await limitOf(t, people.finance)).scheduled).toMatchObject({ id: waiting.id, limit: null });
    const cancelled = await t.post(`${CANCEL}/${waiting.id}`, undefined, { token: people.finance });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      message: 'Approval limit change cancelled',
      responseBody: { limit: 5_000_000, scheduled: null },
    });
    errorBody(
      await t.post(`${CANCEL}/${waiting.id}`, undefined, { token: people.owner }),
      409,
      'APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED',
    );
    await later(24 * HOUR);
    expect(await limitOf(t, people.owner)).toEqual({ limit: 5_000_000, scheduled: null });
    expect(await payoutStatus(t, people.owner, 6_000_000)).toBe('awaiting_approval');
    const audit = (await actions(t, owner.merchantId)).find(
      (a) => a.action === 'payouts.approval_limit.cancelled',
    );
    expect(audit).toMatchObject({ target: waiting.id, details: { limit: null } });

    // Once due, it cannot be cancelled.
    const due = (await setLimit(t, people.owner, 8_000_000)).body.responseBody.scheduled;
    await later(24 * HOUR);
    errorBody(
      await t.post(`${CANCEL}/${due.id}`, undefined, { token: people.finance }),
      409,
      'APPROVAL_LIMIT_CHANGE_NOT_SCHEDULED',
    );
    expect((await limitOf(t, people.finance)).limit).toBe(8_000_000);
  });

  test('every approver, the owner too, is emailed at once; a viewer is not', async () => {
    const t = harness(database.db);
    const { owner, finance, viewer } = await team(t);
    const scheduled = (await setLimit(t, owner.token, null)).body.responseBody.scheduled;
    const subject = `Two-person approval turns off on ${lagosTime(new Date(scheduled.takesEffectAt))}`;
    for (const email of [owner.email as string, finance.email]) {
      const mails = (await mailTo(t.db, email)).filter((m) => m.subject === subject);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.text).toContain('asked to turn two-person approval off');
      expect(mails[0]!.text).toContain('any team member who can approve payouts can');
    }
    expect((await mailTo(t.db, viewer.email)).filter((m) => /approval/i.test(m.subject))).toEqual([]);

    const raise = (await setLimit(t, owner.token, 9_000_000)).body.responseBody.scheduled;
    const [mail] = (await mailTo(t.db, finance.email)).filter((m) => /rises to/.test(m.subject));
    expect(mail!.subject).toBe(
      `Your payout approval limit rises to ₦90,000.00 on ${lagosTime(new Date(raise.takesEffectAt))}`,
    );
    expect(mail!.text).toContain('from ₦50,000.00 to ₦90,000.00');
  });
});

describe('approval limit: bad input and other merchants', () => {
  test('NUL, lone surrogates, huge numbers and prototype keys: 422 with field errors, nothing saved', async () => {
    const t = harness(database.db);
    const { owner } = await team(t);
    const bad: [string, string][] = [
      [toJson({ limit: 6_000_000, pin: '25\u000080' }), 'pin'],
      [toJson({ limit: 6_000_000, pin: '\ud83d\ude00\ud83d' }), 'pin'],
      [toJson({ limit: rawNumber('1e400'), pin: PIN }), 'limit'],
      [toJson({ limit: rawNumber('123456789012345678901234567890'), pin: PIN }), 'limit'],
      [toJson({ limit: 2 ** 64, pin: PIN }), 'limit'],
      [toJson({ limit: '18446744073709551616', pin: PIN }), 'limit'],
      [toJson({ limit: 6_000_000.5, pin: PIN }), 'limit'],
      [toJson(withOwn({ pin: PIN }, '__proto__', { limit: null })), 'limit'],
      [toJson(withOwn({ limit: null }, '__proto__', { pin: PIN })), 'pin'],
    ];
    for (const [raw, field] of bad) {
      const res = await t.call('PUT', LIMIT, { raw, token: owner.token });
      const body = errorBody(res, 422, 'VALIDATION_ERROR');
      expect(Object.keys(body.errors as object), raw).toContain(field);
    }
    expect(await limitOf(t, owner.token)).toEqual({ limit: 5_000_000, scheduled: null });
    for (const id of ['not-a-uuid', '%00', '%ED%A0%BD', '1e400', '__proto__']) {
      const res = await t.post(`${CANCEL}/${id}`, undefined, { token: owner.token });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });

  test('another merchant’s change is a 404 and stays scheduled; each sees only their own', async () => {
    const t = harness(database.db);
    const { owner } = await team(t);
    const waiting = (await setLimit(t, owner.token, null)).body.responseBody.scheduled;
    const stranger = await payoutMerchant(t);
    errorBody(
      await t.post(`${CANCEL}/${waiting.id}`, undefined, { token: stranger.token }),
      404,
      'NOT_FOUND',
    );
    expect(await limitOf(t, stranger.token)).toEqual({ limit: null, scheduled: null });
    expect((await limitOf(t, owner.token)).scheduled).toMatchObject({ id: waiting.id });
    // An id that names no change at all.
    expect((await t.post(`${CANCEL}/${crypto.randomUUID()}`, undefined, { token: owner.token })).status).toBe(
      404,
    );
  });
});
