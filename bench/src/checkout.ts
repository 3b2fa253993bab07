/**
 * Checkout throughput: `npx node bench/src/checkout.ts [--db pglite|postgres] [--duration 10] [--connections 50] [--rate 500] [--split]`.
 * `--split` pays a sub-account's link instead (issue 15: a link belongs to one sub-account): each
 * payment's one entry then also credits the sub-account's pending wallet by its 12.5 % share.
 * `--sql '<statements>'` (PostgreSQL) runs on the bench database once the server has migrated it,
 * before the load: to switch one cost off (a trigger, an index) and measure what it cost.
 * With `--rate`, the payers together offer that many payments a second (open loop) and the
 * latencies are those at that load; without it, they pay as fast as they are answered (saturation).
 *
 * Starts its own server (sandbox, TRUST_PROXY=true) on 127.0.0.1, signs in as the demo owner,
 * creates one fixed-amount payment link, then has `--connections` concurrent payers pay it with
 * the sandbox success card: every payment lands on the same merchant (one hot pending balance).
 * Each request carries its own Idempotency-Key and client address, so neither replay nor the
 * per-IP limit shapes the figures; any 429 or other failure is counted, not hidden.
 *
 * After the run the server is stopped and the ledger is verified on the database it used
 * (balanced entries, cached balances equal to their postings, no wallet below zero), and the
 * number of journal entries is compared with the payments that answered success.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, rawRows } from '../../apps/api/src/db/client.ts';
import { verifyLedger } from '../../apps/api/src/modules/ledger/verify.ts';
import { type RunningServer, startServer } from '../../e2e/support/server.ts';
import { cpuMeter } from './cpu.ts';
import { type BenchDatabase, type DbKind, prepareDatabase } from './database.ts';
import { demoLink, payment, payPath } from './payments.ts';
import { machine } from './report.ts';
import { figures, runScenario, type Scenario } from './scenarios.ts';
import { splitLink } from './sub-accounts-link.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    rate: { type: 'string' },
    // Measuring one cost at a time: SQL run on the bench database after the server has migrated
    // it, before the load (e.g. `drop trigger … on transactions`). PostgreSQL only.
    sql: { type: 'string' },
    split: { type: 'boolean', default: false },
  },
});
if (values.db !== 'pglite' && values.db !== 'postgres') {
  console.error(`--db must be pglite or postgres, not ${values.db}`);
  process.exit(2);
}
const kind: DbKind = values.db;
const duration = Math.min(120, Math.max(1, Number(values.duration)));
const connections = Math.min(200, Math.max(1, Number(values.connections)));
const warmup = Math.min(30, Math.max(0, Number(values.warmup)));
const rate = values.rate ? Math.min(5000, Math.max(1, Number(values.rate))) : undefined;
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-bench-checkout-data-'));

let server: RunningServer | undefined;
let database: BenchDatabase | undefined;
async function cleanUp() {
  await server?.stop().catch((e) => console.error('stopping the server failed:', e));
  await database?.drop().catch((e) => console.error('dropping the database failed:', e));
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
  database = undefined;
}

// The bench always stops by itself, even if the server or database hangs.
const budgetMs = (120 + 2 * (duration + warmup) + 60) * 1000;
setTimeout(() => {
  console.error(`bench: over its ${budgetMs / 1000} s budget, stopping`);
  void cleanUp().finally(() => process.exit(3));
}, budgetMs).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** Many payers, one link: the success card, a fresh Idempotency-Key and client address each time. */
function payScenario(ref: string): Scenario {
  let n = 0;
  const path = payPath(ref);
  return {
    name: `POST ${path.replace(ref, '{ref}')} (success card)`,
    method: 'POST',
    path,
    options: {
      requests: [
        {
          method: 'POST',
          path,
          setupRequest: (req) => {
            n += 1;
            const p = payment(String(process.pid), n);
            return { ...req, headers: { ...req.headers, ...p.headers }, body: p.body };
          },
        },
      ],
    },
  };
}

async function runSql(db: BenchDatabase, text: string) {
  if (!db.env.DATABASE_URL) throw new Error('--sql needs --db postgres');
  const c = await openDatabase({ databaseUrl: db.env.DATABASE_URL });
  try {
    await c.db.execute(sql.raw(text));
    console.error(`bench: ran --sql: ${text}`);
  } finally {
    await c.close();
  }
}

