/** The merchant-scale bench's report as markdown (merchant-scale.ts). */

import type { CpuShare } from './cpu.ts';
import type { machine } from './report.ts';
import type { explainStats, measureExports, sequentialMs } from './scale-export.ts';
import type { Figures } from './scenarios.ts';

/**
 * CPU ms a request (server process; PostgreSQL: the bench database's backends and the shared
 * processes) over one scenario: steadier than latency on a shared machine, where waiting for a
 * core is most of a request's time.
 */
export type PerRequest = { serverMs: number; postgresMs: number; othersPct: number } | null;
export type ScaleFigures = Figures & { cpu: PerRequest };

export function perRequest(c: CpuShare | undefined, requests: number): PerRequest {
  if (!c || requests === 0) return null;
  const ms = (v: number) => Number((v / requests).toFixed(2));
  return {
    serverMs: ms(c.serverMs),
    postgresMs: ms(c.postgresMs),
    othersPct: Math.round((100 * c.othersMs) / c.capacityMs),
  };
}

export type ScaleReport = {
  database: string;
  machine: ReturnType<typeof machine>;
  loadAverage1mAfter: number;
  settings: { transactions: number; customers: number; durationS: number; warmupS: number };
  seedS: number;
  results: ScaleFigures[];
  receiptOneAtATime: Awaited<ReturnType<typeof sequentialMs>> | null;
  statsInDatabase: Awaited<ReturnType<typeof explainStats>> | null;
  exports: Awaited<ReturnType<typeof measureExports>> | null;
};

export function markdown(r: ScaleReport, connections: number): string {
  const m = r.machine;
  const n = (v: number) => (v >= 10 ? v.toFixed(0) : v.toFixed(1));
  const e = r.exports;
  return [
    `**${r.database}** · ${r.settings.transactions.toLocaleString('en')} transactions, ${r.settings.customers.toLocaleString('en')} customers, seeded in ${r.seedS} s · ` +
      `${m.cpus} cores (${m.model}), load ${m.loadAverage1m} before, ${r.loadAverage1mAfter} after · ` +
      `${connections} connections, ${r.settings.durationS} s each after ${r.settings.warmupS} s warm-up`,
    '',
    "| Scenario | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | server CPU ms/req | PostgreSQL CPU ms/req | others' CPU |",
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...r.results.map(
      (f) =>
        `| ${f.scenario} | ${f.rps.toFixed(0)} | ${n(f.p50ms)} | ${n(f.p90ms)} | ${n(f.p99ms)} | ${n(f.maxms)} | ${f.otherNon2xx + f.status429 + f.errors} | ${f.cpu?.serverMs ?? '–'} | ${f.cpu?.postgresMs ?? '–'} | ${f.cpu ? `${f.cpu.othersPct} %` : '–'} |`,
    ),
    '',
    r.receiptOneAtATime
      ? `Receipt PDF one request at a time (${r.receiptOneAtATime.requests}): p50 ${r.receiptOneAtATime.p50ms} ms, max ${r.receiptOneAtATime.maxms} ms.`
      : 'Receipt, stats in the database and exports: not measured (--no-export).',
    ...(r.statsInDatabase
      ? Object.entries(r.statsInDatabase).map(
          ([k, v]) =>
            `Stats query in PostgreSQL, ${k}: execution p50 ${v.p50ms.toFixed(2)} ms, max ${v.maxms.toFixed(2)} ms (${v.plan}).`,
        )
      : r.receiptOneAtATime
        ? ['Stats query in the database: not measured on PGlite (in-process, no EXPLAIN from outside).']
        : []),
    '',
    ...(e ? exportLines(e) : []),
  ].join('\n');
}

function exportLines(e: NonNullable<ScaleReport['exports']>): string[] {
  return [
    e.queued
      ? `CSV export of every row (queued): ready in ${e.queued.readyMs} ms, downloaded in ${e.queued.download.ms} ms ` +
        `(${e.queued.download.lines.toLocaleString('en')} lines, ${(e.queued.download.bytes / 2 ** 20).toFixed(0)} MiB, HTTP ${e.queued.download.status}); ` +
        `server RSS ${e.queued.beforeMiB} MiB before, peak growth ${e.queued.peakGrowthMiB} MiB.`
      : `CSV export of every row (streamed, under the queue threshold): ${e.streamedAll?.ms} ms, ` +
        `${e.streamedAll?.lines.toLocaleString('en')} lines; RSS peak growth ${e.streamedAll?.peakGrowthMiB} MiB.`,
    `CSV export {currency:'USD'} (streamed in the answer): ${e.direct.ms} ms, ${e.direct.lines.toLocaleString('en')} lines, ` +
      `HTTP ${e.direct.status}; RSS peak growth ${e.direct.peakGrowthMiB} MiB.`,
  ];
}
