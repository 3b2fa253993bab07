/**
 * Two-person approval (issue 14): the owner sets a limit; a payout above it holds its money in
 * flight but is not sent until another member with 'payout:create' approves it with their PIN; the
 * requester cannot; a rejection returns the money. Jobs are recorded (recordingQueue) to see that a
 * waiting payout queues nothing and two approvals racing queue it once. The ledger is verified
 * after the suite (useDatabase).
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { auditEvents, payouts } from '#db/schema/index.ts';
import { processPayout } from '#modules/payouts/index.ts';
import { SANDBOX_PAYOUT_DELAY_MS } from '#modules/processor/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { available, PAYOUT, PAYOUTS, PIN, payoutMerchant, setPin } from './support/payouts.ts';
import { recordingQueue, stopRecording } from './support/queue.ts';
import { member } from './support/team.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
const LIMIT = '/api/v1/payouts/approval-limit';
const APPROVE = '/api/v1/payouts/approve';
const REJECT = '/api/v1/payouts/reject';

afterEach(stopRecording);

const request = (t: Harness, token: string, amount: number) =>
  t.post(
    PAYOUT,
    { amount, currency: 'NGN', pin: PIN },
    { token, headers: { 'Idempotency-Key': `approval-${crypto.randomUUID()}` } },
  );

/** An owner with ₦100,000 available and a ₦50,000 limit, and a Finance member with a PIN. */
async function team(t: Harness) {
  const owner = await payoutMerchant(t, { funds: 10_000_000n });
  const set = await t.call('PUT', LIMIT, { body: { limit: 5_000_000, pin: PIN }, token: owner.token });
  expect(set.status).toBe(200);
  const finance = await member(t, owner.token, { roleName: 'Finance' });
  await setPin(t, finance.token);
  return { owner, finance };
}

const row = async (t: Harness, id: string) =>
  (await t.db.select().from(payouts).where(eq(payouts.id, id)).limit(1))[0]!;
const timeline = async (t: Harness, token: string, id: string) =>
  (await t.get(`${PAYOUTS}/details/${id}`, { token })).body.responseBody.timeline.map(
    (e: { event: string }) => e.event,
  );