async function main() {
  const host = machine();
  database = await prepareDatabase(kind);
  console.error(`bench: starting the server on ${database.label}…`);
  server = await startServer({
    name: `payrail-bench-checkout-${kind}`,
    env: { ...database.env, DATA_DIR: dataDir, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
  });
  const baseUrl = server.baseUrl;
  if (values.sql) await runSql(database, values.sql);
  const link = values.split
    ? await splitLink(baseUrl, 'Bench jollof')
    : await demoLink(baseUrl, 'Bench jollof');
  const scenario = payScenario(link.ref);
  const load = { connections, ...(rate ? { rate } : {}) };
  if (warmup > 0) await runScenario(baseUrl, scenario, { ...load, duration: warmup });
  console.error(
    `bench: ${scenario.name} for ${duration} s with ${connections} concurrent payers${rate ? `, ${rate} payments/s offered` : ''}…`,
  );
  const stopMeter = cpuMeter({
    serverScript: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/main.ts'),
    databaseName: database.env.DATABASE_URL
      ? new URL(database.env.DATABASE_URL).pathname.slice(1)
      : undefined,
  });
  const result = figures(scenario, connections, await runScenario(baseUrl, scenario, { ...load, duration }));
  const cpu = stopMeter();
  await server.stop();
  server = undefined;

  const db = await openDatabase(
    database.env.DATABASE_URL ? { databaseUrl: database.env.DATABASE_URL } : { dataDir },
  );
  const problems = await verifyLedger(db.db);
  const [counts] = await rawRows<{ paid: string; entries: string; splitPostings: string }>(
    db.db,
    sql`select (select count(*) from transactions where status = 'success')::text as paid,
               (select count(*) from journal_entries where kind = 'payment')::text as entries,
               (select count(*) from postings p join ledger_accounts a on a.id = p.account_id
                 where a.kind = 'sub_account_pending')::text as "splitPostings"`,
  );
  await db.close();

  const label = database.label;
  const report = {
    date: new Date().toISOString(),
    database: label,
    machine: host,
    rate: rate ?? null,
    split: values.split,
    sql: values.sql ?? null,
    result,
    cpu,
    ledger: { problems, ...counts },
  };
  await cleanUp();
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${report.date.replace(/[:.]/g, '-')}-checkout-${kind}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\n| database | payers | offered/s | payments/s | p50 ms | p99 ms | 2xx | 429 | other | paid rows | ledger entries | ledger |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  console.log(
    `| ${label} | ${connections} | ${rate ?? 'max'} | ${result.rps.toFixed(0)} | ${result.p50ms} | ${result.p99ms} | ${result.ok2xx} | ${result.status429} | ${result.otherNon2xx + result.errors} | ${counts?.paid} | ${counts?.entries} | ${problems.length ? `${problems.length} problem(s)` : 'sound'} |`,
  );
  if (values.split) console.log(`\nsplit link: ${counts?.splitPostings} sub-account wallet postings`);
  console.log(`\nmachine: ${host.cpus} cores, ${host.model}, load ${host.loadAverage1m} before the run`);
  if (cpu) {
    const paid = Math.max(1, result.ok2xx);
    const share = (ms: number) =>
      `${Math.round(ms)} ms (${((100 * ms) / cpu.capacityMs).toFixed(0)} %, ${(ms / paid).toFixed(2)} ms/payment)`;
    console.log(
      `CPU during the run (of ${Math.round(cpu.capacityMs)} ms on ${host.cpus} cores): server ${share(cpu.serverMs)}, PostgreSQL ${share(cpu.postgresMs)} (its backends ${share(cpu.backendsMs)}), load generator ${share(cpu.loadGeneratorMs)}, others ${share(cpu.othersMs)}`,
    );
  }
  console.error(`bench: JSON written to ${path.relative(process.cwd(), file)}`);
  if (problems.length) {
    for (const p of problems) console.error(`ledger: ${p.check}: ${p.detail}`);
    process.exitCode = 1;
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(async (e) => {
    console.error(e);
    await cleanUp();
    process.exit(1);
  });
