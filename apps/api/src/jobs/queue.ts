/**
 * Sending background jobs (pg-boss). The runner (runner.ts) registers its queue here when it
 * starts; until then — in tests, in the ops CLI — nothing is sent, and the work is picked up by the
 * scheduled sweeps once a runner runs (every job's business record is in the database first).
 *
 * Inside a request's transaction a job MUST be sent through that transaction (`tx`): the job then
 * exists exactly when the business record commits, and on PGlite (one connection) a send through
 * the shared connection would wait for the transaction it is part of.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss, type SendOptions } from 'pg-boss';

type DrizzleLike = Parameters<typeof fromDrizzle>[0];

import type { Db, Tx } from '#db/client.ts';

/** The queues, their retry rules and schedules are declared in runner.ts. */
export const JOB = {
  expireCheckouts: 'checkouts-expire',
  reconcileCheckouts: 'checkouts-reconcile',
  refund: 'refund',
  refundSweep: 'refunds-sweep',
  accountMail: 'account-mail',
  deliverWebhooks: 'webhooks-deliver',
  replayWebhooks: 'webhooks-replay',
  mail: 'mail',
  buildExports: 'exports-build',
  payout: 'payout',
  payoutSweep: 'payouts-sweep',
  automaticPayouts: 'payouts-automatic',
  settleBalances: 'balances-settle',
  chargebackDeadlines: 'chargebacks-deadline',
  subAccountPayouts: 'sub-account-payouts',
  foldDayStats: 'rollups-fold',
  countSearchTrigrams: 'customers-trigrams',
} as const;
export type JobName = (typeof JOB)[keyof typeof JOB];

let current: PgBoss | null = null;
let nudges = false;

/**
 * `nudges`: nudgeJob sends jobs (a runner that keeps its schedules; a test's runner started
 * without them sends only what the test sends).
 */
export function registerQueue(boss: PgBoss | null, o: { nudges?: boolean } = {}): void {
  current = boss;
  nudges = boss !== null && o.nudges === true;
}

/** Sends a job (through `tx` when given); null when no runner is registered in this process. */
export async function sendJob(
  tx: Tx | Db | null,
  name: JobName,
  data: object,
  options: SendOptions = {},
): Promise<string | null> {
  if (!current) return null;
  return current.send(
    name,
    data,
    tx ? { ...options, db: fromDrizzle(tx as unknown as DrizzleLike, sql) } : options,
  );
}

const nudged = new Set<JobName>();

/**
 * Asks for a run of a scheduled sweep soon (within a second), without waiting for its schedule:
 * many nudges in that second make one job, and the hot path that nudges writes nothing. Where no
 * runner is registered, nothing happens (the schedule picks the work up once one runs).
 */
export function nudgeJob(name: JobName, log?: { warn(o: object, m: string): void }): void {
  if (!current || !nudges || nudged.has(name)) return;
  nudged.add(name);
  const boss = current;
  setTimeout(() => {
    nudged.delete(name);
    boss.send(name, {}).catch((err) => log?.warn({ err, job: name }, 'could not nudge a job'));
  }, 1_000).unref();
}
