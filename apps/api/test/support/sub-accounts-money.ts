/**
 * Sub-accounts for the money tests (issue 15), written straight into the database: the money core
 * does not depend on the sub-account CRUD endpoints.
 */
import { eq } from 'drizzle-orm';
import { paymentLinks, subAccounts } from '#db/schema/index.ts';
import { merchantBalances, post, subAccountBalances, subAccountWallet } from '#modules/ledger/index.ts';
import type { Harness } from './harness.ts';
import { createLink } from './payments.ts';

export type Rule = {
  splitType?: 'percentage' | 'flat';
  splitValue?: bigint;
  splitCurrency?: string | null;
  feeBearer?: 'merchant' | 'sub_account' | 'proportional';
};

/** A sub-account of `merchantId` (30 % by default, the merchant bearing the fee). */
export async function subAccount(t: Harness, merchantId: string, rule: Rule = {}) {
  const [row] = await t.db
    .insert(subAccounts)
    .values({
      merchantId,
      slug: `sub-${crypto.randomUUID().slice(0, 12)}`,
      name: 'Ikeja branch',
      bankCode: '058',
      accountNumber: '0123456785',
      accountName: 'IKEJA BRANCH',
      splitType: rule.splitType ?? 'percentage',
      splitValue: rule.splitValue ?? 3000n,
      splitCurrency: rule.splitCurrency ?? null,
      feeBearer: rule.feeBearer ?? 'merchant',
    })
    .returning();
  return row!;
}

/** A link of the sub-account (made as a merchant's link, then given to it). */
export async function subAccountLink(
  t: Harness,
  token: string,
  subAccountId: string,
  body: Record<string, unknown> = {},
) {
  const link = await createLink(t, token, { name: 'Branch hamper', amount: 1_000_000, ...body });
  await t.db.update(paymentLinks).set({ subAccountId }).where(eq(paymentLinks.ref, link.ref));
  return link;
}

/** The main account's and the sub-account's NGN balances. */
export async function balances(t: Harness, merchantId: string, subAccountId: string, currency = 'NGN') {
  const main = (await merchantBalances(t.db, merchantId)).get(currency) ?? { available: 0n, pending: 0n };
  const sub = (await subAccountBalances(t.db, subAccountId)).get(currency) ?? { available: 0n, pending: 0n };
  return { main, sub };
}

/** Puts `amount` in the sub-account's available balance (as if settled payments had). */
export async function fundSubAccount(
  t: Harness,
  owner: { merchantId: string; subAccountId: string },
  amount: bigint,
  currency = 'NGN',
) {
  await t.db.transaction((tx) =>
    post(tx, t.clock, {
      merchantId: owner.merchantId,
      kind: 'test_funding',
      reference: `FUND_${owner.subAccountId}_${crypto.randomUUID()}`,
      lines: [
        { account: { merchantId: null, kind: 'platform_clearing', currency }, amount: -amount },
        { account: subAccountWallet(owner, 'sub_account_available', currency), amount },
      ],
    }),
  );
}
