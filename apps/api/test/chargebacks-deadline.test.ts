/**
 * The chargebacks' clock (deadline.ts, run here with the harness clock moved): a reminder a day
 * before the due time, once; unanswered past it, accepted automatically (the hold to the customer,
 * `charge.dispute.resolve`); an answered one is left alone. Ledger verified after.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { webhookDeliveries } from '#db/schema/index.ts';
import { sweepChargebacks } from '#modules/chargebacks/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { CB, decline, entries, paidMerchant, raise } from './support/chargebacks.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import { available } from './support/payouts.ts';
import { signIn } from './support/users.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

describe('the deadline', () => {
  test('reminded a day before, once; accepted automatically once past due', async () => {
    const t = harness(database.db);
    t.clock.set('2026-04-01T10:00:00Z');
    const m = await paidMerchant(t);
    const open = await raise(t, m.payment, 250_000n);
    const other = await paidMerchant(t);
    // Only this test's merchants: other suites share the database and run their own clocks.
    const sweep = async () => {
      const [a, b] = [
        await sweepChargebacks(t.deps, { merchantId: m.merchantId }),
        await sweepChargebacks(t.deps, { merchantId: other.merchantId }),
      ];
      return { reminded: a.reminded + b.reminded, autoAccepted: a.autoAccepted + b.autoAccepted };
    };
    const answered = await raise(t, other.payment, 100_000n);
    expect(
      (await decline(t, other.owner.token, answered.id, 'Delivered, signed receipt attached')).status,
    ).toBe(200);

    t.clock.set('2026-04-07T09:00:00Z'); // 25 hours before the due time: nothing yet
    expect((await sweep()).reminded).toBe(0);
    t.clock.set('2026-04-07T11:00:00Z'); // 23 hours before
    expect(await sweep()).toMatchObject({ reminded: 1, autoAccepted: 0 });
    expect(await sweep()).toMatchObject({ reminded: 0, autoAccepted: 0 });
    const subjects = (await mailTo(t.db, m.owner.email)).map((x) => x.subject);
    expect(subjects).toContain(`Reminder: chargeback ${open.reference} is due tomorrow`);

    t.clock.set('2026-04-08T10:00:00Z'); // the due time itself
    expect(await sweep()).toMatchObject({ autoAccepted: 1 });
    expect(await sweep()).toMatchObject({ autoAccepted: 0 });
    expect(await entries(t, open.reference)).toMatchObject({
      chargeback_lost: { merchant_disputed: -250_000n, platform_clearing: 250_000n },
    });
    expect(await available(t, m.merchantId, 'merchant_disputed')).toBe(0n);
    expect(await available(t, other.merchantId, 'merchant_disputed')).toBe(100_000n);

    const token = await signIn(t, m.owner.email);
    const shown = await t.get(`${CB}/show/${open.id}`, { token });
    expect(shown.body.responseBody).toMatchObject({ status: 'accepted', autoAccepted: true });
    expect(shown.body.responseBody.timeline.map((e: { event: string }) => e.event)).toEqual([
      'raised',
      'reminded',
      'accepted',
    ]);
    const hooks = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.merchantId, m.merchantId));
    expect(hooks.map((h) => h.event)).toContain('charge.dispute.resolve');
  });
});
