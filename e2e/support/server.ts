/**
 * Starts and stops one Payrail server for a test or benchmark run: the real `apps/api/src/main.ts`
 * in its own process, on a free port of 127.0.0.1, with its own database. Shared by e2e and bench.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerOptions = {
  /** Extra environment (DATABASE_URL, TRUST_PROXY, …). DATA_DIR is a fresh temp dir unless DATABASE_URL is set. */
  env?: Record<string, string>;
  /** Prefix of the temp dir under os.tmpdir(). */
  name?: string;
  /** How long start-up may take before giving up (PGlite's first initdb takes a few seconds). */
  startTimeoutMs?: number;
  /** Run the server in its own process group (id = `pid`), so a crash test can SIGKILL all of it. */
  processGroup?: boolean;
};

export type RunningServer = {
  baseUrl: string;
  port: number;
  pid: number;
  tmpDir: string;
  logFile: string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The server needs Node 24 (type stripping, pg-boss); the repo pins it in node_modules/.bin/node. */
export function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return process.execPath;
  const pinned = path.join(repoRoot, 'node_modules/.bin/node');
  if (fs.existsSync(pinned)) return pinned;
  throw new Error(
    `Node 24 is needed to run the server; found ${process.version} and no ${pinned} (run npm install).`,
  );
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name ?? 'payrail'}-`));
  const logFile = path.join(tmpDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    MODE: 'sandbox',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'false',
    DATA_DIR: path.join(tmpDir, 'data'),
    // Never inherit a developer's SMTP server or PostgreSQL: mail goes to the dev mailbox, data to PGlite.
    SMTP_URL: '',
    DATABASE_URL: '',
    ...options.env,
  };
  const log = fs.openSync(logFile, 'a');
  // SERVER_NODE_ARGS: extra Node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(nodeBinary(), [...nodeArgs, path.join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
    detached: options.processGroup ?? false,
  });
  fs.closeSync(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    fs.rmSync(tmpDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  let exitCode: number | null | undefined;
  void exited(child).then((code) => {
    exitCode = code;
  });
  while (true) {
    if (exitCode !== undefined) {
      const output = tail(logFile);
      await stop();
      throw new Error(`The server exited (code ${exitCode}) before answering /api/health:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const output = tail(logFile);
      await stop();
      throw new Error(`The server did not answer ${baseUrl}/api/health in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, port, pid: child.pid ?? 0, tmpDir, logFile, stop };
}
