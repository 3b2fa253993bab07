/**
 * Loosening two-person approval, under races (contract payout-approval.ts): two approvers
 * cancelling the same waiting change at once cancel it once, and a cancel racing the owner's new
 * setting never leaves two changes waiting. Meaningful on PostgreSQL (DATABASE_URL); PGlite runs
 * the same calls one at a time.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { approvalLimitChanges, auditEvents } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { PIN, payoutMerchant, setPin } from './support/payouts.ts';
import { member } from './support/team.ts';

const database = useDatabase();
const LIMIT = '/api/v1/payouts/approval-limit';

async function team(t: Harness) {
  const owner = await payoutMerchant(t);
  await t.call('PUT', LIMIT, { body: { limit: 5_000_000, pin: PIN }, token: owner.token });
  const finance = await member(t, owner.token, { roleName: 'Finance' });
  const admin = await member(t, owner.token, { roleName: 'Admin' });
  await setPin(t, finance.token);
  return { owner, finance, admin };
}

const off = async (t: Harness, token: string) =>
  (await t.call('PUT', LIMIT, { body: { limit: null, pin: PIN }, token })).body.responseBody.scheduled;

describe('approval limit changes racing', () => {
  test('two approvers cancel at once: one succeeds, the other is told it no longer waits', async () => {
    const t = harness(database.db);
    const { owner, finance, admin } = await team(t);
    const waiting = await off(t, owner.token);
    const answers = await Promise.all(
      [finance.token, admin.token].map((token) =>
        t.post(`${LIMIT}/cancel/${waiting.id}`, undefined, { token }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const cancels = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.target, waiting.id));
    expect(cancels.filter((a) => a.action === 'payouts.approval_limit.cancelled')).toHaveLength(1);
  });

  test('the owner saving while an approver cancels leaves at most one change waiting', async () => {
    const t = harness(database.db);
    const { owner, finance } = await team(t);
    const waiting = await off(t, owner.token);
    const [cancel, save] = await Promise.all([
      t.post(`${LIMIT}/cancel/${waiting.id}`, undefined, { token: finance.token }),
      t.call('PUT', LIMIT, { body: { limit: 9_000_000, pin: PIN }, token: owner.token }),
    ]);
    expect([200, 409]).toContain(cancel.status);
    expect(save.status).toBe(200);
    const rows = await t.db
      .select({ status: approvalLimitChanges.status })
      .from(approvalLimitChanges)
      .where(eq(approvalLimitChanges.merchantId, owner.merchantId));
    expect(rows.filter((r) => r.status === 'scheduled')).toHaveLength(1);
    expect((await t.get(LIMIT, { token: owner.token })).body.responseBody).toMatchObject({
      limit: 5_000_000,
      scheduled: { limit: 9_000_000 },
    });
  });
});
