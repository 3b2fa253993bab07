/**
 * The merchant-scale bench's export and database-side figures: the CSV of every row (queued past
 * EXPORT_QUEUE_ROWS: timed from the request to its `export.ready` notification, then the download),
 * a smaller CSV that streams at once, the server's RSS growth meanwhile, and EXPLAIN ANALYZE of the
 * home's stats query.
 */
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { api } from './api-client.ts';
import type { CpuShare } from './cpu.ts';

function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0; // the server is gone
  }
}

/** Samples the server's RSS every 100 ms until stopped; returns the peak growth over `before`. */
function watchRss(pid: number) {
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 100);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssMiB(pid));
      return { beforeMiB: Math.round(before), peakGrowthMiB: Math.round(peak - before) };
    },
  };
}

/**
 * A download read as a client that stores the file would: node:http's Buffers, the lines counted
 * with indexOf. (fetch's web streams took half a second longer for 154 MiB, on the CPU the server
 * shares.)
 */
function download(url: string, token: string, body?: unknown) {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; ms: number; bytes: number; lines: number }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (b: Buffer) => {
          bytes += b.byteLength;
          for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) lines += 1;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - started), bytes, lines }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Notice = { kind: string; exportId: string | null };

/** `meter`: the server's and PostgreSQL's CPU over the queued export, request to downloaded file. */
export async function measureExports(base: string, token: string, pid: number, meter?: Meter) {
  const list = `${base}/api/v1/merchant/transactions/export-csv`;
  // A filtered export under the queue threshold streams in the answer itself.
  const directRss = watchRss(pid);
  const direct = await download(list, token, { currency: 'USD' });
  const directMem = directRss.stop();

  const rss = watchRss(pid);
  const stopMeter = meter?.();
  const started = performance.now();
  const res = await fetch(list, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 202) {
    // Under EXPORT_QUEUE_ROWS rows in all: the file came in the answer.
    await res.body?.cancel();
    const streamed = await download(list, token, {});
    return {
      direct: { body: { currency: 'USD' }, ...direct, ...directMem },
      queued: null,
      streamedAll: { ...streamed, ...rss.stop() },
    };
  }
  const queued = ((await res.json()) as { responseBody: { exportId: string } }).responseBody;
  let readyMs = Number.NaN;
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    const page = await api<{ items: Notice[] }>(
      base,
      'GET',
      '/api/v1/merchant/notifications?page=1',
      undefined,
      token,
    );
    if (page.items.some((n) => n.kind === 'export.ready' && n.exportId === queued.exportId)) {
      readyMs = Math.round(performance.now() - started);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const file = await download(`${base}/api/v1/merchant/exports/${queued.exportId}/download`, token);
  const memory = rss.stop();
  const c = stopMeter?.();
  const cpu = c
    ? {
        serverMs: Math.round(c.serverMs),
        postgresMs: Math.round(c.postgresMs),
        othersPct: Math.round((100 * c.othersMs) / c.capacityMs),
      }
    : null;
  return {
    direct: { body: { currency: 'USD' }, ...direct, ...directMem },
    queued: { readyMs, download: file, totalMs: Math.round(performance.now() - started), ...memory, cpu },
    streamedAll: null,
  };
}

const STATS_SQL = `explain (analyze, format json)
  select day, channel, coalesce(sum(paid), 0)::text, coalesce(sum(volume), 0)::text, coalesce(sum(fees), 0)::text,
    coalesce(sum(net), 0)::text, coalesce(sum(failed), 0)::text
  from merchant_day_stats where merchant_id = $1 and currency = 'NGN' and day between $2 and $3
  group by day, channel`;

/** The stats query as transaction-stats.ts sends it, 30 days and a year, 20 runs each: execution ms. */
export async function explainStats(url: string, merchantId: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const to = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const day = (d: number) => new Date(Date.parse(to) - d * 86_400_000).toISOString().slice(0, 10);
    const out: Record<string, { p50ms: number; maxms: number; plan: string }> = {};
    for (const [label, from] of [
      ['30 days', day(29)],
      ['a year', day(365)],
    ] as const) {
      const ms: number[] = [];
      let plan = '';
      for (let i = 0; i < 20; i++) {
        const r = await c.query<{
          'QUERY PLAN': Array<{ Plan: Record<string, unknown>; 'Execution Time': number }>;
        }>(STATS_SQL, [merchantId, from, to]);
        const top = r.rows[0]!['QUERY PLAN'][0]!;
        ms.push(top['Execution Time']);
        plan = describe(top.Plan);
      }
      ms.sort((a, b) => a - b);
      out[label] = { p50ms: ms[10]!, maxms: ms.at(-1)!, plan };
    }
    return out;
  } finally {
    await c.end();
  }
}

