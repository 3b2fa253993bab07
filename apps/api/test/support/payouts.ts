/**
 * A merchant ready to pay out: signed in, KYB approved, a transaction PIN, available funds (a ledger
 * entry from processor clearing, as a settled payment leaves them) and, when asked, a settlement
 * account whose 24-hour hold is over.
 */
import { eq, sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import { kybProfiles, settlementAccounts } from '#db/schema/index.ts';
import { post } from '#modules/ledger/index.ts';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import type { Harness } from './harness.ts';
import { signedInUser } from './users.ts';

export const PIN = '2580';
export const SETTLEMENT = '/api/v1/settlement-account';
export const PAYOUT = '/api/v1/payouts/manual-payout';
export const PAYOUTS = '/api/v1/payouts/single-merchant';

/** GTBank 058 + 0123456785: a valid NUBAN; the sandbox names it. */
export const ACCOUNT = { bankCode: '058', accountNumber: '0123456785' };
export const account = (overrides: Record<string, unknown> = {}) => ({
  ...ACCOUNT,
  accountName: sandboxAccountName(ACCOUNT.accountNumber),
  accountNameConfirmed: true,
  pin: PIN,
  ...overrides,
});

export async function approveKyb(t: Harness, merchantId: string) {
  const now = t.clock.now();
  await t.db
    .insert(kybProfiles)
    .values({ merchantId, businessCategoryId: 1, status: 'approved', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: kybProfiles.merchantId, set: { status: 'approved' } });
}

export async function setPin(t: Harness, token: string, pin = PIN) {
  const res = await t.post('/api/v1/settings/pin/register-pin', { pin, confirmPin: pin }, { token });
  if (res.status >= 300) throw new Error(`register-pin: ${res.status} ${res.text}`);
}

/** `amount` kobo into the merchant's available balance. */
export async function fund(t: Harness, merchantId: string, amount: bigint, currency = 'NGN') {
  await t.db.transaction((tx) =>
    post(tx, t.clock, {
      merchantId,
      kind: 'test_funding',
      reference: `FUND_${merchantId}_${t.clock.now().getTime()}_${amount}`,
      lines: [
        { account: { merchantId: null, kind: 'platform_clearing', currency }, amount: -amount },
        { account: { merchantId, kind: 'merchant_available', currency }, amount },
      ],
    }),
  );
}

export async function available(
  t: Harness,
  merchantId: string,
  kind = 'merchant_available',
): Promise<bigint> {
  const rows = await rawRows<{ balance: string }>(
    t.db,
    sql`select (a.balance + coalesce((select sum(s.amount) from ledger_credit_shards s where s.account_id = a.id), 0))::text as balance
        from ledger_accounts a where a.merchant_id = ${merchantId} and a.kind = ${kind} and a.currency = 'NGN'`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}

/** A merchant with KYB approved, a PIN, `funds` available and (unless `withAccount: false`) an account past its hold. */
export async function payoutMerchant(t: Harness, o: { funds?: bigint; withAccount?: boolean } = {}) {
  const user = await signedInUser(t);
  const merchantId = user.row.merchantId;
  await approveKyb(t, merchantId);
  await setPin(t, user.token);
  if (o.funds) await fund(t, merchantId, o.funds);
  if (o.withAccount !== false) {
    const res = await t.post(SETTLEMENT, account(), { token: user.token });
    if (res.status !== 201) throw new Error(`settlement-account: ${res.status} ${res.text}`);
    // The 24-hour hold ends now (settlement-account.test.ts proves the hold itself): moving the
    // shared clock a day on would end the other fixtures' sessions.
    await t.db
      .update(settlementAccounts)
      .set({ payoutsFrom: t.clock.now() })
      .where(eq(settlementAccounts.merchantId, merchantId));
  }
  return { ...user, merchantId };
}
