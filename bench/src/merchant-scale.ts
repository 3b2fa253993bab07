/**
 * A merchant with a million transactions (issue 13):
 * `npm run bench:scale -- [--db postgres|pglite] [--transactions 1000000] [--duration 10]`.
 *
 * Also the ledger those payments posted (scale-ledger.ts; --no-ledger skips it) and issue 14's
 * balance history reads (`--only balances`).
 *
 * Starts its own server (sandbox, demo seed) on a fresh database, creates a link as the demo owner,
 * bulk-loads `--transactions` rows and up to 100,000 customers for the demo merchant (scale-seed.ts),
 * then measures each read alone under load (autocannon, 10 connections, after a warm-up), the home
 * stats query inside PostgreSQL (EXPLAIN ANALYZE), and the CSV export of every row with the
 * server's memory meanwhile (--keep, --reuse, --only and --no-export narrow a run: see parseArgs). Prints a markdown table, writes JSON to bench/results/, drops the
 * database and stops the server; stops by itself after 40 minutes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type RunningServer, repoRoot, startServer } from '../../e2e/support/server.ts';
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import { api } from './api-client.ts';
import { cpuMeter } from './cpu.ts';
import { type BenchDatabase, type DbKind, POSTGRES_ADMIN_URL, prepareDatabase } from './database.ts';
import { machine } from './report.ts';
import { explainStats, measureExports, measureReceipts } from './scale-export.ts';
import { seedLedger } from './scale-ledger.ts';
import { markdown, perRequest, type ScaleFigures } from './scale-report.ts';
import { pagesFromNext, scaleScenarios } from './scale-scenarios.ts';
import {
  countCommonTrigrams,
  customerCount,
  customerSearch,
  foldDayRollup,
  movementKnown,
  PAID_CARD_G,
  referenceOf,
  type Sql,
  seedMerchant,
} from './scale-seed.ts';
import { figures, runScenario } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    transactions: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    // For comparing builds on one seeded database (PostgreSQL): --keep leaves it in place at the
    // end (its name is printed); --reuse <name> runs on it without seeding (same --transactions).
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    // Only the reads whose name contains one of these (comma-separated); --no-export skips the
    // receipt, stats EXPLAIN and export measurements.
    only: { type: 'string' },
    'no-export': { type: 'boolean', default: false },
    // Skips the payment and settlement journal entries (issue 14's balance history reads).
    'no-ledger': { type: 'boolean', default: false },
  },
});
const kind: DbKind = values.db === 'pglite' ? 'pglite' : 'postgres';
const count = Math.min(5_000_000, Math.max(1000, Number(values.transactions)));
const duration = Math.max(1, Number(values.duration));
const warmup = Math.max(0, Number(values.warmup));
const connections = 10;
const log = (s: string) => console.error(`bench: ${s}`);

let server: RunningServer | undefined;
let database: BenchDatabase | undefined;
let dataDir: string | undefined;
async function cleanUp() {
  await server?.stop().catch((e) => console.error('stopping the server failed:', e));
  await database?.drop().catch((e) => console.error('dropping the database failed:', e));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
  database = undefined;
  dataDir = undefined;
}
setTimeout(() => {
  console.error('bench: over its 40-minute budget, stopping');
  void cleanUp().finally(() => process.exit(3));
}, 40 * 60_000).unref();

async function start(env: Record<string, string>) {
  server = await startServer({
    name: 'payrail-bench-scale',
    env: { ...env, LOG_LEVEL: 'warn' },
    startTimeoutMs: 180_000,
  });
  return server;
}
const login = (base: string) =>
  api<{ token: string }>(base, 'POST', '/api/v2/auth/login', { ...DEMO_OWNER, channel: 'web' }).then(
    (r) => r.token,
  );

/** Runs `work` with a query function on the bench's database (PGlite: the server is stopped). */
async function withSql<T>(env: Record<string, string>, work: (sql: Sql) => Promise<T>): Promise<T> {
  if (kind === 'postgres') {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    try {
      return await work((text, params) => c.query(text, params));
    } finally {
      await c.end();
    }
  }
  const db = await PGlite.create({ dataDir: path.join(dataDir!, 'pglite'), extensions: { pg_trgm } });
  try {
    return await work((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

/** An existing PostgreSQL database (--reuse), left in place at the end. */
function reused(name: string): BenchDatabase {
  if (kind !== 'postgres' || !/^[a-z0-9_]+$/.test(name))
    throw new Error('--reuse needs --db postgres and a name');
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    label: `PostgreSQL database ${name} (reused)`,
    drop: async () => {},
  };
}

/** Creates the link, writes the rows and analyses them (on PGlite with the server stopped). */
async function seed(env: Record<string, string>, base: string, token: string) {
  const link = await api<{ ref: string }>(
    base,
    'POST',
    '/api/v1/merchant/payment-links/create',
    { name: 'Bench scale link', amountType: 'fixed', amount: 500_000, currency: 'NGN' },
    token,
  );
  if (kind === 'pglite') {
    await server!.stop();
    server = undefined;
  }
  log(`writing ${count.toLocaleString('en')} transactions (${database!.label})…`);
  const seedStarted = performance.now();
  const seeded = await withSql(env, async (sql) => {
    const r = await sql('select id, merchant_id from payment_links where ref = $1', [link.ref]);
    const row = r.rows[0] as { id: string; merchant_id: string };
    const written = await seedMerchant(sql, { merchantId: row.merchant_id, linkId: row.id, count, log });
    const ledger = values['no-ledger']
      ? { movements: 0 }
      : await seedLedger(sql, { merchantId: row.merchant_id, log });
    return { merchantId: row.merchant_id, ...written, ...ledger };
  });
  const open = kind === 'postgres' ? { databaseUrl: env.DATABASE_URL } : { dataDir: dataDir! };
  const folded = await foldDayRollup(open);
  log(`folded ${folded.toLocaleString('en')} rows of the day rollup`);
  const trigrams = await countCommonTrigrams(open);
  log(`${trigrams.common} common trigrams in a sample of ${trigrams.sampled.toLocaleString('en')} customers`);
  await withSql(env, async (sql) => {
    log('vacuum analyze…');
    for (const table of TABLES_TO_ANALYZE) await sql(`vacuum analyze ${table}`);
  });
  const seedS = Math.round((performance.now() - seedStarted) / 1000);
  log(`written and analysed in ${seedS} s`);
  return { ...seeded, seedS };
}
const TABLES_TO_ANALYZE = [
  'transactions',
  'customers',
  'customer_totals',
  'merchant_day_stats',
  'merchant_customer_months',
  'payment_link_stats',
  'journal_entries',
  'postings',
  'ledger_accounts',
  'payment_settlements',
];

/**
 * The merchant and customers of a database an earlier run seeded (--reuse), its search trigrams
 * counted again as the nightly job would (a database seeded before the job existed has none).
 */
async function alreadySeeded(env: Record<string, string>) {
  const trigrams = await countCommonTrigrams({ databaseUrl: env.DATABASE_URL });
  log(`${trigrams.common} common trigrams in a sample of ${trigrams.sampled.toLocaleString('en')} customers`);
  return withSql(env, async (sql) => {
    const r = await sql(`select merchant_id from payment_links where name = 'Bench scale link' limit 1`);
    const merchantId = (r.rows[0] as { merchant_id: string }).merchant_id;
    const moved = await sql(
      `select count(*) as n from postings p join ledger_accounts a on a.id = p.account_id where a.merchant_id = $1`,
      [merchantId],
    );
    const movements = Number((moved.rows[0] as { n: string }).n);
    return { merchantId, customers: customerCount(count), movements, seedS: 0 };
  });
}

async function main() {
  const host = machine();
  database = values.reuse ? reused(values.reuse) : await prepareDatabase(kind);
  if (values.keep) {
    const { label } = database;
    database = { ...database, drop: async () => log(`kept: ${label}`) };
  }
  if (kind === 'pglite') dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-bench-scale-data-'));
  const env: Record<string, string> = { ...database.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) };
  let base = (await start(env)).baseUrl;
  let token = await login(base);
  const { merchantId, customers, movements, seedS } = values.reuse
    ? await alreadySeeded(env)
    : await seed(env, base, token);
  if (kind === 'pglite') base = (await start(env)).baseUrl;
  token = await login(base);

  const found = await api<{ items: Array<{ id: string }> }>(
    base,
    'POST',
    '/api/v1/merchant/transactions?page=1',
    { search: referenceOf(PAID_CARD_G) },
    token,
  );
  const known = {
    ...(await pagesFromNext(base, token)),
    reference: referenceOf(Math.floor(count * 0.37) + 1),
    transactionId: found.items[0]!.id,
    customerSearch: customerSearch(customers),
    year: new Date().getUTCFullYear(),
    ...movementKnown(count),
  };
  const results: ScaleFigures[] = [];
  const serverScript = path.join(repoRoot, 'apps/api/src/main.ts');
  const dbName = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : undefined;
  const only = values.only?.split(',').filter(Boolean);
  for (const build of scaleScenarios(known)) {
    // Sessions end after 5 idle minutes: a cheap read says whether to sign in again.
    token = await api(base, 'GET', '/api/v1/settings/profile', undefined, token).then(
      () => token,
      () => login(base),
    );
    const scenario = build(token);
    if (only && !only.some((o) => scenario.name.includes(o))) continue;
    if (warmup) await runScenario(base, scenario, { connections, duration: warmup });
    const stopMeter = cpuMeter({ serverScript, databaseName: dbName });
    const run = await runScenario(base, scenario, { connections, duration });
    const f = { ...figures(scenario, connections, run), cpu: perRequest(stopMeter(), run.requests.total) };
    log(
      `${f.scenario}: p50 ${f.p50ms} ms, p99 ${f.p99ms} ms, ${f.rps.toFixed(0)} req/s, non-2xx ${f.otherNon2xx + f.status429}, CPU ms/req server ${f.cpu?.serverMs} PostgreSQL ${f.cpu?.postgresMs} (others ${f.cpu?.othersPct} %)`,
    );
    results.push(f);
  }
  const skip = values['no-export'];
  const receiptOneAtATime = skip
    ? null
    : await measureReceipts(base, token, { meter: () => cpuMeter({ serverScript, databaseName: dbName }) });
  if (receiptOneAtATime) log(`receipts, distinct: ${JSON.stringify(receiptOneAtATime)}`);
  const stats = kind === 'postgres' && !skip ? await explainStats(env.DATABASE_URL!, merchantId) : null;
  if (!skip) log('exporting…');
  const meter = () => cpuMeter({ serverScript, databaseName: dbName });
  const exports = skip ? null : await measureExports(base, token, server!.pid, meter);
  if (exports?.queued) log(`queued export: ${JSON.stringify(exports.queued)}`);
  const loadAfter = Number(os.loadavg()[0]!.toFixed(2));
  const report = {
    date: new Date().toISOString(),
    database: database.label,
    machine: host,
    loadAverage1mAfter: loadAfter,
    settings: {
      transactions: count,
      customers,
      movements,
      connections,
      durationS: duration,
      warmupS: warmup,
    },
    seedS,
    results,
    receiptOneAtATime,
    statsInDatabase: stats,
    exports,
  };
  console.log(markdown(report, connections));
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:.]/g, '-')}-merchant-scale-${kind}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`JSON: ${path.relative(repoRoot, file)}`);
}

main()
  .then(() => cleanUp())
  .then(() => process.exit(0))
  .catch(async (e) => {
    console.error(e);
    await cleanUp();
    process.exit(1);
  });
