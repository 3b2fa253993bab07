/**
 * A payout request (POST payouts/manual-payout). The checks come first — KYB approved, the PIN,
 * a default settlement account past its 24-hour hold — then `startPayout` writes, in ONE database
 * transaction, the payout row, its 'payout' ledger entry and its job:
 *
 *   merchant_available          −(amount + fee)   a conditional update: never below zero, so of
 *   merchant_payouts_in_flight  +(amount + fee)   concurrent payouts only those the balance covers pass
 *
 * Idempotency: the row carries the request's Idempotency-Key, unique per merchant. A second request
 * with the key waits on that unique index until the first commits, then finds its payout: the same
 * body answers it again (nothing is debited twice), another body is refused. A first request that
 * failed (short balance) wrote nothing, so the key can be used again.
 *
 * Above the merchant's approval limit the payout is written 'awaiting_approval' and its job waits
 * for a second member's approval (payout-approval.ts); the debit is the same, and the members who
 * could approve it are emailed after the commit (payout-approval-mail.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@payrail/contract/checkout';
import { ErrorCode } from '@payrail/contract/errors';
import type { Currency } from '@payrail/contract/money';
import { type ManualPayoutRequest, payoutFee } from '@payrail/contract/payouts';
import { and, eq } from 'drizzle-orm';
import { kybProfiles, payouts } from '#db/schema/index.ts';
import { JOB, sendJob } from '#jobs/queue.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, validation } from '#lib/errors.ts';
import { post } from '#modules/ledger/index.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { SANDBOX_PAYOUT_DELAY_MS } from '#modules/processor/index.ts';
import { defaultAccount, type PayoutAccount } from '#modules/settlement-account/index.ts';
import { approvalLimitOf } from './payout-approval.ts';
import { mailPayoutApprovers } from './payout-approval-mail.ts';
import { PAYOUT_RETRY, type PayoutRow, showTime } from './payout-view.ts';

export type PayoutCtx = Pick<Ctx, 'deps' | 'actor'>;
export type PayoutInput = { amount: number; currency: Currency; narration?: string | undefined };

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function payoutReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `PO_${out}`;
}

/** The header's value, checked; undefined when absent. */
export function payoutIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header))
    throw validation({ 'Idempotency-Key': ['Use 8 to 100 visible characters'] });
  return header;
}

/** What the key is compared on: the money asked for (never the PIN, whose hash could be walked). */
const requestHash = (i: PayoutInput) =>
  createHash('sha256')
    .update(JSON.stringify([i.amount, i.currency, i.narration ?? null]))
    .digest('hex');

const keyReused = () =>
  new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with a different request');

export async function requireKybApproved({ deps, actor }: PayoutCtx): Promise<void> {
  const [kyb] = await deps.db
    .select({ status: kybProfiles.status })
    .from(kybProfiles)
    .where(eq(kybProfiles.merchantId, actor.merchantId))
    .limit(1);
  if (kyb?.status !== 'approved') throw new AppError(ErrorCode.KYB_NOT_APPROVED);
}

/** The account a payout in `currency` goes to now, or why none can. */
export async function payoutAccount({ deps, actor }: PayoutCtx, currency: string): Promise<PayoutAccount> {
  const account = await defaultAccount(deps.db, actor.merchantId, currency);
  if (!account) throw new AppError(ErrorCode.SETTLEMENT_ACCOUNT_REQUIRED);
  if (account.payoutsFrom > deps.clock.now())
    throw new AppError(
      ErrorCode.SETTLEMENT_ACCOUNT_ON_HOLD,
      `Payouts to a newly added settlement account start 24 hours after it was added: from ${showTime(account.payoutsFrom)}.`,
    );
  return account;
}

/** POST payouts/manual-payout: the checks, then the payout. `replayed` when the key found an earlier one. */
export async function requestPayout(
  ctx: PayoutCtx,
  input: Required<Pick<ManualPayoutRequest, 'pin'>> & PayoutInput & { idempotencyKey?: string | undefined },
): Promise<{ payout: PayoutRow; replayed: boolean }> {
  await requireKybApproved(ctx);
  await verifyPin(ctx, { pin: input.pin });
  const account = await payoutAccount(ctx, input.currency);
  return startPayout(ctx, { ...input, account });
}

/** The payout's one transaction (the checks are done): row, ledger debit and job, or nothing. */
export async function startPayout(
  ctx: PayoutCtx,
  input: PayoutInput & { account: PayoutAccount; idempotencyKey?: string | undefined },
): Promise<{ payout: PayoutRow; replayed: boolean }> {
  const { deps, actor } = ctx;
  const amount = BigInt(input.amount);
  const fee = payoutFee(amount, input.currency);
  const hash = requestHash(input);
  const now = deps.clock.now();
  const a = input.account;
  const started = await deps.db.transaction(async (tx) => {
    const limit = await approvalLimitOf(tx, actor.merchantId, now);
    // Above the owner's limit: the money is held as for any payout, but no job until approved.
    const waits = limit !== null && amount > limit;
    const [created] = await tx
      .insert(payouts)
      .values({
        reference: payoutReference(),
        merchantId: actor.merchantId,
        requestedBy: actor.userId,
        idempotencyKey: input.idempotencyKey ?? null,
        requestHash: hash,
        currency: input.currency,
        amount,
        fee,
        status: waits ? 'awaiting_approval' : 'processing',
        settlementAccountId: a.id,
        bankCode: a.bankCode,
        accountNumber: a.accountNumber,
        accountName: a.accountName,
        narration: input.narration ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [earlier] = await tx
        .select()
        .from(payouts)
        .where(
          and(eq(payouts.merchantId, actor.merchantId), eq(payouts.idempotencyKey, input.idempotencyKey!)),
        )
        .limit(1);
      if (!earlier || earlier.requestHash !== hash) throw keyReused();
      return { payout: earlier, replayed: true };
    }
    const total = amount + fee;
    await post(tx, deps.clock, {
      merchantId: actor.merchantId,
      kind: 'payout',
      reference: created.reference,
      description: `Payout to ${a.accountName} (${a.accountNumber})`,
      lines: [
        {
          account: { merchantId: actor.merchantId, kind: 'merchant_available', currency: input.currency },
          amount: -total,
        },
        {
          account: {
            merchantId: actor.merchantId,
            kind: 'merchant_payouts_in_flight',
            currency: input.currency,
          },
          amount: total,
        },
      ],
    });
    if (!waits)
      await sendJob(
        tx,
        JOB.payout,
        { payoutId: created.id },
        { singletonKey: created.id, startAfter: Math.ceil(SANDBOX_PAYOUT_DELAY_MS / 1000), ...PAYOUT_RETRY },
      );
    return { payout: created, replayed: false };
  });
  if (!started.replayed && started.payout.status === 'awaiting_approval')
    await mailPayoutApprovers(ctx, started.payout);
  return started;
}
