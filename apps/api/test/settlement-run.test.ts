/**
 * The settlement run (docs/SETTLEMENT.md): a payment's net moves from pending to available on the
 * Nth business day after it was paid (Africa/Lagos), skipping weekends and public holidays, once
 * however many runs; a merchant's own delay; money taken or held before settling.
 */
import { once } from 'node:events';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, inject, test } from 'vitest';
import { journalEntries } from '#db/schema/index.ts';
import { JOB } from '#jobs/queue.ts';
import { startJobs } from '#jobs/runner.ts';
import { merchantBalances, post } from '#modules/ledger/index.ts';
import { dueDay, firstDayNotDue } from '#modules/settlement/business-days.ts';
import { holidaySet } from '#modules/settlement/holidays.ts';
import {
  addHoliday,
  holdSettlement,
  nextSettlement,
  releaseSettlement,
  runSettlement,
  setSettlementDelay,
  takeFromPending,
} from '#modules/settlement/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness as makeHarness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';

const database = useDatabase();
const harness = () => makeHarness(database.db);
/**
 * Each test settles its own merchants only: on PostgreSQL other files share the database, and
 * their payments are not this file's to settle.
 */
let mine: string[] = [];
const run = async (t: Harness) => {
  const out = { settled: 0, skipped: 0 };
  for (const merchantId of mine) {
    const r = await runSettlement(t.deps, { merchantId });
    out.settled += r.settled;
    out.skipped += r.skipped;
  }
  return out;
};

/** A merchant paid ₦10,000 by card at `at` (fee 1.5 % + ₦100 = ₦250: net ₦9,750). */
async function paidAt(t: Harness, at: string) {
  t.clock.set(at);
  const { merchantId, link } = await merchantWithLink(t, { amount: 1_000_000 });
  const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  mine.push(merchantId);
  return { merchantId, reference: reference as string };
}

async function balance(t: Harness, merchantId: string) {
  const b = (await merchantBalances(t.db, merchantId)).get('NGN');
  return { available: b?.available ?? 0n, pending: b?.pending ?? 0n };
}

async function settlementEntries(t: Harness, reference: string) {
  return t.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.kind, 'settlement'), eq(journalEntries.reference, reference)));
}

describe('business days', () => {
  const none = new Set<string>();
  test('T+1: Thursday → Friday, Friday, Saturday and Sunday → Monday; holidays skipped', () => {
    expect(dueDay('2026-03-05', 1, none)).toBe('2026-03-06');
    expect(dueDay('2026-03-06', 1, none)).toBe('2026-03-09');
    expect(dueDay('2026-03-07', 1, none)).toBe('2026-03-09');
    expect(dueDay('2026-03-08', 1, none)).toBe('2026-03-09');
    expect(dueDay('2026-04-02', 1, new Set(['2026-04-03', '2026-04-06']))).toBe('2026-04-07');
    expect(dueDay('2026-03-05', 0, none)).toBe('2026-03-05');
    expect(dueDay('2026-03-05', 3, none)).toBe('2026-03-10');
  });
  test("the seeded calendar holds 2025's declared days", async () => {
    const days = await holidaySet(database.db);
    // Eid al-Fitr (Mon 31 Mar, Tue 1 Apr), Eid al-Adha (Fri 6 Jun, Mon 9 Jun), Id el Maulud (Fri
    // 5 Sep) and the one-off day for former President Buhari (Tue 15 Jul).
    for (const day of ['2025-03-31', '2025-04-01', '2025-06-06', '2025-06-09', '2025-09-05']) {
      expect(days.has(day), day).toBe(true);
    }
    expect(dueDay('2025-07-14', 1, days)).toBe('2025-07-16');
    expect(dueDay('2025-03-28', 1, days)).toBe('2025-04-02');
    expect(dueDay('2025-06-05', 1, days)).toBe('2025-06-10');
  });
  test('the first paid day not due yet', () => {
    expect(firstDayNotDue('2026-03-06', 1, none)).toBe('2026-03-06');
    // Monday: Friday, Saturday and Sunday's payments are all due.
    expect(firstDayNotDue('2026-03-09', 1, none)).toBe('2026-03-09');
    // Saturday: only up to Thursday's.
    expect(firstDayNotDue('2026-03-07', 1, none)).toBe('2026-03-06');
    expect(firstDayNotDue('2026-03-05', 0, none)).toBe('2026-03-06');
  });
});

