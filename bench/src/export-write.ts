/**
 * How long a queued export's file takes to write, alone (no server, no load):
 * `node_modules/.bin/node bench/src/export-write.ts --reuse payrail_bench_<id> [--runs 7] [--batch N]`
 * on a database a `merchant-scale.ts --keep` run left (its export of every row is there, ready).
 *
 * Each run sets that export back to queued and times `buildQueuedExports` on it: the split, the
 * runs writing their chunks side by side, the size and the ready mark with its notification. Prints
 * each run and the median; the file is the same every run (the export's filters and as-of time).
 * The merchant-scale bench times the whole export under its server (request to `export.ready`,
 * then the download); this isolates the writing, to compare one change against another alternately
 * on the same data. Nothing is asserted.
 */
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { exports } from '../../apps/api/src/db/schema/index.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import type { Deps } from '../../apps/api/src/lib/deps.ts';
import { createLogger } from '../../apps/api/src/lib/logger.ts';
import { buildQueuedExports } from '../../apps/api/src/modules/exports/index.ts';
import { machine } from './report.ts';

const { values } = parseArgs({
  options: {
    reuse: { type: 'string' },
    runs: { type: 'string', default: '7' },
    batch: { type: 'string' },
  },
});
if (!values.reuse || !/^[a-z0-9_]+$/.test(values.reuse)) {
  console.error('usage: export-write.ts --reuse <database on 127.0.0.1:5432> [--runs 7] [--batch N]');
  process.exit(2);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const runs = Math.max(1, Math.min(30, Number(values.runs)));
const batchRows = values.batch ? Number(values.batch) : undefined;
const url = `postgres://postgres@127.0.0.1:5432/${values.reuse}`;
const database = await openDatabase({ databaseUrl: url });
const deps = {
  db: database.db,
  config: loadConfig({ ...process.env, DATABASE_URL: url }),
  clock: systemClock,
  mailer: { send: async () => {} },
  log: createLogger('warn'),
} as unknown as Deps;

const [target] = await database.db.select().from(exports).orderBy(desc(exports.rows)).limit(1);
if (!target) {
  console.error(`no export in ${values.reuse}: run merchant-scale.ts --keep first`);
  process.exit(2);
}
const m = machine();
console.log(
  `export-write: ${m.cpus} × ${m.model}, load ${m.loadAverage1m}; export ${target.id} (${target.rows} rows), batch ${batchRows ?? 'default'}`,
);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  await database.db.update(exports).set({ status: 'queued' }).where(eq(exports.id, target.id));
  const t = performance.now();
  await buildQueuedExports(deps, { only: target.id, ...(batchRows ? { batchRows } : {}) });
  const ms = performance.now() - t;
  const [done] = await database.db.select().from(exports).where(eq(exports.id, target.id));
  times.push(ms);
  console.log(
    `run ${i + 1}: ${done?.status}, ${done?.rows} rows, ${done?.size} bytes in ${Math.round(ms)} ms`,
  );
}
console.log(`median ${Math.round(median(times))} ms over ${runs} runs`);
await database.close();
