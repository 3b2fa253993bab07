/**
 * Who used the machine's CPU during a run (Linux /proc): the API server, PostgreSQL's processes,
 * this process (autocannon, the load generator) and everything else. Ticks are read before and
 * after; the figures are CPU milliseconds, so "ms per payment" follows from the payment count.
 */
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

type Sample = {
  server: number;
  postgres: number;
  backends: number;
  self: number;
  total: number;
  busy: number;
};

function processTicks(pid: string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

type Whose = { serverScript: string; databaseName: string | undefined };

function sample(w: Whose): Sample | undefined {
  if (process.platform !== 'linux') return undefined;
  let server = 0;
  let postgres = 0;
  let backends = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let cmd = '';
    try {
      cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // PostgreSQL's shared processes (WAL writer, checkpointer…) and the backends of our database.
    const backend = /\d+\.\d+\.\d+\.\d+\(\d+\)| \[local\]/.test(cmd);
    const ours = backend && w.databaseName !== undefined && cmd.includes(` ${w.databaseName} `);
    if (cmd.startsWith('postgres') && (!backend || ours)) {
      const ticks = processTicks(pid);
      postgres += ticks;
      if (ours) backends += ticks;
    } else if (cmd.includes(w.serverScript)) server += processTicks(pid);
  }
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { server, postgres, backends, self: processTicks(String(process.pid)), total, busy: total - idle };
}

export type CpuShare = {
  /** CPU ms over the run. */
  serverMs: number;
  postgresMs: number;
  /**
   * Of postgresMs, the bench database's own backends: the shared processes (WAL writer,
   * checkpointer, autovacuum) also work for other databases, so on a shared machine this is the
   * steadier figure for comparing builds.
   */
  backendsMs: number;
  loadGeneratorMs: number;
  othersMs: number;
  /** Wall time × cores. */
  capacityMs: number;
};

/** Starts counting; the returned function stops and reports. */
export function cpuMeter(w: Whose): () => CpuShare | undefined {
  const before = sample(w);
  return () => {
    const after = sample(w);
    if (!before || !after) return undefined;
    const d = (k: keyof Sample) => (after[k] - before[k]) * TICK_MS;
    const busy = d('busy');
    const serverMs = d('server');
    const postgresMs = d('postgres');
    const loadGeneratorMs = d('self');
    return {
      serverMs,
      postgresMs,
      backendsMs: d('backends'),
      loadGeneratorMs,
      othersMs: Math.max(0, busy - serverMs - postgresMs - loadGeneratorMs),
      capacityMs: d('total'),
    };
  };
}
