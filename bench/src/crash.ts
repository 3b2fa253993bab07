/**
 * Crash consistency (issue 10 item 2): `npm run bench:crash -- [--db postgres|pglite] [--rounds 5]
 * [--payers 20] [--reconcile cron|ops]`.
 *
 * Starts a server (sandbox, TRUST_PROXY=true) on a fresh database, signs in as the demo owner and
 * creates a payment link. Then, each round, `--payers` payers pay it concurrently with the sandbox
 * success card (each payment its own Idempotency-Key and client address) until, after a random
 * 0.3–2 s, the server's whole process group is killed with SIGKILL; the server is restarted on the
 * same database (on PGlite: the same DATA_DIR, as an operator would after a crash).
 *
 * Then the card checkouts left `pending` are ended by the reconcile pass, which only takes those
 * pending for two minutes: `cron` restarts the server (its job runner runs the pass every minute)
 * and polls until none is pending (at most 4 minutes); `ops` waits, with the server down, until
 * the youngest is two minutes old and runs `npm run ops -- checkouts:reconcile` once. Each ended
 * checkout's Idempotency-Key is replayed (it must answer the outcome), and the database is checked:
 * none pending, every approved charge recorded or voided, one journal entry per payment, no voided
 * charge recorded as paid, the ledger sound. Exits 1 when any of these fails.
 *
 * Traffic goes to 127.0.0.1 only; every loop is bounded; the run stops by itself within its budget
 * and drops its database (PostgreSQL) or its DATA_DIR (PGlite).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { RECONCILE_AFTER_MS } from '../../apps/api/src/jobs/reconcile-checkouts.ts';
import { nodeBinary, type RunningServer, repoRoot, startServer } from '../../e2e/support/server.ts';
import { api } from './api-client.ts';
import {
  countPendingCardCheckouts,
  invariants,
  type OpenCheckout,
  outcomes,
  pendingCardCheckouts,
  withDatabase,
} from './crash-checks.ts';
import { payUntilKilled, replayKeys } from './crash-payers.ts';
import { type Answers, report } from './crash-report.ts';
import { type BenchDatabase, type DbKind, prepareDatabase } from './database.ts';
import { demoLink } from './payments.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rounds: { type: 'string', default: '5' },
    payers: { type: 'string', default: '20' },
    reconcile: { type: 'string', default: 'cron' },
  },
});
if (values.db !== 'pglite' && values.db !== 'postgres') {
  console.error(`--db must be pglite or postgres, not ${values.db}`);
  process.exit(2);
}
if (values.reconcile !== 'cron' && values.reconcile !== 'ops') {
  console.error(`--reconcile must be cron or ops, not ${values.reconcile}`);
  process.exit(2);
}
const kind: DbKind = values.db;
const mode = values.reconcile;
const rounds = Math.min(20, Math.max(1, Number(values.rounds) || 5));
const payers = Math.min(100, Math.max(1, Number(values.payers) || 20));
const RECONCILE_WAIT_MS = 4 * 60_000;
const POLL_MS = 5_000;
const tag = `crash-${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-bench-crash-data-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.error(`bench:crash: ${line}`);

let server: RunningServer | undefined;
let database: BenchDatabase | undefined;
async function cleanUp() {
  if (server) await crash(server).catch((e) => console.error('stopping the server failed:', e));
  await database?.drop().catch((e) => console.error('dropping the database failed:', e));
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
  database = undefined;
}
// Bounded: start-ups, rounds, the reconcile wait and the checks, then it stops by itself.
const budgetMs = (rounds * 150 + RECONCILE_WAIT_MS / 1000 + 300) * 1000;
setTimeout(() => {
  log(`over its ${budgetMs / 1000} s budget, stopping`);
  void cleanUp().finally(() => process.exit(3));
}, budgetMs).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function start(): Promise<RunningServer> {
  server = await startServer({
    name: `payrail-bench-crash-${kind}`,
    env: { ...database!.env, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
    processGroup: true,
    startTimeoutMs: 120_000,
  });
  return server;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw e;
  }
}

/** SIGKILL to the server's whole process group; returns once nothing of it is left. */
async function crash(s: RunningServer): Promise<void> {
  if (groupAlive(s.pid)) process.kill(-s.pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while (groupAlive(s.pid)) {
    if (Date.now() > deadline) throw new Error(`process group ${s.pid} still alive 10 s after SIGKILL`);
    await sleep(20);
  }
  await s.stop(); // already dead: removes its temp dir
  if (server === s) server = undefined;
}

let paymentNumber = 0;
const next = () => ++paymentNumber;
/** When the last round's kill ended, and when no checkout was pending any more. */
let lastKillAt = 0;
let reconciledAt = 0;

/** Open card checkouts while the server runs (the embedded database is the server's alone). */
async function openNow(baseUrl: string, ref: string, token: string): Promise<number> {
  if (database!.env.DATABASE_URL) return withDatabase(where(), countPendingCardCheckouts);
  const link = await api<{ stats: { checkoutsStarted: number; paid: number; failed: number } }>(
    baseUrl,
    'GET',
    `/api/v1/merchant/payment-links/show/${ref}`,
    undefined,
    token,
  );
  return link.stats.checkoutsStarted - link.stats.paid - link.stats.failed;
}

const where = () => ({ databaseUrl: database!.env.DATABASE_URL || undefined, dataDir });

/** cron: a restarted server's job runner ends them; returns the server, still running. */
async function reconcileByCron(ref: string, token: string): Promise<{ s: RunningServer; done: boolean }> {
  const s = await start();
  const t0 = Date.now();
  let shown = { open: -1, at: 0 };
  while (Date.now() - t0 < RECONCILE_WAIT_MS) {
    const open = await openNow(s.baseUrl, ref, token);
    if (open !== shown.open || Date.now() - shown.at >= 30_000 || open === 0) {
      log(`${Math.round((Date.now() - t0) / 1000)} s after the restart: ${open} card checkout(s) open`);
      shown = { open, at: Date.now() };
    }
    if (open === 0) {
      reconciledAt = Date.now();
      return { s, done: true };
    }
    await sleep(POLL_MS);
  }
  return { s, done: false };
}

/** ops: once the youngest is due, the operator command runs the pass (server down). */
async function reconcileByOps(before: OpenCheckout[]): Promise<boolean> {
  const youngest = Math.max(...before.map((c) => c.updatedAt.getTime()));
  const due = youngest + RECONCILE_AFTER_MS + 1_000;
  while (Date.now() < due) {
    log(`the youngest pending checkout is due in ${Math.ceil((due - Date.now()) / 1000)} s`);
    await sleep(Math.min(15_000, due - Date.now()));
  }
  log('npm run ops -- checkouts:reconcile');
  const env = { ...process.env, MODE: 'sandbox', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...database!.env };
  const run = await promisify(execFile)(
    nodeBinary(),
    [path.join(repoRoot, 'apps/api/src/cli/ops.ts'), 'checkouts:reconcile'],
    { cwd: repoRoot, env, timeout: 120_000 },
  ).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
  for (const line of `${run.stdout}${run.stderr}`.trim().split('\n')) log(`  ops: ${line}`);
  reconciledAt = Date.now();
  return run.code === 0;
}

async function main() {
  database = await prepareDatabase(kind);
  log(`${rounds} rounds of ${payers} payers on ${database.label}; reconcile by ${mode}`);
  let s = await start();
  const { ref, token } = await demoLink(s.baseUrl, 'Crash jollof');
  const total: Answers = { attempted: 0, success: 0, other: {}, noAnswer: 0, paid: [] };
  for (let round = 1; round <= rounds; round++) {
    if (round > 1) s = await start();
    const killAfterMs = 300 + Math.floor(Math.random() * 1700);
    const current = s;
    const kill = () => crash(current);
    const a = await payUntilKilled({ baseUrl: s.baseUrl, ref, tag, payers, next, killAfterMs, kill });
    log(
      `round ${round}: killed after ${killAfterMs} ms; ${a.attempted} sent, ${a.success} success, ${a.noAnswer} cut, other ${JSON.stringify(a.other)}`,
    );
    total.attempted += a.attempted;
    total.success += a.success;
    total.paid.push(...a.paid);
    total.noAnswer += a.noAnswer;
    for (const [k, v] of Object.entries(a.other)) total.other[k] = (total.other[k] ?? 0) + v;
  }
  lastKillAt = Date.now();
  reconciledAt = lastKillAt;

  const before = await withDatabase(where(), pendingCardCheckouts);
  log(`${before.length} card checkout(s) left pending by the kills`);
  let done: boolean;
  if (mode === 'cron') {
    const r = await reconcileByCron(ref, token);
    await stop(r.s);
    done = r.done;
  } else {
    done = before.length === 0 || (await reconcileByOps(before));
  }
  const reconciledAfterS = done ? Math.round((reconciledAt - lastKillAt) / 1000) : null;
  const [ended, paid, inv] = await withDatabase(where(), (db) =>
    Promise.all([
      outcomes(
        db,
        before.map((c) => c.reference),
      ),
      outcomes(db, total.paid),
      invariants(db),
    ]),
  );
  const lost = total.paid.filter((reference) => paid.get(reference)?.status !== 'success').length;
  s = await start();
  const wrongReplays = await replayKeys({ baseUrl: s.baseUrl, ref, tag }, before, ended, log);
  await stop(s);
  const title = `${database.label}: ${rounds} rounds × ${payers} payers, reconcile by ${mode}`;
  const failed = report(title, { total, lost, before, ended, inv, wrongReplays, reconciledAfterS });
  if (!before.length) log('no checkout was left pending: the kills missed every payment in flight');
  await cleanUp();
  if (failed.length) {
    for (const f of failed) console.error(`FAILED: ${f}`);
    process.exitCode = 1;
  }
}

async function stop(s: RunningServer) {
  await s.stop();
  if (server === s) server = undefined;
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(async (e) => {
    console.error(e);
    await cleanUp();
    process.exit(1);
  });
