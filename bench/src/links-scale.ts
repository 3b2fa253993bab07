/**
 * Payment-link reads on a merchant with a million transactions:
 * `npx node bench/src/links-scale.ts [--transactions 1000000] [--requests 20]` (PostgreSQL).
 *
 * Starts its own server on a fresh PostgreSQL database, creates 20 links as the demo owner, writes
 * `--transactions` rows for one of them straight into the database (90 % paid, 10 % declined,
 * spread over the past year), then times the merchant's reads one request after another:
 * the list, one link with its funnel, and its transactions (first and a deep page). Reports
 * p50/p95/max per read. Stops by itself; the database is dropped afterwards.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type RunningServer, startServer } from '../../e2e/support/server.ts';
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import { api } from './api-client.ts';
import { type BenchDatabase, prepareDatabase } from './database.ts';
import { machine } from './report.ts';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '20' },
  },
});
const count = Math.min(5_000_000, Math.max(1000, Number(values.transactions)));
const requests = Math.min(200, Math.max(3, Number(values.requests)));

let server: RunningServer | undefined;
let database: BenchDatabase | undefined;
async function cleanUp() {
  await server?.stop().catch((e) => console.error('stopping the server failed:', e));
  await database?.drop().catch((e) => console.error('dropping the database failed:', e));
  server = undefined;
  database = undefined;
}
setTimeout(() => {
  console.error('bench: over its 15-minute budget, stopping');
  void cleanUp().finally(() => process.exit(3));
}, 15 * 60_000).unref();

async function seed(url: string, merchantRef: string, n: number) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // A bulk load, as an import would do it: the rollups' insert trigger (migration 0036: the link's
    // funnel totals and the merchant's days) is off while the rows go in, and the link's totals are
    // then computed once, as migration 0015 does (one trigger call per row in a single transaction
    // would rewrite the same few rows a million times). This bench reads no day figures.
    await c.query('alter table transactions disable trigger transactions_rollups_insert');
    await c.query(
      `insert into transactions (reference, merchant_id, link_id, customer_email, customer_name, channel,
         status, currency, amount, fee, total, amount_paid, net, fee_bearer, failure_reason, paid_at,
         created_at, updated_at)
       select 'PRL_' || lpad(g::text, 16, '0'), l.merchant_id, l.id, 'payer' || (g % 50000) || '@example.test',
         'Bench Payer', 'card', case when g % 10 = 0 then 'failed' else 'success' end, 'NGN', 500000, 7500,
         500000, case when g % 10 = 0 then 0 else 500000 end, case when g % 10 = 0 then 0 else 492500 end,
         'merchant', case when g % 10 = 0 then 'Card declined by the issuer' end,
         case when g % 10 = 0 then null else now() - make_interval(secs => g * 31) end,
         now() - make_interval(secs => g * 31), now() - make_interval(secs => g * 31)
       from generate_series(1, $2::int) g, payment_links l where l.ref = $1`,
      [merchantRef, n],
    );
    await c.query(
      `insert into payment_link_stats as s (link_id, shard, started, started_amount, paid, paid_amount, failed, failed_amount)
       select t.link_id, 15, count(*), sum(t.total), count(*) filter (where t.status = 'success'),
         coalesce(sum(t.amount_paid) filter (where t.status = 'success'), 0),
         count(*) filter (where t.status = 'failed'), coalesce(sum(t.total) filter (where t.status = 'failed'), 0)
       from transactions t join payment_links l on l.id = t.link_id where l.ref = $1 group by t.link_id
       on conflict (link_id, shard) do update set started = s.started + excluded.started,
         started_amount = s.started_amount + excluded.started_amount, paid = s.paid + excluded.paid,
         paid_amount = s.paid_amount + excluded.paid_amount, failed = s.failed + excluded.failed,
         failed_amount = s.failed_amount + excluded.failed_amount`,
      [merchantRef],
    );
    await c.query('alter table transactions enable trigger transactions_rollups_insert');
    // As autovacuum would have by then: the triggers' row versions cleaned up, statistics fresh.
    await c.query('vacuum analyze');
  } finally {
    await c.end();
  }
}

async function time(label: string, call: () => Promise<unknown>) {
  const ms: number[] = [];
  await call(); // warm
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await call();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`| ${label} | ${at(0.5)} | ${at(0.95)} | ${ms.at(-1)!.toFixed(1)} |`);
}

async function main() {
  const host = machine();
  database = await prepareDatabase('postgres');
  server = await startServer({ name: 'payrail-bench-links', env: { ...database.env, LOG_LEVEL: 'warn' } });
  const base = server.baseUrl;
  const login = () =>
    api<{ token: string }>(base, 'POST', '/api/v2/auth/login', { ...DEMO_OWNER, channel: 'web' });
  let { token } = await login();
  const refs: string[] = [];
  for (let i = 0; i < 20; i++) {
    const link = await api<{ ref: string }>(
      base,
      'POST',
      '/api/v1/merchant/payment-links/create',
      { name: `Bench link ${i}`, amountType: 'fixed', amount: 500_000, currency: 'NGN' },
      token,
    );
    refs.push(link.ref);
  }
  const big = refs.at(-1)!;
  console.error(`bench: writing ${count.toLocaleString('en')} transactions for ${big}…`);
  const started = performance.now();
  await seed(database.env.DATABASE_URL!, big, count);
  console.error(`bench: written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  ({ token } = await login());
  const deep = Math.floor(count / 20 / 2);
  console.log(
    `\n${count.toLocaleString('en')} transactions on one link; ${requests} requests each, one at a time\n`,
  );
  console.log('| read | p50 ms | p95 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: |');
  await time('POST merchant/payment-links/get?page=1 (20 links)', () =>
    api(base, 'POST', '/api/v1/merchant/payment-links/get?page=1', {}, token),
  );
  await time('GET merchant/payment-links/show/{ref} (with its funnel)', () =>
    api(base, 'GET', `/api/v1/merchant/payment-links/show/${big}`, undefined, token),
  );
  await time('GET merchant/payment-links/transactions/{ref}?page=1', () =>
    api(base, 'GET', `/api/v1/merchant/payment-links/transactions/${big}?page=1`, undefined, token),
  );
  await time(`GET merchant/payment-links/transactions/{ref}?page=${deep}`, () =>
    api(base, 'GET', `/api/v1/merchant/payment-links/transactions/${big}?page=${deep}`, undefined, token),
  );
  console.log(`\nmachine: ${host.cpus} cores, ${host.model}; ${database.label}`);
}

main()
  .then(() => cleanUp())
  .then(() => process.exit(0))
  .catch(async (e) => {
    console.error(e);
    await cleanUp();
    process.exit(1);
  });
