/**
 * Sub-account settlement payouts (issue 15; docs/SETTLEMENT.md "Sub-account payouts"). Once a day
 * (09:00 Africa/Lagos, job `sub-account-payouts`) each sub-account with a settlement account (an
 * inactive one too: deactivating stops new checkouts on its links, its money is still its own)
 * whose merchant's KYB is approved has its whole available NGN balance, less the payout fee, paid
 * to its own bank account, when that is at least PAYOUT_MIN, and once its settlement account is
 * out of the 24-hour hold a change puts it in (`payouts_from`). Each payout starts in ONE transaction:
 * its row (unique per sub-account, currency and Lagos day, so a repeated run pays nobody twice)
 * and its 'sub_account_payout' entry:
 *
 *   sub_account_available          −(amount + fee)   a conditional update: never below zero (a
 *   sub_account_payouts_in_flight  +(amount + fee)   transfer racing it leaves one of them short)
 *
 * send-payouts.ts then asks the processor and ends it.
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@payrail/contract/errors';
import { PAYOUT_MAX, PAYOUT_MIN, payoutFee } from '@payrail/contract/payouts';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '#db/client.ts';
import { subAccountPayouts } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { AppError } from '#lib/errors.ts';
import { post, subAccountWallet } from '#modules/ledger/index.ts';
import { lagosDay } from '#modules/settlement/index.ts';

export type PayoutDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'config' | 'mailer'>;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function payoutReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `SAP_${out}`;
}

/** The largest amount whose fee it still covers: amount + payoutFee(amount) ≤ available. */
export function payableOf(available: bigint): { amount: bigint; fee: bigint } | undefined {
  let best: { amount: bigint; fee: bigint } | undefined;
  for (const upper of [500_000n, 5_000_000n, BigInt(PAYOUT_MAX)]) {
    const fee = payoutFee(upper, 'NGN');
    let amount = available - fee;
    if (amount > upper) amount = upper;
    if (amount > 0n && payoutFee(amount, 'NGN') === fee && (!best || amount > best.amount))
      best = { amount, fee };
  }
  return best && best.amount >= BigInt(PAYOUT_MIN) ? best : undefined;
}

type Due = {
  sub_account_id: string;
  merchant_id: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  available: string;
};

/** The sub-accounts with something to pay out now (or just one merchant's). */
async function dueSubAccounts(db: Db, merchantId: string | undefined, now: Date): Promise<Due[]> {
  return rawRows<Due>(
    db,
    sql`select s.id as sub_account_id, s.merchant_id, s.bank_code, s.account_number, s.account_name,
          (a.balance + coalesce((select sum(c.amount) from ledger_credit_shards c where c.account_id = a.id), 0))::text as available
        from sub_accounts s
        join ledger_accounts a on a.sub_account_id = s.id and a.kind = 'sub_account_available' and a.currency = 'NGN'
        join kyb_profiles k on k.merchant_id = s.merchant_id and k.status = 'approved'
        where s.bank_code is not null and s.account_number is not null
          and s.account_name is not null
          and (s.payouts_from is null or s.payouts_from <= ${now.toISOString()}::timestamptz)
          ${merchantId ? sql`and s.merchant_id = ${merchantId}::uuid` : sql``}`,
  );
}

/** Starts the day's payouts; answers how many started and how many were left (too little, or raced). */
export async function startSubAccountPayouts(
  deps: PayoutDeps,
  o: { merchantId?: string } = {},
): Promise<{ started: number; skipped: number }> {
  const now = deps.clock.now();
  const day = lagosDay(now);
  const out = { started: 0, skipped: 0 };
  for (const d of await dueSubAccounts(deps.db, o.merchantId, now)) {
    const payable = payableOf(BigInt(d.available));
    if (!payable) {
      out.skipped++;
      continue;
    }
    try {
      const started = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(subAccountPayouts)
          .values({
            reference: payoutReference(),
            merchantId: d.merchant_id,
            subAccountId: d.sub_account_id,
            currency: 'NGN',
            amount: payable.amount,
            fee: payable.fee,
            status: 'processing',
            runDay: day,
            bankCode: d.bank_code,
            accountNumber: d.account_number,
            accountName: d.account_name,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return false;
        const owner = { merchantId: d.merchant_id, subAccountId: d.sub_account_id };
        const total = payable.amount + payable.fee;
        await post(tx, deps.clock, {
          merchantId: d.merchant_id,
          kind: 'sub_account_payout',
          reference: row.reference,
          description: `Payout to ${d.account_name} (${d.account_number})`,
          lines: [
            { account: subAccountWallet(owner, 'sub_account_available', 'NGN'), amount: -total },
            { account: subAccountWallet(owner, 'sub_account_payouts_in_flight', 'NGN'), amount: total },
          ],
        });
        return true;
      });
      if (started) out.started++;
      else out.skipped++;
    } catch (e) {
      // Spent meanwhile (a transfer raced it): nothing moved, the next run tries again.
      if (e instanceof AppError && e.code === ErrorCode.INSUFFICIENT_FUNDS) out.skipped++;
      else throw e;
    }
  }
  return out;
}
