/**
 * Sub-accounts at scale (issue 15): `npm run bench:sub-accounts -- [--subs 1000]
 * [--payments 1000000] [--duration 10] [--warmup 2] [--keep | --reuse <db>] [--only <names>]`.
 *
 * Starts its own server (sandbox, demo seed) on a fresh PostgreSQL database, creates a link as the
 * demo owner (the template of the sub-accounts' links), bulk-loads `--subs` sub-accounts and
 * `--payments` split payments with their ledger entries and rollups (sub-accounts-seed.ts),
 * `vacuum analyze`s, then measures each read the sub-account pages make, alone under load
 * (autocannon on 127.0.0.1, 10 connections, closed loop, after a warm-up), with the server's and
 * PostgreSQL's CPU per request. Prints a markdown table, writes JSON to bench/results/, drops the
 * database (unless --keep) and stops the server; stops by itself after 30 minutes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type RunningServer, repoRoot, startServer } from '../../e2e/support/server.ts';
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import { api } from './api-client.ts';
import { cpuMeter } from './cpu.ts';
import { type BenchDatabase, POSTGRES_ADMIN_URL, prepareDatabase } from './database.ts';
import { machine } from './report.ts';
import { perRequest, type ScaleFigures } from './scale-report.ts';
import { figures, runScenario, type Scenario } from './scenarios.ts';
import { seedSubAccounts, subName, subSlug } from './sub-accounts-seed.ts';

const { values } = parseArgs({
  options: {
    subs: { type: 'string', default: '1000' },
    payments: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    only: { type: 'string' },
  },
});
const subs = Math.min(10_000, Math.max(40, Number(values.subs)));
const count = Math.min(5_000_000, Math.max(1000, Number(values.payments)));
const duration = Math.max(1, Number(values.duration));
const warmup = Math.max(0, Number(values.warmup));
const connections = 10;
const log = (s: string) => console.error(`bench: ${s}`);

let server: RunningServer | undefined;
let database: BenchDatabase | undefined;
async function cleanUp() {
  await server?.stop().catch((e) => console.error('stopping the server failed:', e));
  await database?.drop().catch((e) => console.error('dropping the database failed:', e));
  server = undefined;
  database = undefined;
}
setTimeout(() => {
  console.error('bench: over its 30-minute budget, stopping');
  void cleanUp().finally(() => process.exit(3));
}, 30 * 60_000).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

const login = (base: string) =>
  api<{ token: string }>(base, 'POST', '/api/v2/auth/login', { ...DEMO_OWNER, channel: 'web' }).then(
    (r) => r.token,
  );

async function withSql<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

function reused(name: string): BenchDatabase {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('--reuse needs a database name');
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    label: `PostgreSQL database ${name} (reused)`,
    drop: async () => {},
  };
}

const ANALYZE = [
  'sub_accounts',
  'payment_links',
  'transactions',
  'journal_entries',
  'postings',
  'ledger_accounts',
  'payment_settlements',
  'payment_link_stats',
  'merchant_day_stats',
];

async function seed(url: string, base: string, token: string) {
  const link = await api<{ ref: string }>(
    base,
    'POST',
    '/api/v1/merchant/payment-links/create',
    { name: 'Bench sub-account template', amountType: 'fixed', amount: 500_000, currency: 'NGN' },
    token,
  );
  const started = performance.now();
  log(`writing ${subs} sub-accounts and ${count.toLocaleString('en')} split payments…`);
  await withSql(url, async (c) => {
    const r = await c.query('select id, merchant_id from payment_links where ref = $1', [link.ref]);
    const row = r.rows[0] as { id: string; merchant_id: string };
    await seedSubAccounts((text, params) => c.query(text, params), {
      merchantId: row.merchant_id,
      templateLinkId: row.id,
      subs,
      count,
      log,
    });
    log('vacuum analyze…');
    for (const t of ANALYZE) await c.query(`vacuum analyze ${t}`);
  });
  const s = Math.round((performance.now() - started) / 1000);
  log(`written and analysed in ${s} s`);
  return s;
}

function read(name: string, p: string, token: string): Scenario {
  return {
    name,
    method: 'GET',
    path: p,
    options: { headers: { authorization: `Bearer ${token}` } },
  };
}

/** The reads of the list page and of one sub-account's page (the web's calls). */
function scenarios(): Array<(t: string) => Scenario> {
  const subsPath = '/api/v1/merchant/sub-accounts';
  const mid = Math.floor(subs / 2) + 7;
  const one = subSlug(mid);
  const lastPage = Math.ceil(subs / 20);
  return [
    (t) => read('list page 1', `${subsPath}/?page=1`, t),
    (t) => read(`list page ${lastPage} (last)`, `${subsPath}/?page=${lastPage}`, t),
    (t) =>
      read(
        `list page 1 search '${subName(mid)}'`,
        `${subsPath}/?page=1&search=${encodeURIComponent(subName(mid))}`,
        t,
      ),
    (t) => read(`list page 1 search 'branch 04' (10 hits)`, `${subsPath}/?page=1&search=branch%2004`, t),
    (t) => read(`list page 40 search 'bench'`, `${subsPath}/?page=40&search=bench`, t),
    (t) => read('one sub-account + stats NGN', `${subsPath}/${one}?currency=NGN`, t),
    (t) => read('one sub-account + stats USD (none)', `${subsPath}/${one}?currency=USD`, t),
    (t) => read('its transactions page 1', `${subsPath}/${one}/transactions/?page=1`, t),
    (t) => read('its transactions page 50 (last)', `${subsPath}/${one}/transactions/?page=50`, t),
    (t) => read('its transactions page 1 NGN', `${subsPath}/${one}/transactions/?page=1&currency=NGN`, t),
    (t) => read('its links page 1', `${subsPath}/payment-links/${one}/list?page=1`, t),
    (t) => read('its payouts page 1', `${subsPath}/${one}/payouts?page=1`, t),
  ];
}

