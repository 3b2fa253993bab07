/**
 * The background job runner (DESIGN.md §2): pg-boss, on the same database as the API. On PGlite it
 * runs through the embedded instance's one connection (pg-boss's PGlite adapter: its polls queue
 * behind the requests' statements and transactions, never inside them); on PostgreSQL through its
 * own small pool. Any number of instances may run it: pg-boss claims each job with SKIP LOCKED, and
 * a schedule fires once across them.
 *
 * Started by main.ts after the migrations, stopped (gracefully: running jobs finish) on shutdown.
 * Tests do not start it unless they test it; they call the handlers directly with a ManualClock.
 */
import { EventEmitter } from 'node:events';
import { fromPglite, type JobWithMetadata, PgBoss, type Queue } from 'pg-boss';
import type { Database } from '#db/client.ts';
import type { Deps } from '#lib/deps.ts';
import { deliverQueuedMail, MAIL_RETRY } from '#mail/mail-queue.ts';
import { sendAccountMail } from '#modules/auth/index.ts';
import { sweepChargebacks } from '#modules/chargebacks/index.ts';
import { countSearchTrigrams } from '#modules/customers/index.ts';
import { foldDayStats } from '#modules/dashboard/index.ts';
import { buildQueuedExports } from '#modules/exports/index.ts';
import {
  PAYOUT_RETRY,
  processPayout,
  requeueProcessingPayouts,
  runAutomaticPayouts,
} from '#modules/payouts/index.ts';
import { processRefund, REFUND_RETRY, requeuePendingRefunds } from '#modules/refunds/index.ts';
import { runSettlement } from '#modules/settlement/index.ts';
import { runSubAccountPayouts } from '#modules/sub-account-payouts/index.ts';
import { deliverDueWebhooks, queueReplayBatches } from '#modules/webhooks/index.ts';
import { expireAbandonedCheckouts } from './expire-checkouts.ts';
import { JOB, type JobName, registerQueue } from './queue.ts';
import { reconcileCheckouts } from './reconcile-checkouts.ts';

type Handler = (deps: Deps, job: JobWithMetadata<Record<string, unknown>>) => Promise<unknown>;

type JobDefinition = {
  queue: Omit<Queue, 'name'>;
  /** Cron (UTC) for a scheduled job. */
  cron?: string;
  handler: Handler;
};

export const JOBS: Record<JobName, JobDefinition> = {
  [JOB.expireCheckouts]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '* * * * *',
    handler: (deps) => expireAbandonedCheckouts(deps),
  },
  [JOB.reconcileCheckouts]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '* * * * *',
    handler: (deps) => reconcileCheckouts(deps),
  },
  [JOB.refund]: {
    queue: { policy: 'exclusive', ...REFUND_RETRY },
    handler: (deps, job) =>
      processRefund(
        { deps },
        { refundId: String(job.data.refundId), finalAttempt: job.retryCount >= job.retryLimit },
      ),
  },
  [JOB.accountMail]: {
    queue: { policy: 'standard', retryLimit: 3, retryDelay: 5, retryBackoff: true },
    handler: (deps, job) => sendAccountMail(deps, job.data),
  },
  [JOB.mail]: {
    queue: { policy: 'standard', ...MAIL_RETRY },
    handler: (deps, job) =>
      deliverQueuedMail(deps, job.data, { finalAttempt: job.retryCount >= job.retryLimit }),
  },
  // Every minute, and nudged a second after an event is queued (webhooks/webhook-queue.ts); one
  // run at a time (stately: one more waits while one runs), so a merchant's in-flight limit holds.
  [JOB.deliverWebhooks]: {
    queue: { policy: 'stately', retryLimit: 1 },
    cron: '* * * * *',
    handler: (deps, job) =>
      deliverDueWebhooks(
        deps,
        typeof job.data.merchantId === 'string' ? { merchantId: job.data.merchantId } : {},
      ),
  },
  // Bulk replays' copies in batches of 500 (webhooks/replay-batches.ts): nudged when a replay is
  // made, and every minute for one left unfinished; one run at a time.
  [JOB.replayWebhooks]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '* * * * *',
    handler: (deps) => queueReplayBatches(deps),
  },
  [JOB.refundSweep]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '*/5 * * * *',
    handler: (deps) => requeuePendingRefunds({ deps }),
  },
  // Sent when an export is queued; the schedule picks up any left and deletes the expired ones.
  // `notify`: a queued export wakes a worker at once (PostgreSQL's LISTEN/NOTIFY) instead of at
  // its next poll, up to 2 s later; the poll stays as the backstop.
  [JOB.buildExports]: {
    queue: { policy: 'standard', retryLimit: 1, notify: true },
    cron: '*/10 * * * *',
    handler: (deps) => buildQueuedExports(deps),
  },
  // Sent with each payout (after the sandbox's delay); the sweep asks again every minute about any
  // payout still processing, so a lost job or a processor still answering 'pending' is asked again.
  [JOB.payout]: {
    queue: { policy: 'exclusive', ...PAYOUT_RETRY },
    handler: (deps, job) => processPayout(deps, { payoutId: String(job.data.payoutId) }),
  },
  [JOB.payoutSweep]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '* * * * *',
    handler: (deps) => requeueProcessingPayouts(deps),
  },
  // 09:00 Africa/Lagos (UTC+1 all year); a repeated run pays nobody twice (automatic-payouts.ts).
  [JOB.automaticPayouts]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '0 8 * * *',
    handler: (deps) => runAutomaticPayouts(deps),
  },
  // Pending → available for every payment due (docs/SETTLEMENT.md); one run at a time, and a
  // repeated or concurrent run settles nothing twice.
  [JOB.settleBalances]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '*/15 * * * *',
    handler: (deps) => runSettlement(deps),
  },
  // Chargebacks: the reminder a day before the due time and the automatic accept past it
  // (modules/chargebacks/deadline.ts); each row once, under its row lock.
  [JOB.chargebackDeadlines]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '*/5 * * * *',
    handler: (deps) => sweepChargebacks(deps),
  },
  // Sub-accounts' available NGN to their own bank accounts, from 09:00 Lagos, each once a day;
  // processing ones asked about again (modules/sub-account-payouts, docs/SETTLEMENT.md).
  [JOB.subAccountPayouts]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '*/15 * * * *',
    handler: (deps) => runSubAccountPayouts(deps),
  },
  // Old days' rollup shards into one row a key (dashboard/day-stats-fold.ts), at 00:40 and 12:40
  // Lagos; a run that overlaps another, or a checkout, moves nothing twice.
  [JOB.foldDayStats]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '40 11,23 * * *',
    handler: (deps) => foldDayStats(deps),
  },
  // The customers search's common trigrams (customers/customers-trigrams.ts), at 03:10 Lagos: a
  // sample of the customers, one short transaction.
  [JOB.countSearchTrigrams]: {
    queue: { policy: 'singleton', retryLimit: 1 },
    cron: '10 2 * * *',
    handler: (deps) => countSearchTrigrams(deps),
  },
};

