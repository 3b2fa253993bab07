/** The bench's outputs: a JSON file under bench/results/ and a markdown table on stdout. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Argon2Figures } from './argon2.ts';
import type { Figures } from './scenarios.ts';

export type Report = {
  date: string;
  database: string;
  machine: {
    cpus: number;
    model: string;
    memoryGiB: number;
    os: string;
    node: string;
    loadAverage1m: number;
  };
  settings: { durationS: number; connections: number; warmupS: number; logLevel: string };
  argon2: Argon2Figures;
  results: Figures[];
};

export function machine(): Report['machine'] {
  return {
    cpus: os.availableParallelism(),
    model: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    // Other work on the machine skews the figures; the 1-minute load before the run says how much.
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

export function writeJson(dir: string, report: Report, kind: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${report.date.replace(/[:.]/g, '-')}-${kind}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

const ms = (v: number) => (Number.isInteger(v) || v >= 10 ? v.toFixed(0) : v.toFixed(1));

export function markdown(report: Report): string {
  const m = report.machine;
  const lines = [
    `**${report.database}** · ${m.cpus} cores (${m.model}), ${m.memoryGiB} GiB, Node ${m.node}, load ${m.loadAverage1m} before · ` +
      `${report.settings.connections} connections, ${report.settings.durationS} s each after a ${report.settings.warmupS} s warm-up`,
    '',
    '| Scenario | req/s | p50 ms | p99 ms | 2xx | 429 | other non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.results.map(
      (r) =>
        `| ${r.scenario} | ${r.rps.toFixed(0)} | ${ms(r.p50ms)} | ${ms(r.p99ms)} | ${r.ok2xx} | ${r.status429} | ${r.otherNon2xx} | ${r.errors} |`,
    ),
    '',
    `argon2id verify alone (API settings, in-process): p50 ${ms(report.argon2.verifyMsP50)} ms sequential; ` +
      `${report.argon2.verifiesPerSecond.toFixed(0)} verifies/s with ${report.argon2.parallel} in parallel.`,
  ];
  return lines.join('\n');
}
