/**
 * API load benchmark: `npx node bench/src/run.ts [--db pglite|postgres] [--duration 10] [--connections 10]`.
 *
 * Starts its own server (the real apps/api/src/main.ts, sandbox seed, TRUST_PROXY=true) on a free
 * port of 127.0.0.1 with a temp PGlite dir or a fresh PostgreSQL database, drives it with
 * autocannon, prints a markdown table, writes JSON to bench/results/, cleans up and exits. The
 * figures go to docs/PERFORMANCE.md by hand; nothing asserts on them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type RunningServer, startServer } from '../../e2e/support/server.ts';
import { DEMO_OWNER, registerVerifiedUser } from '../../e2e/support/users.ts';
import { measureArgon2 } from './argon2.ts';
import { type BenchDatabase, type DbKind, prepareDatabase } from './database.ts';
import { machine, markdown, type Report, writeJson } from './report.ts';
import {
  type Account,
  type Figures,
  figures,
  healthScenario,
  loginScenario,
  profileScenario,
  runScenario,
} from './scenarios.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'log-level': { type: 'string', default: 'warn' },
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
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

let server: RunningServer | undefined;
let database: BenchDatabase | undefined;
async function cleanUp() {
  await server?.stop().catch((e) => console.error('stopping the server failed:', e));
  await database?.drop().catch((e) => console.error('dropping the database failed:', e));
  server = undefined;
  database = undefined;
}

// The bench always stops by itself: a hard limit covers a hung server or database.
const budgetMs = (120 + 3 * (duration + warmup + 10)) * 1000;
setTimeout(() => {
  console.error(`bench: over its ${budgetMs / 1000} s budget, stopping`);
  void cleanUp().finally(() => process.exit(3));
}, budgetMs).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function signInToken(baseUrl: string, account: Account): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, channel: 'web' }),
  });
  const body = (await res.json()) as { responseBody?: { token?: string } };
  if (!res.ok || !body.responseBody?.token) throw new Error(`sign-in for the bench failed: ${res.status}`);
  return body.responseBody.token;
}

async function main() {
  const host = machine();
  console.error('bench: measuring argon2id on its own…');
  const argon2 = await measureArgon2();

  database = await prepareDatabase(kind);
  console.error(`bench: starting the server on ${database.label}…`);
  server = await startServer({
    name: `payrail-bench-${kind}`,
    env: { ...database.env, TRUST_PROXY: 'true', LOG_LEVEL: values['log-level']! },
  });
  const baseUrl = server.baseUrl;

  const accounts: Account[] = [DEMO_OWNER];
  for (const name of ['Amina', 'Bayo', 'Chidi']) accounts.push(await registerVerifiedUser(baseUrl, name));
  const token = await signInToken(baseUrl, DEMO_OWNER);

  const results: Figures[] = [];
  for (const scenario of [healthScenario, profileScenario(token), loginScenario(accounts)]) {
    if (warmup > 0) await runScenario(baseUrl, scenario, { connections, duration: warmup });
    console.error(`bench: ${scenario.name} for ${duration} s with ${connections} connections…`);
    results.push(
      figures(scenario, connections, await runScenario(baseUrl, scenario, { connections, duration })),
    );
  }

  const report: Report = {
    date: new Date().toISOString(),
    database: database.label,
    machine: host,
    settings: { durationS: duration, connections, warmupS: warmup, logLevel: values['log-level']! },
    argon2,
    results,
  };
  await cleanUp();
  const file = writeJson(resultsDir, report, kind);
  console.log(markdown(report));
  console.error(`\nbench: JSON written to ${path.relative(process.cwd(), file)}`);
}

main()
  .then(() => process.exit(0))
  .catch(async (e) => {
    console.error(e);
    await cleanUp();
    process.exit(1);
  });
