/**
 * A merchant with a million transactions (issue 13):
 * `npm run bench:scale -- [--db postgres|pglite] [--transactions 1000000] [--duration 10]`.
 *
 * Starts its own server (sandbox, demo seed) on a fresh database, creates a link as the demo owner,
 * bulk-loads `--transactions` rows and up to 100,000 customers for the demo merchant (scale-seed.ts),
 * then measures each read alone under load (autocannon, 10 connections, after a warm-up), the home
 * stats query inside PostgreSQL (EXPLAIN ANALYZE), and the CSV export of every row with the
 * server's memory meanwhile. Prints a markdown table, writes JSON to bench/results/, drops the
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
import { type BenchDatabase, type DbKind, prepareDatabase } from './database.ts';
import { machine } from './report.ts';
import { explainStats, measureExports, sequentialMs } from './scale-export.ts';
import { scaleScenarios } from './scale-scenarios.ts';
import { customerSearch, PAID_CARD_G, referenceOf, type Sql, seedMerchant } from './scale-seed.ts';
import { type Figures, figures, runScenario } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    transactions: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
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

async function main() {
  const host = machine();
  database = await prepareDatabase(kind);
  if (kind === 'pglite') dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-bench-scale-data-'));
  const env: Record<string, string> = { ...database.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) };
  let base = (await start(env)).baseUrl;
  let token = await login(base);
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
  log(`writing ${count.toLocaleString('en')} transactions (${database.label})…`);
  const seedStarted = performance.now();
  const { merchantId, customers } = await withSql(env, async (sql) => {
    const r = await sql('select id, merchant_id from payment_links where ref = $1', [link.ref]);
    const row = r.rows[0] as { id: string; merchant_id: string };
    const seeded = await seedMerchant(sql, { merchantId: row.merchant_id, linkId: row.id, count, log });
    log('vacuum analyze…');
    await sql('vacuum analyze transactions');
    await sql('vacuum analyze customers');
    await sql('vacuum analyze customer_totals');
    await sql('vacuum analyze merchant_day_stats');
    await sql('vacuum analyze merchant_customer_months');
    await sql('vacuum analyze payment_link_stats');
    return { merchantId: row.merchant_id, ...seeded };
  });
  const seedS = Math.round((performance.now() - seedStarted) / 1000);
  log(`written and analysed in ${seedS} s`);
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
    reference: referenceOf(Math.floor(count * 0.37) + 1),
    transactionId: found.items[0]!.id,
    customerSearch: customerSearch(customers),
    year: new Date().getUTCFullYear(),
  };
  const results: Figures[] = [];
  for (const build of scaleScenarios(known)) {
    // Sessions end after 5 idle minutes: a cheap read says whether to sign in again.
    token = await api(base, 'GET', '/api/v1/settings/profile', undefined, token).then(
      () => token,
      () => login(base),
    );
    const scenario = build(token);
    if (warmup) await runScenario(base, scenario, { connections, duration: warmup });
    const f = figures(scenario, connections, await runScenario(base, scenario, { connections, duration }));
    log(
      `${f.scenario}: p50 ${f.p50ms} ms, p99 ${f.p99ms} ms, ${f.rps.toFixed(0)} req/s, non-2xx ${f.otherNon2xx + f.status429}`,
    );
    results.push(f);
  }
  const receiptOneAtATime = await sequentialMs(
    `${base}/api/v1/merchant/transactions/generate-receipt-for-transaction-details/${known.transactionId}`,
    token,
  );
  const stats = kind === 'postgres' ? await explainStats(env.DATABASE_URL!, merchantId) : null;
  log('exporting…');
  const exports = await measureExports(base, token, server!.pid);
  const loadAfter = Number(os.loadavg()[0]!.toFixed(2));
  const report = {
    date: new Date().toISOString(),
    database: database.label,
    machine: host,
    loadAverage1mAfter: loadAfter,
    settings: { transactions: count, customers, connections, durationS: duration, warmupS: warmup },
    seedS,
    results,
    receiptOneAtATime,
    statsInDatabase: stats,
    exports,
  };
  console.log(markdown(report));
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:.]/g, '-')}-merchant-scale-${kind}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`JSON: ${path.relative(repoRoot, file)}`);
}

type ScaleReport = {
  database: string;
  machine: ReturnType<typeof machine>;
  loadAverage1mAfter: number;
  settings: { transactions: number; customers: number; durationS: number; warmupS: number };
  seedS: number;
  results: Figures[];
  receiptOneAtATime: Awaited<ReturnType<typeof sequentialMs>>;
  statsInDatabase: Awaited<ReturnType<typeof explainStats>> | null;
  exports: Awaited<ReturnType<typeof measureExports>>;
};

function markdown(r: ScaleReport): string {
  const m = r.machine;
  const n = (v: number) => (v >= 10 ? v.toFixed(0) : v.toFixed(1));
  const e = r.exports;
  return [
    `**${r.database}** · ${r.settings.transactions.toLocaleString('en')} transactions, ${r.settings.customers.toLocaleString('en')} customers, seeded in ${r.seedS} s · ` +
      `${m.cpus} cores (${m.model}), load ${m.loadAverage1m} before, ${r.loadAverage1mAfter} after · ` +
      `${connections} connections, ${r.settings.durationS} s each after ${r.settings.warmupS} s warm-up`,
    '',
    '| Scenario | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...r.results.map(
      (f) =>
        `| ${f.scenario} | ${f.rps.toFixed(0)} | ${n(f.p50ms)} | ${n(f.p90ms)} | ${n(f.p99ms)} | ${n(f.maxms)} | ${f.otherNon2xx + f.status429 + f.errors} |`,
    ),
    '',
    `Receipt PDF one request at a time (${r.receiptOneAtATime.requests}): p50 ${r.receiptOneAtATime.p50ms} ms, max ${r.receiptOneAtATime.maxms} ms.`,
    ...(r.statsInDatabase
      ? Object.entries(r.statsInDatabase).map(
          ([k, v]) =>
            `Stats query in PostgreSQL, ${k}: execution p50 ${v.p50ms.toFixed(2)} ms, max ${v.maxms.toFixed(2)} ms (${v.plan}).`,
        )
      : ['Stats query in the database: not measured on PGlite (in-process, no EXPLAIN from outside).']),
    '',
    e.queued
      ? `CSV export of every row (queued): ready in ${e.queued.readyMs} ms, downloaded in ${e.queued.download.ms} ms ` +
        `(${e.queued.download.lines.toLocaleString('en')} lines, ${(e.queued.download.bytes / 2 ** 20).toFixed(0)} MiB, HTTP ${e.queued.download.status}); ` +
        `server RSS ${e.queued.beforeMiB} MiB before, peak growth ${e.queued.peakGrowthMiB} MiB.`
      : `CSV export of every row (streamed, under the queue threshold): ${e.streamedAll?.ms} ms, ` +
        `${e.streamedAll?.lines.toLocaleString('en')} lines; RSS peak growth ${e.streamedAll?.peakGrowthMiB} MiB.`,
    `CSV export {currency:'USD'} (streamed in the answer): ${e.direct.ms} ms, ${e.direct.lines.toLocaleString('en')} lines, ` +
      `HTTP ${e.direct.status}; RSS peak growth ${e.direct.peakGrowthMiB} MiB.`,
  ].join('\n');
}

main()
  .then(() => cleanUp())
  .then(() => process.exit(0))
  .catch(async (e) => {
    console.error(e);
    await cleanUp();
    process.exit(1);
  });
