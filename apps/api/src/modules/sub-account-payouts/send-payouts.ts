/**
 * Ending sub-account payouts: the processor is asked about each processing one (our reference is
 * its idempotency key, so asking again never pays twice), and each ends once, its status moving
 * from 'processing' in the transaction that posts its entry:
 *
 *   paid   ('sub_account_payout_paid')      in flight −(amount + fee), clearing +amount, fees +fee
 *   failed ('sub_account_payout_reversal')  in flight −(amount + fee), sub-account available +(amount + fee)
 *
 * A payout the processor still answers 'pending' is asked again at the next run. Its end is heard
 * as a transfer webhook and an email to the owner (payout-notice.ts).
 */
import type { Currency } from '@payrail/contract/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { subAccountPayouts } from '#db/schema/index.ts';
import { type Line, post, subAccountWallet } from '#modules/ledger/index.ts';
import { type PayoutResult, type ProcessorAdapter, processorFor } from '#modules/processor/index.ts';
import { announceSubAccountPayout, queueSubAccountTransferWebhook } from './payout-notice.ts';
import { type PayoutDeps, startSubAccountPayouts } from './start-payouts.ts';

type Row = typeof subAccountPayouts.$inferSelect;

/** Ends `p` with the processor's answer; false when it was no longer processing. */
export async function finishSubAccountPayout(
  deps: PayoutDeps,
  p: Row,
  result: Exclude<PayoutResult, { kind: 'pending' }>,
): Promise<boolean> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subAccountPayouts)
      .set(
        result.kind === 'paid'
          ? { status: 'paid', processorRef: result.processorRef, paidAt: now, updatedAt: now }
          : { status: 'failed', failureReason: result.reason, updatedAt: now },
      )
      .where(and(eq(subAccountPayouts.id, p.id), eq(subAccountPayouts.status, 'processing')))
      .returning();
    if (!row) return undefined;
    const owner = { merchantId: row.merchantId, subAccountId: row.subAccountId };
    const total = row.amount + row.fee;
    const inFlight: Line = {
      account: subAccountWallet(owner, 'sub_account_payouts_in_flight', row.currency),
      amount: -total,
    };
    await post(tx, deps.clock, {
      merchantId: row.merchantId,
      kind: result.kind === 'paid' ? 'sub_account_payout_paid' : 'sub_account_payout_reversal',
      reference: row.reference,
      description:
        result.kind === 'paid'
          ? `Payout to ${row.accountName} paid`
          : `Payout to ${row.accountName} failed: ${result.reason}`,
      lines:
        result.kind === 'paid'
          ? (
              [
                inFlight,
                {
                  account: { merchantId: null, kind: 'platform_clearing', currency: row.currency },
                  amount: row.amount,
                },
                {
                  account: { merchantId: null, kind: 'platform_fees', currency: row.currency },
                  amount: row.fee,
                },
              ] satisfies Line[]
            ).filter((l) => l.amount !== 0n)
          : [
              inFlight,
              { account: subAccountWallet(owner, 'sub_account_available', row.currency), amount: total },
            ],
    });
    return { row, sub: await queueSubAccountTransferWebhook(tx, deps, row) };
  });
  if (!ended) return false;
  await announceSubAccountPayout(deps, ended.row, ended.sub);
  return true;
}

/** Asks the processor about every processing payout (oldest first); answers how many ended. */
export async function sendSubAccountPayouts(
  deps: PayoutDeps,
  o: { merchantId?: string; processor?: ProcessorAdapter } = {},
): Promise<{ paid: number; failed: number; pending: number }> {
  const processor = o.processor ?? processorFor(deps.config);
  const out = { paid: 0, failed: 0, pending: 0 };
  const rows = await deps.db
    .select()
    .from(subAccountPayouts)
    .where(
      and(
        eq(subAccountPayouts.status, 'processing'),
        o.merchantId ? eq(subAccountPayouts.merchantId, o.merchantId) : undefined,
      ),
    )
    .orderBy(asc(subAccountPayouts.createdAt))
    .limit(500);
  for (const p of rows) {
    const now = deps.clock.now();
    const result = await processor.sendPayout({
      reference: p.reference,
      amount: { amount: p.amount, currency: p.currency as Currency },
      bankCode: p.bankCode,
      accountNumber: p.accountNumber,
      accountName: p.accountName,
      requestedAt: p.createdAt,
      now,
    });
    await deps.db
      .update(subAccountPayouts)
      .set({ attempts: sql`${subAccountPayouts.attempts} + 1` })
      .where(eq(subAccountPayouts.id, p.id));
    if (result.kind === 'pending') out.pending++;
    else if (await finishSubAccountPayout(deps, p, result)) out[result.kind]++;
  }
  return out;
}

/** Payouts start from 09:00 Africa/Lagos (UTC+1 all year), as the main account's automatic ones. */
export const SUB_ACCOUNT_PAYOUT_HOUR = 9;

/**
 * The job (every 15 minutes, after the settlement run has moved money to available): from 09:00
 * Lagos the day's new payouts (each sub-account once a day), then every processing one asked about.
 */
export async function runSubAccountPayouts(deps: PayoutDeps, o: { merchantId?: string } = {}) {
  const lagosHour = (deps.clock.now().getUTCHours() + 1) % 24;
  const started =
    lagosHour >= SUB_ACCOUNT_PAYOUT_HOUR ? await startSubAccountPayouts(deps, o) : { started: 0, skipped: 0 };
  const sent = await sendSubAccountPayouts(deps, o);
  if (started.started || sent.paid || sent.failed)
    deps.log.info({ ...started, ...sent }, 'sub-account payouts');
  return { ...started, ...sent };
}