describe('the run', () => {
  beforeEach(() => {
    mine = [];
  });
  test('T+1: not before the next business day, then once however often it runs', async () => {
    const t = harness();
    // Thursday 5 March 2026, 10:00 in Lagos.
    const { merchantId, reference } = await paidAt(t, '2026-03-05T09:00:00Z');
    expect(await balance(t, merchantId)).toEqual({ available: 0n, pending: 975_000n });
    const next = await nextSettlement(t.db, t.clock.now(), merchantId, 'NGN');
    expect(next).toEqual({ amount: 975_000n, at: new Date('2026-03-05T23:00:00Z') });

    t.clock.set('2026-03-05T22:59:00Z'); // 23:59 Thursday in Lagos
    await run(t);
    expect(await balance(t, merchantId)).toEqual({ available: 0n, pending: 975_000n });

    t.clock.set('2026-03-05T23:15:00Z'); // 00:15 Friday in Lagos
    const first = await run(t);
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(await balance(t, merchantId)).toEqual({ available: 975_000n, pending: 0n });
    await run(t);
    t.clock.advance(86_400_000);
    await run(t);
    expect(await balance(t, merchantId)).toEqual({ available: 975_000n, pending: 0n });
    expect(await settlementEntries(t, reference)).toHaveLength(1);
    expect(await nextSettlement(t.db, t.clock.now(), merchantId, 'NGN')).toBeNull();
  });

  test('a Friday payment waits over the weekend; a holiday is skipped', async () => {
    const t = harness();
    const friday = await paidAt(t, '2026-03-06T12:00:00Z');
    t.clock.set('2026-03-08T22:00:00Z'); // Sunday 23:00 in Lagos
    await run(t);
    expect((await balance(t, friday.merchantId)).available).toBe(0n);
    t.clock.set('2026-03-08T23:30:00Z'); // Monday 00:30
    await run(t);
    expect((await balance(t, friday.merchantId)).available).toBe(975_000n);

    // Thursday before Easter 2026: Good Friday and Easter Monday are seeded holidays.
    const easter = await paidAt(t, '2026-04-02T12:00:00Z');
    expect((await nextSettlement(t.db, t.clock.now(), easter.merchantId, 'NGN'))?.at).toEqual(
      new Date('2026-04-06T23:00:00Z'),
    );
    t.clock.set('2026-04-06T12:00:00Z');
    await run(t);
    expect((await balance(t, easter.merchantId)).available).toBe(0n);
    t.clock.set('2026-04-06T23:00:00Z');
    await run(t);
    expect((await balance(t, easter.merchantId)).available).toBe(975_000n);
  });

  test('a holiday the operator adds is skipped too', async () => {
    const t = harness();
    const { merchantId } = await paidAt(t, '2027-03-09T12:00:00Z'); // a Tuesday
    await addHoliday(t.db, '2027-03-10', 'Eid al-Fitr');
    t.clock.set('2027-03-10T12:00:00Z');
    await run(t);
    expect((await balance(t, merchantId)).available).toBe(0n);
    t.clock.set('2027-03-10T23:00:00Z'); // Thursday 00:00 in Lagos
    await run(t);
    expect((await balance(t, merchantId)).available).toBe(975_000n);
  });

  test("a merchant's own delay", async () => {
    const t = harness();
    const { merchantId } = await paidAt(t, '2026-05-11T09:00:00Z'); // Monday
    await setSettlementDelay(t.db, merchantId, 3, t.clock.now());
    t.clock.set('2026-05-13T22:30:00Z'); // Wednesday 23:30 in Lagos: T+1 and T+2 have passed
    await run(t);
    expect((await balance(t, merchantId)).available).toBe(0n);
    t.clock.set('2026-05-13T23:30:00Z'); // Thursday 00:30 is T+3
    await run(t);
    expect((await balance(t, merchantId)).available).toBe(975_000n);

    const same = await paidAt(t, '2026-05-20T09:00:00Z');
    await setSettlementDelay(t.db, same.merchantId, 0, t.clock.now());
    await run(t);
    expect((await balance(t, same.merchantId)).available).toBe(975_000n);
  });

  test('money taken from pending is not settled again; a held payment waits for its release', async () => {
    const t = harness();
    const taken = await paidAt(t, '2026-06-01T09:00:00Z');
    // A refund of ₦2,000 before settlement: from pending, as the refunds module would post it.
    await t.db.transaction(async (tx) => {
      const split = await takeFromPending(tx, taken.reference, 200_000n);
      expect(split).toEqual({ fromPending: 200_000n, fromAvailable: 0n });
      await post(tx, t.clock, {
        merchantId: taken.merchantId,
        kind: 'test_refund',
        reference: taken.reference,
        lines: [
          {
            account: { merchantId: taken.merchantId, kind: 'merchant_pending', currency: 'NGN' },
            amount: -200_000n,
          },
          { account: { merchantId: null, kind: 'platform_clearing', currency: 'NGN' }, amount: 200_000n },
        ],
      });
    });
    const held = await paidAt(t, '2026-06-01T10:00:00Z');
    await t.db.transaction(async (tx) => expect(await holdSettlement(tx, held.reference)).toBe(true));

    t.clock.set('2026-06-02T08:00:00Z');
    await run(t);
    expect(await balance(t, taken.merchantId)).toEqual({ available: 775_000n, pending: 0n });
    expect(await balance(t, held.merchantId)).toEqual({ available: 0n, pending: 975_000n });
    await t.db.transaction(async (tx) => {
      // After settlement, what is taken comes from available.
      expect(await takeFromPending(tx, taken.reference, 100n)).toEqual({
        fromPending: 0n,
        fromAvailable: 100n,
      });
      await releaseSettlement(tx, held.reference);
    });
    await run(t);
    expect(await balance(t, held.merchantId)).toEqual({ available: 975_000n, pending: 0n });
  });

  test('runs at once settle each payment once', async () => {
    const t = harness();
    t.clock.set('2026-07-01T09:00:00Z');
    const merchants = await Promise.all([
      merchantWithLink(t, { amount: 1_000_000 }),
      merchantWithLink(t, { amount: 1_000_000 }),
    ]);
    const references: string[] = [];
    for (const [i, m] of [0, 0, 0, 0, 0, 0, 1, 1, 1].map((n, k) => [k, merchants[n]!] as const)) {
      t.clock.set(new Date(Date.parse('2026-07-01T09:00:00Z') + i * 1_000));
      references.push((await payOk(t, m.link.ref, payer({ card: card(CARDS.success) }))).reference);
    }
    mine.push(...merchants.map((m) => m.merchantId));
    t.clock.set('2026-07-02T09:00:00Z');
    const runs = await Promise.all([run(t), run(t), run(t), run(t)]);
    // Each payment was settled by exactly one of the runs; the others skipped or no longer found it.
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBe(references.length);
    expect(await balance(t, merchants[0]!.merchantId)).toEqual({ available: 6n * 975_000n, pending: 0n });
    expect(await balance(t, merchants[1]!.merchantId)).toEqual({ available: 3n * 975_000n, pending: 0n });
    for (const reference of references) expect(await settlementEntries(t, reference)).toHaveLength(1);
  });
});