describe('two-person approval of payouts', () => {
  test('at or below the limit a payout is sent as before', async () => {
    const t = harness(database.db);
    const { owner } = await team(t);
    const jobs = recordingQueue();
    const res = await request(t, owner.token, 5_000_000);
    expect(res.status).toBe(201);
    expect(res.body.responseBody.status).toBe('processing');
    expect(jobs.map((j) => j.data)).toEqual([{ payoutId: res.body.responseBody.id }]);
  });

  test('above it the payout waits; the requester cannot approve it; another member approves and it is paid', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const jobs = recordingQueue();
    const res = await request(t, owner.token, 6_000_000);
    expect(res.status).toBe(201);
    const p = res.body.responseBody;
    expect(p.status).toBe('awaiting_approval');
    // The money is held at once, but nothing is sent.
    expect(await available(t, owner.merchantId)).toBe(10_000_000n - 6_005_000n);
    expect(await available(t, owner.merchantId, 'merchant_payouts_in_flight')).toBe(6_005_000n);
    expect(jobs).toEqual([]);
    t.clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('skipped');
    expect(await timeline(t, owner.token, p.id)).toEqual(['requested', 'awaiting_approval']);
    const seenBy = async (token: string) =>
      (await t.get(`${PAYOUTS}/details/${p.id}`, { token })).body.responseBody.requestedByYou;
    expect([await seenBy(owner.token), await seenBy(finance.token)]).toEqual([true, false]);

    const own = await t.post(`${APPROVE}/${p.id}`, { pin: PIN }, { token: owner.token });
    expect(errorBody(own, 403, 'PAYOUT_OWN_APPROVAL').message).toBe(
      'You requested this payout, so another team member must approve it.',
    );
    expect((await row(t, p.id)).status).toBe('awaiting_approval');
    expect(jobs).toEqual([]);

    const wrongPin = await t.post(`${APPROVE}/${p.id}`, { pin: '9999' }, { token: finance.token });
    expect(wrongPin.status).toBe(422);
    expect((await row(t, p.id)).status).toBe('awaiting_approval');

    const ok = await t.post(`${APPROVE}/${p.id}`, { pin: PIN }, { token: finance.token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: 'Payout approved', responseBody: { status: 'processing' } });
    const approved = await row(t, p.id);
    expect(approved.approvedAt).not.toBeNull();
    expect([null, owner.row.id]).not.toContain(approved.approvedBy);
    expect(jobs.map((j) => j.data)).toEqual([{ payoutId: p.id }]);
    const again = await t.post(`${APPROVE}/${p.id}`, { pin: PIN }, { token: finance.token });
    errorBody(again, 409, 'PAYOUT_NOT_AWAITING_APPROVAL');

    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('paid');
    expect(await available(t, owner.merchantId, 'merchant_payouts_in_flight')).toBe(0n);
    expect(await timeline(t, owner.token, p.id)).toEqual([
      'requested',
      'awaiting_approval',
      'approved',
      'sent',
      'paid',
    ]);
  });

  test('a member without payout:create cannot approve; another merchant’s payout is a 404', async () => {
    const t = harness(database.db);
    const { owner } = await team(t);
    const p = (await request(t, owner.token, 6_000_000)).body.responseBody;
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    await setPin(t, viewer.token);
    const refused = await t.post(`${APPROVE}/${p.id}`, { pin: PIN }, { token: viewer.token });
    expect(refused.status).toBe(403);
    const stranger = await payoutMerchant(t);
    const hidden = await t.post(`${APPROVE}/${p.id}`, { pin: PIN }, { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect((await row(t, p.id)).status).toBe('awaiting_approval');
    // Withdrawn by its requester, so the suite's ledger ends balanced with nothing in flight.
    expect((await t.post(`${REJECT}/${p.id}`, { pin: PIN }, { token: owner.token })).status).toBe(200);
  });

  test('a rejection returns the money and the fee with a reversing entry, once', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const jobs = recordingQueue();
    const p = (await request(t, finance.token, 7_000_000)).body.responseBody;
    expect(p.status).toBe('awaiting_approval');
    const res = await t.post(`${REJECT}/${p.id}`, { pin: PIN }, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payout rejected',
      responseBody: { status: 'failed', failureReason: 'Rejected before it was sent' },
    });
    expect(await available(t, owner.merchantId)).toBe(10_000_000n);
    expect(await available(t, owner.merchantId, 'merchant_payouts_in_flight')).toBe(0n);
    expect(jobs).toEqual([]);
    expect(await timeline(t, owner.token, p.id)).toEqual([
      'requested',
      'awaiting_approval',
      'rejected',
      'reversed',
    ]);
    for (const path of [REJECT, APPROVE]) {
      const late = await t.post(`${path}/${p.id}`, { pin: PIN }, { token: owner.token });
      errorBody(late, 409, 'PAYOUT_NOT_AWAITING_APPROVAL');
    }
    expect(await available(t, owner.merchantId)).toBe(10_000_000n);
  });

  test('two approvals at once queue the payout once', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const admin = await member(t, owner.token, { roleName: 'Admin' });
    await setPin(t, admin.token);
    const jobs = recordingQueue();
    const p = (await request(t, owner.token, 6_000_000)).body.responseBody;
    const answers = await Promise.all([
      t.post(`${APPROVE}/${p.id}`, { pin: PIN }, { token: finance.token }),
      t.post(`${APPROVE}/${p.id}`, { pin: PIN }, { token: admin.token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(jobs.map((j) => j.data)).toEqual([{ payoutId: p.id }]);
    t.clock.advance(SANDBOX_PAYOUT_DELAY_MS);
    expect(await processPayout(t.deps, { payoutId: p.id })).toBe('paid');
  });

  test('the limit: the owner sets it, with the PIN, audited; approvers read it; null turns it off a day later', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const limitOf = async (token: string) => (await t.get(LIMIT, { token })).body.responseBody;
    expect(await limitOf(owner.token)).toEqual({ limit: 5_000_000, scheduled: null });
    expect(await limitOf(finance.token)).toEqual({ limit: 5_000_000, scheduled: null });
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    expect((await t.get(LIMIT, { token: viewer.token })).status).toBe(403);
    const byMember = await t.call('PUT', LIMIT, { body: { limit: 100_000, pin: PIN }, token: finance.token });
    expect(byMember.status).toBe(403);
    const wrongPin = await t.call('PUT', LIMIT, {
      body: { limit: 100_000, pin: '9999' },
      token: owner.token,
    });
    expect(wrongPin.status).toBe(422);
    const bad = await t.call('PUT', LIMIT, { body: { limit: 5, pin: PIN }, token: owner.token });
    expect(bad.status).toBe(422);
    expect((await limitOf(owner.token)).limit).toBe(5_000_000);

    const off = await t.call('PUT', LIMIT, { body: { limit: null, pin: PIN }, token: owner.token });
    expect(off.body).toMatchObject({
      message: 'Approval limit change scheduled: it takes effect in 24 hours',
      responseBody: { limit: 5_000_000, scheduled: { limit: null } },
    });
    t.clock.advance(24 * 3600_000);
    const token = await signIn(t, owner.email); // a day on, the session has ended
    expect(await limitOf(token)).toEqual({ limit: null, scheduled: null });
    const big = await request(t, token, 9_000_000);
    expect(big.body.responseBody.status).toBe('processing');
    const audits = await t.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.merchantId, owner.merchantId));
    const limits = audits.filter((a) => a.action.startsWith('payouts.approval_limit.')).map((a) => a.action);
    expect(limits.sort()).toEqual(['payouts.approval_limit.scheduled', 'payouts.approval_limit.set']);
    await t.post(
      `/api/v1/payouts/sandbox/${big.body.responseBody.id}/outcome`,
      { outcome: 'paid' },
      { token },
    );
  });
});
