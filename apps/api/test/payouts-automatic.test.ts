/**
 * Automatic payouts: the setting (PIN, audited), and the daily job paying the whole available
 * balance less the fee once a day, only on its weekday for a weekly schedule, never below the
 * minimum. The job's handler is called directly with the harness clock.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, payouts } from '#db/schema/index.ts';
import { payableOf, runAutomaticPayouts } from '#modules/payouts/automatic-payouts.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { available, PIN, payoutMerchant } from './support/payouts.ts';

const database = useDatabase();
const AUTO = '/api/v1/payouts/automatic';
const save = (t: Harness, token: string, body: Record<string, unknown>) =>
  t.call('PUT', AUTO, {
    token,
    body: { enabled: true, frequency: 'daily', minimum: 100_000, pin: PIN, ...body },
  });

/** A harness whose clock reads `iso` (the ManualClock starts at a fixed instant). */
function at(iso: string) {
  const t = harness(database.db);
  t.clock.advance(new Date(iso).getTime() - t.clock.now().getTime());
  return t;
}

describe('automatic payouts', () => {
  test('the fee tiers: the largest amount that leaves amount + fee within the balance', () => {
    expect(payableOf(1_000_000n)).toBe(997_500n);
    expect(payableOf(501_000n)).toBe(500_000n);
    expect(payableOf(501_500n)).toBe(500_000n);
    expect(payableOf(5_100_000n)).toBe(5_095_000n);
    expect(payableOf(5_002_000n)).toBe(4_999_500n);
    expect(payableOf(2_000_000_000n)).toBe(1_000_000_000n);
    expect(payableOf(10_000_000n)).toBe(9_995_000n);
    expect(payableOf(900n)).toBeUndefined();
  });

  test('saved with the PIN and audited; a daily run pays the balance less the fee, once a day', async () => {
    const t = at('2026-12-01T07:30:00Z'); // a Tuesday, 08:30 in Lagos
    const m = await payoutMerchant(t, { funds: 1_000_000n });
    expect((await t.get(AUTO, { token: m.token })).body.responseBody).toMatchObject({ enabled: false });
    errorBody(await save(t, m.token, { pin: '1397' }), 422, 'INVALID_PIN');
    const saved = await save(t, m.token, {});
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Automatic payouts updated');
    expect(saved.body.responseBody).toMatchObject({ enabled: true, nextRunAt: '2026-12-01T08:00:00.000Z' });
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.merchantId, m.merchantId));
    expect(audits.map((a) => a.action)).toContain('payouts.automatic.set');

    t.clock.advance(30 * 60_000);
    await runAutomaticPayouts(t.deps);
    await runAutomaticPayouts(t.deps);
    const made = await t.db.select().from(payouts).where(eq(payouts.merchantId, m.merchantId));
    expect(made.map((p) => [p.amount, p.fee, p.idempotencyKey])).toEqual([
      [997_500n, 2_500n, 'auto-2026-12-01'],
    ]);
    expect(await available(t, m.merchantId)).toBe(0n);
  });

  test('weekly runs on its weekday only; below the minimum nothing is paid', async () => {
    const t = at('2026-12-01T08:00:00Z'); // Tuesday
    const m = await payoutMerchant(t, { funds: 1_000_000n });
    await save(t, m.token, { frequency: 'weekly', weekday: 3 }); // Wednesday
    await runAutomaticPayouts(t.deps);
    expect(await t.db.select().from(payouts).where(eq(payouts.merchantId, m.merchantId))).toEqual([]);
    t.clock.advance(24 * 60 * 60_000);
    await runAutomaticPayouts(t.deps);
    expect(await t.db.select().from(payouts).where(eq(payouts.merchantId, m.merchantId))).toHaveLength(1);

    const low = await payoutMerchant(t, { funds: 50_000n });
    await save(t, low.token, { minimum: 100_000 });
    await runAutomaticPayouts(t.deps);
    expect(await t.db.select().from(payouts).where(eq(payouts.merchantId, low.merchantId))).toEqual([]);
  });

  test('bad input: 422 with field errors; no session: 401', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t);
    const bad = await save(t, m.token, { frequency: 'weekly', weekday: 6, minimum: 10.5 });
    expect(Object.keys(errorBody(bad, 422, 'VALIDATION_ERROR').errors ?? {}).sort()).toEqual([
      'minimum',
      'weekday',
    ]);
    const none = await save(t, m.token, { frequency: 'weekly', minimum: 100_000 });
    expect(errorBody(none, 422, 'VALIDATION_ERROR').errors?.weekday).toEqual([
      'Choose the weekday of the weekly payout',
    ]);
    expect((await t.get(AUTO)).status).toBe(401);
  });
});