describe('the pg-boss job', () => {
  test('balances-settle runs the settlement', async () => {
    // 2009: before every other file's payments, which this run (over all merchants) must not touch.
    const t = harness();
    const { merchantId, reference } = await paidAt(t, '2009-06-01T09:00:00Z');
    t.clock.set('2009-06-02T09:00:00Z');
    const runner = await startJobs(t.deps, database, {
      databaseUrl: inject('databaseUrl') || undefined,
      schema: 'pgboss_settlement_test',
      pollingIntervalSeconds: 0.5,
      schedule: false,
    });
    try {
      const done = once(runner.events, 'done');
      await runner.boss.send(JOB.settleBalances, {});
      const [name, , result] = await done;
      expect(name).toBe(JOB.settleBalances);
      expect((result as { settled: number }).settled).toBeGreaterThanOrEqual(1);
    } finally {
      await runner.stop();
    }
    expect(await balance(t, merchantId)).toEqual({ available: 975_000n, pending: 0n });
    expect(await settlementEntries(t, reference)).toHaveLength(1);
  });

  test('the sandbox option settles what was paid before an instant, due or not', async () => {
    const t = harness();
    const { merchantId } = await paidAt(t, '2026-08-03T09:00:00Z');
    await runSettlement(t.deps, { merchantId, paidBefore: t.clock.now() });
    expect((await balance(t, merchantId)).available).toBe(0n);
    t.clock.advance(1);
    await runSettlement(t.deps, { merchantId, paidBefore: t.clock.now() });
    expect(await balance(t, merchantId)).toEqual({ available: 975_000n, pending: 0n });
  });
});
