/**
 * Sending payouts: the `payout` job asks the processor about one processing payout (our reference
 * is its idempotency key, so asking again never sends twice) and ends it when the processor has;
 * while the processor still answers 'pending' it is left for the sweep, which every minute sends
 * the job again for every payout still processing (one whose job was lost, or made while no runner
 * ran). An operator (ops CLI) or the sandbox's simulator may end a payout directly (`forcePayout`).
 */
import { type Currency, isCurrency } from '@payrail/contract/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { payouts } from '#db/schema/index.ts';
import { JOB, sendJob } from '#jobs/queue.ts';
import type { Deps } from '#lib/deps.ts';
import type { PayoutResult, ProcessorAdapter } from '#modules/processor/index.ts';
import { processorFor } from '#modules/processor/index.ts';
import { finishPayout } from './payout-outcome.ts';
import { PAYOUT_RETRY, type PayoutRow } from './payout-view.ts';

type JobDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;

export async function processPayout(
  deps: JobDeps,
  o: { payoutId: string; processor?: ProcessorAdapter },
): Promise<'paid' | 'failed' | 'pending' | 'skipped'> {
  const [p] = await deps.db.select().from(payouts).where(eq(payouts.id, o.payoutId)).limit(1);
  if (p?.status !== 'processing' || !isCurrency(p.currency)) return 'skipped';
  const now = deps.clock.now();
  const processor = o.processor ?? processorFor(deps.config);
  const result: PayoutResult = await processor.sendPayout({
    reference: p.reference,
    amount: { amount: p.amount, currency: p.currency as Currency },
    bankCode: p.bankCode,
    accountNumber: p.accountNumber,
    accountName: p.accountName,
    requestedAt: p.createdAt,
    now,
  });
  await deps.db
    .update(payouts)
    .set({
      attempts: sql`${payouts.attempts} + 1`,
      sentAt: sql`coalesce(${payouts.sentAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(payouts.id, p.id), eq(payouts.status, 'processing')));
  if (result.kind === 'pending') return 'pending';
  const done = await finishPayout(deps, p.id, result);
  return done ? result.kind : 'skipped';
}

/** Sends the job of every payout still processing, oldest first (a page at a time). */
export async function requeueProcessingPayouts(deps: Pick<Deps, 'db'>): Promise<number> {
  const rows = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.status, 'processing'))
    .orderBy(asc(payouts.createdAt))
    .limit(500);
  for (const r of rows)
    await sendJob(null, JOB.payout, { payoutId: r.id }, { singletonKey: r.id, ...PAYOUT_RETRY });
  return rows.length;
}

/** The operator's (or the sandbox simulator's) word on a processing payout, by id or reference. */
export async function forcePayout(
  deps: JobDeps,
  where: { id: string } | { reference: string },
  outcome: { kind: 'paid' } | { kind: 'failed'; reason: string },
): Promise<PayoutRow | 'not_found' | 'not_processing'> {
  const [p] = await deps.db
    .select()
    .from(payouts)
    .where('id' in where ? eq(payouts.id, where.id) : eq(payouts.reference, where.reference))
    .limit(1);
  if (!p) return 'not_found';
  const done = await finishPayout(
    deps,
    p.id,
    outcome.kind === 'paid' ? { kind: 'paid', processorRef: `manual_${p.reference}` } : outcome,
  );
  return done ?? 'not_processing';
}