async function main() {
  const host = machine();
  database = values.reuse ? reused(values.reuse) : await prepareDatabase('postgres');
  if (values.keep) {
    const { label } = database;
    database = { ...database, drop: async () => log(`kept: ${label}`) };
  }
  const url = database.env.DATABASE_URL!;
  server = await startServer({
    name: 'payrail-bench-sub-accounts',
    env: { ...database.env, LOG_LEVEL: 'warn' },
    startTimeoutMs: 180_000,
  });
  const base = server.baseUrl;
  let token = await login(base);
  const seedS = values.reuse ? 0 : await seed(url, base, token);
  const loadBefore = Number(os.loadavg()[0]!.toFixed(2));
  const serverScript = path.join(repoRoot, 'apps/api/src/main.ts');
  const only = values.only?.split(',').filter(Boolean);
  const results: ScaleFigures[] = [];
  for (const build of scenarios()) {
    token = await api(base, 'GET', '/api/v1/settings/profile', undefined, token).then(
      () => token,
      () => login(base),
    );
    const scenario = build(token);
    if (only && !only.some((o) => scenario.name.includes(o))) continue;
    if (warmup) await runScenario(base, scenario, { connections, duration: warmup });
    const stop = cpuMeter({ serverScript, databaseName: new URL(url).pathname.slice(1) });
    const run = await runScenario(base, scenario, { connections, duration });
    const f = { ...figures(scenario, connections, run), cpu: perRequest(stop(), run.requests.total) };
    log(
      `${f.scenario}: p50 ${f.p50ms} p99 ${f.p99ms} ms, ${f.rps.toFixed(0)} req/s, non-2xx ${f.otherNon2xx + f.status429}, CPU ms/req server ${f.cpu?.serverMs} PostgreSQL ${f.cpu?.postgresMs}`,
    );
    results.push(f);
  }
  const report = {
    date: new Date().toISOString(),
    database: database.label,
    machine: host,
    loadAverage1m: { before: loadBefore, after: Number(os.loadavg()[0]!.toFixed(2)) },
    settings: { subs, payments: count, connections, durationS: duration, warmupS: warmup },
    seedS,
    results,
  };
  console.log(
    `\n${report.database}, ${subs} sub-accounts, ${count.toLocaleString('en')} split payments, ${connections} connections, ${duration} s each after ${warmup} s; load ${loadBefore} → ${report.loadAverage1m.after}\n`,
  );
  console.log(
    '| read | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | CPU ms/req server | PostgreSQL |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const f of results)
    console.log(
      `| ${f.scenario} | ${f.rps.toFixed(0)} | ${f.p50ms} | ${f.p90ms} | ${f.p99ms} | ${f.maxms} | ${f.otherNon2xx + f.status429 + f.errors} | ${f.cpu?.serverMs ?? '?'} | ${f.cpu?.postgresMs ?? '?'} |`,
    );
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:.]/g, '-')}-sub-accounts-scale.json`);
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
