/** The double-entry ledger: balanced entries only, one entry per reference, no overdraft, verifiable. */
import { randomBytes } from 'node:crypto';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ledgerAccounts, ledgerCreditShards, postings } from '#db/schema/index.ts';
import { ManualClock } from '#lib/clock.ts';
import { type AccountRef, merchantBalances, post, UnbalancedEntryError } from '#modules/ledger/ledger.ts';
import { type LedgerProblem, verifyLedger } from '#modules/ledger/verify.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const clock = new ManualClock();
const ref = () => `test-${randomBytes(6).toString('hex')}`;

async function merchant() {
  const t = harness(database.db);
  return (await signedInUser(t)).row.merchantId;
}
const available = (merchantId: string): AccountRef => ({
  merchantId,
  kind: 'merchant_available',
  currency: 'NGN',
});
const clearing: AccountRef = { merchantId: null, kind: 'platform_clearing', currency: 'NGN' };
const fees: AccountRef = { merchantId: null, kind: 'platform_fees', currency: 'NGN' };

/** A pay-in of `gross` kobo with `fee` to the provider, straight to available. */
const payIn = (merchantId: string, gross: bigint, fee: bigint, reference = ref()) => ({
  merchantId,
  kind: 'test.payment',
  reference,
  lines: [
    { account: clearing, amount: -gross },
    { account: available(merchantId), amount: gross - fee },
    ...(fee ? [{ account: fees, amount: fee }] : []),
  ],
});
const payout = (merchantId: string, amount: bigint, reference = ref()) => ({
  merchantId,
  kind: 'test.payout',
  reference,
  lines: [
    { account: available(merchantId), amount: -amount },
    { account: clearing, amount },
  ],
});

describe('ledger', () => {
  test('posts a balanced entry and moves the cached balances with it', async () => {
    const m = await merchant();
    await database.db.transaction((tx) => post(tx, clock, payIn(m, 1_000_000n, 25_000n)));
    expect((await merchantBalances(database.db, m)).get('NGN')).toEqual({ available: 975_000n, pending: 0n });
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  test('refuses an unbalanced, one-sided or zero entry before writing anything', async () => {
    const m = await merchant();
    const bad = [
      {
        merchantId: m,
        kind: 'x',
        reference: ref(),
        lines: [
          { account: available(m), amount: 5n },
          { account: clearing, amount: -4n },
        ],
      },
      {
        merchantId: m,
        kind: 'x',
        reference: ref(),
        lines: [
          { account: available(m), amount: 0n },
          { account: clearing, amount: 0n },
        ],
      },
      { merchantId: m, kind: 'x', reference: ref(), lines: [{ account: clearing, amount: 1n }] },
    ];
    for (const entry of bad) {
      await expect(database.db.transaction((tx) => post(tx, clock, entry))).rejects.toBeInstanceOf(
        UnbalancedEntryError,
      );
    }
    expect((await merchantBalances(database.db, m)).size).toBe(0);
  });

  test('posts once per reference: a retry is recognised and changes nothing', async () => {
    const m = await merchant();
    const entry = payIn(m, 50_000n, 750n);
    const first = await database.db.transaction((tx) => post(tx, clock, entry));
    const again = await database.db.transaction((tx) => post(tx, clock, entry));
    expect(again).toEqual({ entryId: first.entryId, duplicate: true });
    expect((await merchantBalances(database.db, m)).get('NGN')?.available).toBe(49_250n);
  });

  test('never takes a wallet below zero, even with concurrent payouts on one balance', async () => {
    const m = await merchant();
    await database.db.transaction((tx) => post(tx, clock, payIn(m, 100_000n, 0n)));
    await expect(database.db.transaction((tx) => post(tx, clock, payout(m, 100_001n)))).rejects.toMatchObject(
      { code: 'INSUFFICIENT_FUNDS', status: 409 },
    );
    // Ten payouts of 30,000 race for 100,000: exactly three may succeed.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => database.db.transaction((tx) => post(tx, clock, payout(m, 30_000n)))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await merchantBalances(database.db, m)).get('NGN')?.available).toBe(10_000n);
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  test('credits spread over the credit shards; debits see all of them, even racing with credits', async () => {
    const m = await merchant();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction((tx) => post(tx, clock, payIn(m, 5_000n, 0n))),
      ),
    );
    const shards = await database.db
      .select()
      .from(ledgerCreditShards)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerCreditShards.accountId))
      .where(eq(ledgerAccounts.merchantId, m));
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.reduce((sum, r) => sum + r.ledger_credit_shards.amount, 0n)).toBe(100_000n);
    // The whole balance sits in the shards: a payout of all of it succeeds, one kobo more does not.
    await expect(database.db.transaction((tx) => post(tx, clock, payout(m, 100_001n)))).rejects.toMatchObject(
      {
        code: 'INSUFFICIENT_FUNDS',
      },
    );
    // Payouts of 15,000 race with ten more credits of 5,000: whatever the order, never below zero.
    const results = await Promise.allSettled([
      ...Array.from({ length: 10 }, () =>
        database.db.transaction((tx) => post(tx, clock, payout(m, 15_000n))),
      ),
      ...Array.from({ length: 10 }, () =>
        database.db.transaction((tx) => post(tx, clock, payIn(m, 5_000n, 0n))),
      ),
    ]);
    const paidOut = results.slice(0, 10).filter((r) => r.status === 'fulfilled').length;
    expect(results.slice(10).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(paidOut).toBeGreaterThanOrEqual(6);
    const left = (await merchantBalances(database.db, m)).get('NGN')?.available;
    expect(left).toBe(150_000n - 15_000n * BigInt(paidOut));
    expect(left! >= 0n).toBe(true);
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  test('ledger:verify finds a cached balance that drifted from its postings', async () => {
    const m = await merchant();
    await database.db.transaction((tx) => post(tx, clock, payIn(m, 10_000n, 100n)));
    // Tamper inside a transaction that is rolled back, so the shared database is never left broken.
    let problems: LedgerProblem[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + 1` })
          .where(eq(ledgerAccounts.merchantId, m));
        problems = await verifyLedger(tx);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof TransactionRollbackError)) throw e;
      });
    expect(problems).toEqual([
      { check: 'cached balance', detail: expect.stringMatching(/caches 9901 but its postings sum to 9900/) },
    ]);
    expect(await verifyLedger(database.db)).toEqual([]);
  });

  test("ledger:verify finds a posting that does not carry its entry's time", async () => {
    const m = await merchant();
    const { entryId } = await database.db.transaction((tx) => post(tx, clock, payIn(m, 10_000n, 100n)));
    let problems: LedgerProblem[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(postings)
          .set({ createdAt: sql`${postings.createdAt} + interval '1 microsecond'` })
          .where(eq(postings.entryId, entryId));
        problems = await verifyLedger(tx);
        tx.rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof TransactionRollbackError)) throw e;
      });
    expect(problems.map((p) => p.check)).toEqual(['posting time', 'posting time', 'posting time']);
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});
