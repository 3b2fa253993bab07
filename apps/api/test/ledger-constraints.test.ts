/**
 * The ledger's rules hold in the database itself (migration 0022), whatever code writes to it:
 * each bad write below is raw SQL that skips `post()` and its checks, and the database refuses it.
 */
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows, type Tx } from '#db/client.ts';
import { ManualClock } from '#lib/clock.ts';
import { type AccountRef, accountId, merchantBalances, post } from '#modules/ledger/ledger.ts';
import { verifyLedger } from '#modules/ledger/verify.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const clock = new ManualClock();
const ref = () => `test-${randomBytes(6).toString('hex')}`;

const clearing = (currency = 'NGN'): AccountRef => ({
  merchantId: null,
  kind: 'platform_clearing',
  currency,
});
const fees: AccountRef = { merchantId: null, kind: 'platform_fees', currency: 'NGN' };

/** A merchant whose available NGN wallet holds `credit` kobo, all of it in its credit shards. */
async function fundedWallet(credit = 10_000n) {
  const merchantId = (await signedInUser(harness(database.db))).row.merchantId;
  const wallet: AccountRef = { merchantId, kind: 'merchant_available', currency: 'NGN' };
  await database.db.transaction((tx) =>
    post(tx, clock, {
      merchantId,
      kind: 'test.payment',
      reference: ref(),
      lines: [
        { account: clearing(), amount: -credit },
        { account: wallet, amount: credit },
      ],
    }),
  );
  return { merchantId, wallet, walletId: await accountId(database.db, wallet) };
}

/** A journal entry written straight to the tables: `[account id, currency, amount]` per posting. */
async function rawEntry(tx: Tx, lines: [string, string, bigint][]): Promise<string> {
  const [entry] = await rawRows<{ id: string }>(
    tx,
    sql`insert into journal_entries (kind, reference, created_at) values ('test.raw', ${ref()}, now()) returning id`,
  );
  for (const [account, currency, amount] of lines)
    await tx.execute(sql`insert into postings (entry_id, account_id, currency, amount, created_at)
      values (${entry!.id}::uuid, ${account}::uuid, ${currency}, ${amount.toString()}::bigint, now())`);
  return entry!.id;
}

/** The messages of the error (and its causes) that refused `write`'s transaction. */
async function refusal(write: (tx: Tx) => Promise<unknown>): Promise<string> {
  try {
    await database.db.transaction(async (tx) => {
      await write(tx);
    });
  } catch (e) {
    const messages: string[] = [];
    for (let err: unknown = e; err instanceof Error; err = err.cause) messages.push(err.message);
    return messages.join(' / ');
  }
  throw new Error('the database accepted a write that breaks the ledger');
}

describe('the database refuses a bad journal entry', () => {
  test('a zero posting', async () => {
    const [a, b] = [await accountId(database.db, clearing()), await accountId(database.db, fees)];
    expect(
      await refusal((tx) =>
        rawEntry(tx, [
          [a, 'NGN', -100n],
          [b, 'NGN', 100n],
          [b, 'NGN', 0n],
        ]),
      ),
    ).toMatch(/postings_amount_nonzero/);
  });

  test('an entry whose postings do not sum to zero', async () => {
    const [a, b] = [await accountId(database.db, clearing()), await accountId(database.db, fees)];
    expect(
      await refusal((tx) =>
        rawEntry(tx, [
          [a, 'NGN', -100n],
          [b, 'NGN', 99n],
        ]),
      ),
    ).toMatch(/journal entry .* does not balance: its NGN postings sum to -1/);
  });

  test('an entry that sums to zero, but not in each currency', async () => {
    const [ngn, usd] = [
      await accountId(database.db, clearing()),
      await accountId(database.db, clearing('USD')),
    ];
    expect(
      await refusal((tx) =>
        rawEntry(tx, [
          [ngn, 'NGN', 100n],
          [usd, 'USD', -100n],
        ]),
      ),
    ).toMatch(/does not balance/);
  });

  test('a later change to a balanced entry: a posting added, changed, deleted or moved', async () => {
    const [a, b] = [await accountId(database.db, clearing()), await accountId(database.db, fees)];
    const entry = await database.db.transaction((tx) =>
      rawEntry(tx, [
        [a, 'NGN', -100n],
        [b, 'NGN', 100n],
      ]),
    );
    const other = await database.db.transaction((tx) =>
      rawEntry(tx, [
        [a, 'NGN', -5n],
        [b, 'NGN', 5n],
      ]),
    );
    const changes = [
      sql`insert into postings (entry_id, account_id, currency, amount, created_at)
        values (${entry}::uuid, ${a}::uuid, 'NGN', 1, now())`,
      sql`update postings set amount = amount + 1 where entry_id = ${entry}::uuid and amount > 0`,
      sql`delete from postings where entry_id = ${entry}::uuid and amount > 0`,
      sql`update postings set entry_id = ${other}::uuid where entry_id = ${entry}::uuid and amount > 0`,
    ];
    for (const change of changes)
      expect(await refusal((tx) => tx.execute(change))).toMatch(/journal entry .* does not balance/);
  });

  test('an entry with fewer than two postings: none written, or all of them deleted', async () => {
    const [a, b] = [await accountId(database.db, clearing()), await accountId(database.db, fees)];
    expect(await refusal((tx) => rawEntry(tx, []))).toMatch(
      /journal entry .* has 0 postings, not two or more/,
    );
    const entry = await database.db.transaction((tx) =>
      rawEntry(tx, [
        [a, 'NGN', -100n],
        [b, 'NGN', 100n],
      ]),
    );
    expect(
      await refusal((tx) => tx.execute(sql`delete from postings where entry_id = ${entry}::uuid`)),
    ).toMatch(/journal entry .* has 0 postings, not two or more/);
  });

  test("a posting in another currency than its account's", async () => {
    const [ngn, usd] = [
      await accountId(database.db, clearing()),
      await accountId(database.db, clearing('USD')),
    ];
    // Balanced per currency by the postings' own column, but 100 USD lands on an NGN account.
    expect(
      await refusal((tx) =>
        rawEntry(tx, [
          [ngn, 'USD', 100n],
          [usd, 'USD', -100n],
        ]),
      ),
    ).toMatch(/postings_account_currency_fk/);
  });
});