export type JobRunner = {
  boss: PgBoss;
  /** 'done' (name, id, result) and 'failed' (name, id, error) after each job: for tests and logs. */
  events: EventEmitter;
  stop(): Promise<void>;
};

export type RunnerOptions = {
  /** PostgreSQL only: the URL pg-boss opens its own pool on. */
  databaseUrl?: string | undefined;
  /** Seconds between polls for new jobs (default 2). */
  pollingIntervalSeconds?: number;
  /** Register the cron schedules (default true). */
  schedule?: boolean;
  /**
   * The schema pg-boss keeps its queues in (default 'pgboss'). Tests that start a runner on the
   * shared PostgreSQL database each name their own, so one file's runner never takes (and runs,
   * with its own clock) a job another file sent.
   */
  schema?: string;
};

function schemaOf(o: RunnerOptions): { schema?: string } {
  return o.schema ? { schema: o.schema } : {};
}

function newBoss(database: Pick<Database, 'db' | 'kind'>, o: RunnerOptions): PgBoss {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: Parameters<typeof fromPglite>[0] }).$client;
    return new PgBoss({ db: fromPglite(client), backend: 'pglite', ...schemaOf(o) });
  }
  if (!o.databaseUrl) throw new Error('the job runner needs the PostgreSQL URL');
  return new PgBoss({
    connectionString: o.databaseUrl,
    max: 3,
    application_name: 'payrail-jobs',
    // One more connection, listening: wakes the workers of queues with `notify` (exports).
    useListenNotify: true,
    ...schemaOf(o),
  });
}

export async function startJobs(
  deps: Deps,
  database: Pick<Database, 'db' | 'kind'>,
  o: RunnerOptions = {},
): Promise<JobRunner> {
  const boss = newBoss(database, o);
  const events = new EventEmitter();
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const [name, def] of Object.entries(JOBS)) {
    // A queue's policy is fixed when it is created; its retry rules follow the code on each start.
    const { policy: _fixed, ...rules } = def.queue;
    if (existing.has(name)) await boss.updateQueue(name, rules);
    else await boss.createQueue(name, def.queue);
  }
  for (const [name, def] of Object.entries(JOBS)) {
    await boss.work<Record<string, unknown>>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        try {
          const result = await def.handler(deps, job as unknown as JobWithMetadata<Record<string, unknown>>);
          events.emit('done', name, job.id, result);
          return result;
        } catch (e) {
          deps.log.warn({ job: name, id: job.id, err: e }, 'job failed; pg-boss retries it if it may');
          events.emit('failed', name, job.id, e);
          throw e;
        }
      },
    );
    if (def.cron && o.schedule !== false) await boss.schedule(name, def.cron, {}, { tz: 'UTC' });
  }
  registerQueue(boss, { nudges: o.schedule !== false });
  deps.log.info({ queues: Object.keys(JOBS) }, 'job runner started');
  return {
    boss,
    events,
    async stop() {
      registerQueue(null);
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
