/**
 * Sub-account wallets' own guards (migrations 0047 and 0049, modules/ledger/verify.ts): only the
 * sub_account_* kinds have a sub-account, and they always have one and a merchant; a wallet's
 * sub-account never changes; and verifyLedger names a wallet filed under the wrong merchant.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Tx } from '#db/client.ts';
import { subAccountBalances, verifyLedger } from '#modules/ledger/index.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { fundSubAccount, subAccount } from './support/sub-accounts-money.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

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

class Rollback extends Error {}

async function twoMerchants() {
  const t = harness(database.db);
  const a = (await signedInUser(t)).row.merchantId;
  const b = (await signedInUser(t)).row.merchantId;
  const sub = await subAccount(t, a);
  return { t, a, b, sub };
}

describe("a sub-account's wallets", () => {
  test('only the sub-account kinds have a sub-account, always with a merchant', async () => {
    const { a, sub } = await twoMerchants();
    const bad = [
      sql`insert into ledger_accounts (merchant_id, sub_account_id, kind, currency, allow_negative)
          values (${a}::uuid, ${sub.id}::uuid, 'merchant_available', 'GBP', false)`,
      sql`insert into ledger_accounts (merchant_id, kind, currency, allow_negative)
          values (${a}::uuid, 'sub_account_available', 'GBP', false)`,
      sql`insert into ledger_accounts (sub_account_id, kind, currency, allow_negative)
          values (${sub.id}::uuid, 'sub_account_pending', 'GBP', false)`,
      sql`insert into ledger_accounts (sub_account_id, kind, currency, allow_negative)
          values (${sub.id}::uuid, 'platform_fees', 'GBP', true)`,
    ];
    for (const write of bad)
      expect(await refusal((tx) => tx.execute(write))).toMatch(/ledger_accounts_sub_account_by_kind/);
  });

  test("a wallet's sub-account never changes", async () => {
    const { t, a, sub } = await twoMerchants();
    const other = await subAccount(t, a);
    await fundSubAccount(t, { merchantId: a, subAccountId: sub.id }, 1_000n);
    expect(
      await refusal((tx) =>
        tx.execute(
          sql`update ledger_accounts set sub_account_id = ${other.id}::uuid where sub_account_id = ${sub.id}::uuid`,
        ),
      ),
    ).toMatch(/sub-account never changes/);
    expect((await subAccountBalances(t.db, sub.id)).get('NGN')).toEqual({ available: 1_000n, pending: 0n });
  });

  test("verifyLedger names a wallet filed under another merchant than its sub-account's", async () => {
    const { a, b, sub } = await twoMerchants();
    let problems: Awaited<ReturnType<typeof verifyLedger>> = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ledger_accounts (merchant_id, sub_account_id, kind, currency, allow_negative)
          values (${b}::uuid, ${sub.id}::uuid, 'sub_account_available', 'EUR', false)`);
        problems = await verifyLedger(tx);
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    expect(problems.filter((p) => p.check === 'sub-account wallet owner')).toHaveLength(1);
    expect(a).not.toBe(b);
  });
});