describe('the database refuses to take a wallet below zero', () => {
  test('a debit of the account row past what the row and its shards hold', async () => {
    const { walletId } = await fundedWallet(10_000n);
    expect(
      await refusal((tx) =>
        tx.execute(sql`update ledger_accounts set balance = balance - 10001 where id = ${walletId}::uuid`),
      ),
    ).toMatch(/ledger account .* may not go below zero \(it would be at -1\)/);
  });

  test('a debit through a credit shard: shards only grow', async () => {
    const { walletId } = await fundedWallet(10_000n);
    const shardWrites: [SQL, RegExp][] = [
      [
        sql`update ledger_credit_shards set amount = amount - 10001 where account_id = ${walletId}::uuid`,
        /credit shards only grow: a debit goes through the account's row/,
      ],
      // Even a shard debit the balance could cover: debits go through the row, which they lock.
      [
        sql`update ledger_credit_shards set amount = amount - 1 where account_id = ${walletId}::uuid`,
        /credit shards only grow: a debit goes through the account's row/,
      ],
      [
        sql`delete from ledger_credit_shards where account_id = ${walletId}::uuid`,
        /credit shards only grow: they are never deleted/,
      ],
      [
        sql`insert into ledger_credit_shards (account_id, shard, amount) values (${walletId}::uuid, 99, -1)`,
        /ledger_credit_shards_amount_nonnegative/,
      ],
    ];
    for (const [write, why] of shardWrites) expect(await refusal((tx) => tx.execute(write))).toMatch(why);
    const other = (await fundedWallet(1n)).walletId;
    // Moving a shard (and its credit) to another account debits the first.
    expect(
      await refusal((tx) =>
        tx.execute(
          sql`update ledger_credit_shards set account_id = ${other}::uuid where account_id = ${walletId}::uuid`,
        ),
      ),
    ).toMatch(/credit shards only grow/);
  });

  test('a wallet created below zero, or allowed to go negative', async () => {
    const { merchantId, walletId } = await fundedWallet(1_000n);
    expect(
      await refusal((tx) =>
        tx.execute(sql`insert into ledger_accounts (merchant_id, kind, currency, balance, allow_negative)
          values (${merchantId}::uuid, 'merchant_pending', 'NGN', -1, false)`),
      ),
    ).toMatch(/may not go below zero/);
    expect(
      await refusal((tx) =>
        tx.execute(sql`insert into ledger_accounts (merchant_id, kind, currency, allow_negative)
          values (${merchantId}::uuid, 'merchant_pending', 'USD', true)`),
      ),
    ).toMatch(/ledger_accounts_allow_negative_by_kind/);
    expect(
      await refusal((tx) =>
        tx.execute(sql`update ledger_accounts set allow_negative = true where id = ${walletId}::uuid`),
      ),
    ).toMatch(/allow_negative never change/);
    expect(
      await refusal((tx) =>
        tx.execute(sql`update ledger_accounts set kind = 'platform_fees', allow_negative = true
          where id = ${walletId}::uuid`),
      ),
    ).toMatch(/never change/);
  });
});

describe('the database accepts a sound entry', () => {
  test('balanced in each currency, and a payout of the whole balance written by hand', async () => {
    const { merchantId, walletId } = await fundedWallet(10_000n);
    const [ngn, ngnFees, usd, usdFees] = [
      await accountId(database.db, clearing()),
      await accountId(database.db, fees),
      await accountId(database.db, clearing('USD')),
      await accountId(database.db, { ...fees, currency: 'USD' }),
    ];
    await database.db.transaction((tx) =>
      rawEntry(tx, [
        [ngn, 'NGN', 100n],
        [ngnFees, 'NGN', -100n],
        [usd, 'USD', -7n],
        [usdFees, 'USD', 7n],
      ]),
    );
    // The row goes to -10,000 while the shards hold 10,000: the wallet is at zero, not below.
    await database.db.transaction(async (tx) => {
      await rawEntry(tx, [
        [walletId, 'NGN', -10_000n],
        [ngn, 'NGN', 10_000n],
      ]);
      await tx.execute(
        sql`update ledger_accounts set balance = balance - 10000 where id = ${walletId}::uuid`,
      );
    });
    expect((await merchantBalances(database.db, merchantId)).get('NGN')?.available).toBe(0n);
    expect(await verifyLedger(database.db)).toEqual([]);
  });
});
