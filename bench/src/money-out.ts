/**
 * Money out on one hot balance (issue 14):
 * `npm run bench:money-out -- [--connections 20] [--duration 10] [--max-requests 100000] [--payments 200]`.
 *
 * PostgreSQL only: the row locks on one wallet are what is measured. Starts its own server
 * (sandbox) on a fresh database, readies the demo merchant (money-out-setup.ts), then runs two
 * closed loops from 127.0.0.1, each for `--duration` seconds and at most `--max-requests` requests:
 * `--connections` clients requesting ₦100 payouts (each with its own Idempotency-Key), then the
 * same clients refunding ₦1 of one of `--payments` paid transactions in turn (partial refunds).
 * A sampler reads the available balance every 50 ms meanwhile.
 *
 * Afterwards: the ledger verification (verify.ts), the lowest balance sampled, a row per answered
 * 201 (payouts and refunds), no transaction refunded past its amount, and what left the balances
 * equal to the payouts plus the refunds. Any failure exits 1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { verifyLedger } from '../../apps/api/src/modules/ledger/verify.ts';
import { type RunningServer, startServer } from '../../e2e/support/server.ts';
import { closedLoop, type LoopFigures, postJson } from './closed-loop.ts';
import { type BenchDatabase, prepareDatabase } from './database.ts';
import { balances, PIN, readyMerchant } from './money-out-setup.ts';
import { machine } from './report.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    'max-requests': { type: 'string', default: '100000' },
    payments: { type: 'string', default: '200' },
  },
});
const connections = Math.min(200, Math.max(1, Number(values.connections)));
const duration = Math.min(120, Math.max(1, Number(values.duration)));
const maxRequests = Math.max(1, Number(values['max-requests']));
const paymentCount = Math.min(5000, Math.max(1, Number(values.payments)));
const FUNDS = 10_000_000_000n; // ₦100,000,000: far more than the run can pay out.
const PAYOUT = 10_000; // ₦100, the smallest payout.
const REFUND = 100; // ₦1 of a ₦5,000 payment.
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-bench-money-out-'));
const log = (s: string) => console.error(`bench: ${s}`);

let server: RunningServer | undefined;
let database: BenchDatabase | undefined;
let client: pg.Client | undefined;
async function cleanUp() {
  await client?.end().catch(() => {});
  await server?.stop().catch((e) => console.error('stopping the server failed:', e));
  await database?.drop().catch((e) => console.error('dropping the database failed:', e));
  fs.rmSync(dataDir, { recursive: true, force: true });
  client = undefined;
  server = undefined;
  database = undefined;
}
const budgetMs = (240 + 2 * duration) * 1000;
setTimeout(() => {
  console.error(`bench: over its ${budgetMs / 1000} s budget, stopping`);
  void cleanUp().finally(() => process.exit(3));
}, budgetMs).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** Reads the available balance every 50 ms until stopped; answers the lowest seen. */
function sampler(read: () => Promise<bigint>) {
  let lowest: bigint | undefined;
  let on = true;
  const done = (async () => {
    while (on) {
      const v = await read();
      if (lowest === undefined || v < lowest) lowest = v;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return async () => {
    on = false;
    await done;
    return lowest;
  };
}

const row = (name: string, f: LoopFigures) =>
  `| ${name} | ${f.connections} | ${f.durationS} | ${f.requests} | ${f.ok} | ${f.perSecond.toFixed(0)} | ${f.p50ms} | ${f.p99ms} | ${
    Object.entries(f.refusals)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ') || 'none'
  } |`;

async function main() {
  const host = machine();
  database = await prepareDatabase('postgres');
  const databaseUrl = database.env.DATABASE_URL!;
  const label = database.label;
  log(`starting the server on ${database.label}…`);
  server = await startServer({
    name: 'payrail-bench-money-out',
    env: { ...database.env, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
  });
  const base = server.baseUrl;
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const c = client;
  const q = async <T>(text: string, params?: unknown[]) =>
    (await c.query(text, params as unknown[])).rows as T[];

  log(`readying the merchant and paying ${paymentCount} payments…`);
  const m = await readyMerchant({ baseUrl: base, databaseUrl, q, funds: FUNDS, payments: paymentCount });
  const auth = { authorization: `Bearer ${m.token}` };
  const before = await balances(q, m.merchantId);
  const stopSampling = sampler(async () => (await balances(q, m.merchantId)).available);

  log(`payouts: ${connections} clients for ${duration} s…`);
  const payouts = await closedLoop({
    connections,
    durationS: duration,
    maxRequests,
    send: (n) =>
      postJson(
        `${base}/api/v1/payouts/manual-payout`,
        { amount: PAYOUT, currency: 'NGN', pin: PIN, narration: 'Bench payout' },
        { ...auth, 'idempotency-key': `mob-payout-${process.pid}-${n}` },
      ),
  });
  log(`refunds: ${connections} clients for ${duration} s over ${m.transactionIds.length} payments…`);
  const refunds = await closedLoop({
    connections,
    durationS: duration,
    maxRequests,
    send: (n) =>
      postJson(
        `${base}/api/v1/merchant/transactions/refund/${m.transactionIds[n % m.transactionIds.length]}`,
        { amount: REFUND, reason: 'Returned goods', pin: PIN },
        { ...auth, 'idempotency-key': `mob-refund-${process.pid}-${n}` },
      ),
  });
  const lowest = await stopSampling();
  await server.stop();
  server = undefined;

  const after = await balances(q, m.merchantId);
  const [sums] = await q<{ payouts: string; paid_out: string; refunds: string; refunded: string }>(
    `select (select count(*) from payouts where merchant_id = $1)::text as payouts,
            (select coalesce(sum(amount + fee), 0) from payouts where merchant_id = $1 and status <> 'failed')::text as paid_out,
            (select count(*) from refunds where merchant_id = $1)::text as refunds,
            (select coalesce(sum(amount), 0) from refunds where merchant_id = $1)::text as refunded`,
    [m.merchantId],
  );
  const over = await q<{ id: string }>(
    `select t.id from transactions t join refunds r on r.transaction_id = t.id
     where t.merchant_id = $1 group by t.id, t.amount having sum(r.amount) > t.amount`,
    [m.merchantId],
  );
  const db = await openDatabase({ databaseUrl });
  const problems = (await verifyLedger(db.db)).map((p) => `ledger: ${p.check}: ${p.detail}`);
  await db.close();

  const left = before.available + before.pending - (after.available + after.pending);
  const moved = BigInt(sums!.paid_out) + BigInt(sums!.refunded);
  if (lowest === undefined || lowest < 0n) problems.push(`available balance sampled at ${lowest}`);
  if (Number(sums!.payouts) !== payouts.ok)
    problems.push(`${payouts.ok} payouts answered 201, ${sums!.payouts} rows`);
  if (Number(sums!.refunds) !== refunds.ok)
    problems.push(`${refunds.ok} refunds answered 201, ${sums!.refunds} rows`);
  if (over.length) problems.push(`${over.length} transaction(s) refunded past their amount`);
  if (left !== moved) problems.push(`balances fell by ${left} kobo, payouts + refunds are ${moved}`);

  const report = {
    date: new Date().toISOString(),
    database: label,
    machine: host,
    settings: { connections, duration, maxRequests, payments: paymentCount },
    payouts,
    refunds,
    balances: { before, after, lowestAvailable: lowest, ...sums },
    problems,
  };
  await cleanUp();
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${report.date.replace(/[:.]/g, '-')}-money-out.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify(report, (_k, v) => (typeof v === 'bigint' ? String(v) : v), 2)}\n`,
  );

  console.log('\n| flow | clients | s | requests | 201 | per s | p50 ms | p99 ms | refusals |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  console.log(row('POST payouts/manual-payout (₦100)', payouts));
  console.log(
    row(`POST merchant/transactions/refund/{id} (₦1, ${m.transactionIds.length} payments)`, refunds),
  );
  console.log(
    `\nledger: ${problems.length ? `${problems.length} problem(s)` : 'sound'}; lowest available sampled ₦${Number(lowest) / 100}; balances fell by ${left} kobo = payouts ${sums!.paid_out} + refunds ${sums!.refunded}`,
  );
  console.log(
    `machine: ${host.cpus} cores, ${host.model}, load ${host.loadAverage1m} before the run; ${label}`,
  );
  log(`JSON written to ${path.relative(process.cwd(), file)}`);
  for (const p of problems) console.error(p);
  if (problems.length) process.exitCode = 1;
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(async (e) => {
    console.error(e);
    await cleanUp();
    process.exit(1);
  });
