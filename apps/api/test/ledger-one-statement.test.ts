/**
 * The entry of a payment settled in one statement (settlement/settle-card.ts) runs outside any
 * transaction: nothing would roll back a part that failed. So the entry is checked as post()
 * checks one, and any shape the statement cannot carry whole (a second cached balance, a debit of
 * the cached wallet) is refused before a statement is built, instead of being silently dropped.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { journalEntries } from '#db/schema/index.ts';
import { ManualClock } from '#lib/clock.ts';
import { namedRows } from '#lib/prepared.ts';
import { entryCtes, standaloneEntry, UnsupportedEntryError } from '#modules/ledger/entry-statement.ts';
import {
  type AccountRef,
  type Entry,
  merchantBalances,
  post,
  resolveEntry,
  UnbalancedEntryError,
} from '#modules/ledger/ledger.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

const clearing: AccountRef = { merchantId: null, kind: 'platform_clearing', currency: 'NGN' };
const fees: AccountRef = { merchantId: null, kind: 'platform_fees', currency: 'NGN' };
const wallet = (merchantId: string, kind: 'merchant_pending' | 'merchant_available'): AccountRef => ({
  merchantId,
  kind,
  currency: 'NGN',
});
const entry = (merchantId: string, lines: Entry['lines']): Entry => ({
  merchantId,
  kind: 'test.one-statement',
  reference: `test-${randomBytes(6).toString('hex')}`,
  lines,
});

async function merchant() {
  return (await signedInUser(harness(database.db))).row.merchantId;
}

async function written(reference: string) {
  return database.db.select().from(journalEntries).where(eq(journalEntries.reference, reference));
}

describe('an entry settled in one statement', () => {
  test('is checked as post() checks one: unbalanced, zero or single lines are refused', async () => {
    const m = await merchant();
    const bad = [
      entry(m, [
        { account: clearing, amount: -1_000n },
        { account: wallet(m, 'merchant_pending'), amount: 999n },
      ]),
      entry(m, [
        { account: clearing, amount: -1_000n },
        { account: wallet(m, 'merchant_pending'), amount: 1_000n },
        { account: fees, amount: 0n },
      ]),
      entry(m, [{ account: wallet(m, 'merchant_pending'), amount: 1_000n }]),
      entry(m, [
        { account: { ...clearing, currency: 'USD' }, amount: -1_000n },
        { account: wallet(m, 'merchant_pending'), amount: 1_000n },
      ]),
    ];
    for (const e of bad) {
      await expect(standaloneEntry(database.db, e)).rejects.toBeInstanceOf(UnbalancedEntryError);
      await expect(database.db.transaction((tx) => post(tx, new ManualClock(), e))).rejects.toBeInstanceOf(
        UnbalancedEntryError,
      );
      expect(await written(e.reference)).toEqual([]);
    }
  });

  test('refuses a debit of a wallet and a wallet it does not move, instead of ignoring them', async () => {
    const m = await merchant();
    const creditAndDebit = entry(m, [
      { account: clearing, amount: -1_000n },
      { account: wallet(m, 'merchant_pending'), amount: 1_400n },
      { account: wallet(m, 'merchant_available'), amount: -400n },
    ]);
    await expect(standaloneEntry(database.db, creditAndDebit)).rejects.toThrow(UnsupportedEntryError);
    const debit = entry(m, [
      { account: wallet(m, 'merchant_pending'), amount: -1_000n },
      { account: clearing, amount: 1_000n },
    ]);
    await expect(standaloneEntry(database.db, debit)).rejects.toThrow(UnsupportedEntryError);

    // Building the statement itself refuses a cached line that is not one of its wallets.
    const twoWallets = entry(m, [
      { account: clearing, amount: -1_000n },
      { account: wallet(m, 'merchant_pending'), amount: 600n },
      { account: wallet(m, 'merchant_available'), amount: 400n },
    ]);
    const { lines, cached } = await resolveEntry(database.db, twoWallets);
    expect(() => entryCtes(twoWallets, lines, cached[0], new Date().toISOString())).toThrow(
      UnsupportedEntryError,
    );
    expect(() => entryCtes(twoWallets, lines, undefined, new Date().toISOString())).toThrow(
      UnsupportedEntryError,
    );
    for (const e of [twoWallets, creditAndDebit, debit]) expect(await written(e.reference)).toEqual([]);
  });

  test('credits several wallets in one statement (a split payment), all or nothing', async () => {
    const m = await merchant();
    const split = entry(m, [
      { account: clearing, amount: -1_000n },
      { account: wallet(m, 'merchant_pending'), amount: 600n },
      { account: wallet(m, 'merchant_available'), amount: 400n },
    ]);
    const { lines, wallets } = await standaloneEntry(database.db, split);
    expect(wallets).toHaveLength(2);
    const at = new Date().toISOString();
    await namedRows(database.db, sql`with ${entryCtes(split, lines, wallets, at)} select 1`);
    expect((await merchantBalances(database.db, m)).get('NGN')).toEqual({ available: 400n, pending: 600n });
    // The same entry again writes nothing: no entry, so no move and no postings.
    await namedRows(database.db, sql`with ${entryCtes(split, lines, wallets, at)} select 1`);
    expect((await merchantBalances(database.db, m)).get('NGN')).toEqual({ available: 400n, pending: 600n });
    expect(await written(split.reference)).toHaveLength(1);
  });

  test("posts nothing when its wallet's move does not happen: the statement fails whole", async () => {
    const m = await merchant();
    // A debit of an empty wallet, built straight into a statement that runs on its own.
    const overdraw = entry(m, [
      { account: wallet(m, 'merchant_pending'), amount: -1_000n },
      { account: clearing, amount: 1_000n },
    ]);
    const { lines, cached } = await resolveEntry(database.db, overdraw);
    const at = new Date().toISOString();
    await expect(
      namedRows(database.db, sql`with ${entryCtes(overdraw, lines, cached[0], at)} select 1`),
    ).rejects.toThrow();
    expect(await written(overdraw.reference)).toEqual([]);
    expect((await merchantBalances(database.db, m)).get('NGN')).toEqual({ available: 0n, pending: 0n });
  });

  test("takes a payment's shape: its one wallet is the merchant's credit", async () => {
    const m = await merchant();
    const payment = entry(m, [
      { account: clearing, amount: -1_000_000n },
      { account: wallet(m, 'merchant_pending'), amount: 975_000n },
      { account: fees, amount: 25_000n },
    ]);
    const { lines, wallet: w } = await standaloneEntry(database.db, payment);
    expect(lines).toHaveLength(3);
    expect(w).toMatchObject({ account: wallet(m, 'merchant_pending'), amount: 975_000n });
    expect(() => entryCtes(payment, lines, w, new Date().toISOString())).not.toThrow();
  });
});