function describe(p: Record<string, unknown>): string {
  const kids = (p.Plans as Array<Record<string, unknown>> | undefined) ?? [];
  const self = `${p['Node Type']}${p['Index Name'] ? ` on ${p['Index Name']}` : ''} (${p['Actual Rows']} rows)`;
  return kids.length ? `${self} ← ${kids.map(describe).join(', ')}` : self;
}

/** One request at a time, `n` times after one warm-up: p50 and max ms (a CPU-bound answer's own time). */
export async function sequentialMs(url: string, token: string, n = 30) {
  const ms: number[] = [];
  for (let i = 0; i <= n; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (i > 0) ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return {
    requests: n,
    p50ms: Number(ms[Math.floor(n / 2)]!.toFixed(1)),
    maxms: Number(ms.at(-1)!.toFixed(1)),
  };
}

type Meter = () => () => CpuShare | undefined;

/**
 * The receipt PDF of `n` distinct paid transactions (the newest paid ones, from the list), each
 * rendered once: one request at a time (p50, max), then `connections` at a time over the next `n`
 * (req/s, p50, p99 and CPU ms a receipt), so no figure comes from rendering one receipt again.
 */
export async function measureReceipts(
  base: string,
  token: string,
  o: { n?: number; connections?: number; meter?: Meter } = {},
) {
  const n = o.n ?? 30;
  const connections = o.connections ?? 10;
  const ids: string[] = [];
  for (let page = 1; ids.length < n * 2 + 1; page++) {
    const r = await api<{ items: Array<{ id: string }> }>(
      base,
      'POST',
      `/api/v1/merchant/transactions?page=${page}`,
      { status: 'success' },
      token,
    );
    if (r.items.length === 0) break;
    ids.push(...r.items.map((i) => i.id));
  }
  const url = (id: string) =>
    `${base}/api/v1/merchant/transactions/generate-receipt-for-transaction-details/${id}`;
  // node:http with kept-alive sockets, not fetch: fetch's handling of the 20 KB answer took about
  // 2 ms of the client's own a receipt (5.5 ms against 3.3 one at a time, the same receipt).
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const one = (id: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(url(id), { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => {
          if (res.statusCode !== 200 || bytes === 0)
            reject(new Error(`receipt ${id}: HTTP ${res.statusCode}`));
          else resolve(performance.now() - started);
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  await one(ids[0]!); // warm-up
  const seq: number[] = [];
  for (const id of ids.slice(1, n + 1)) seq.push(await one(id));
  seq.sort((a, b) => a - b);

  const queue = ids.slice(n + 1, 2 * n + 1);
  const par: number[] = [];
  const stop = o.meter?.();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) par.push(await one(id));
    }),
  );
  const wallMs = performance.now() - started;
  const cpu = stop?.();
  agent.destroy();
  par.sort((a, b) => a - b);
  const fixed = (v: number | undefined) => Number((v ?? Number.NaN).toFixed(1));
  return {
    requests: seq.length,
    distinct: true,
    p50ms: fixed(seq[Math.floor(seq.length / 2)]),
    maxms: fixed(seq.at(-1)),
    concurrent: {
      connections,
      requests: par.length,
      rps: fixed((1000 * par.length) / wallMs),
      p50ms: fixed(par[Math.floor(par.length / 2)]),
      p99ms: fixed(par[Math.min(par.length - 1, Math.floor(par.length * 0.99))]),
      serverCpuMs: cpu ? fixed(cpu.serverMs / par.length) : null,
      othersPct: cpu ? Math.round((100 * cpu.othersMs) / cpu.capacityMs) : null,
    },
  };
}
