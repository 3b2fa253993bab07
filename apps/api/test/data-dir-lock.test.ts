/**
 * One process per PGlite directory (db/lock.ts): a second process is refused with a clear message
 * instead of being left to corrupt the files; a lock left by a dead process is taken over.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DataDirLockedError, lockDataDir } from '#db/lock.ts';

const LOCK_TS = path.resolve(import.meta.dirname, '../src/db/lock.ts');
const MAIN_TS = path.resolve(import.meta.dirname, '../src/main.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

type Exit = { code: number | null; stdout: string; stderr: string };

function run(args: string[], env: Record<string, string> = {}): { child: ChildProcess; exit: Promise<Exit> } {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => {
    stdout += c;
  });
  child.stderr!.on('data', (c) => {
    stderr += c;
  });
  const exit = new Promise<Exit>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, exit };
}

/** A process that takes the lock, says so, and holds it until its stdin closes. */
async function holder(dir: string): Promise<{ child: ChildProcess; exit: Promise<Exit> }> {
  const script = `import { lockDataDir } from ${JSON.stringify(LOCK_TS)};
const release = lockDataDir(${JSON.stringify(dir)});
console.log('locked');
process.stdin.on('end', () => { release(); process.exit(0); });
process.stdin.resume();`;
  const h = run(['--input-type=module', '-e', script]);
  await new Promise<void>((resolve, reject) => {
    h.child.stdout!.on('data', (c) => String(c).includes('locked') && resolve());
    h.exit.then((e) => reject(new Error(`holder exited: ${e.stderr}`)));
  });
  return h;
}

/** The server's environment with the embedded database in `dir` (no PostgreSQL, no SMTP). */
const serverEnv = (dir: string) => ({
  MODE: 'sandbox',
  DATA_DIR: dir,
  DATABASE_URL: '',
  SMTP_URL: '',
  PORT: '0',
  LOG_LEVEL: 'silent',
});

describe('data directory lock', () => {
  test('a second server process on the same DATA_DIR is refused with a clear message', async () => {
    const dir = tempDir();
    const first = await holder(dir);
    const second = await run([MAIN_TS], serverEnv(dir)).exit;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `The embedded database in ${dir} is in use by process ${first.child.pid}.`,
    );
    expect(second.stderr).toMatch(/another DATA_DIR|DATABASE_URL/);
    expect(second.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);

    first.child.stdin!.end();
    expect((await first.exit).code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'payrail.lock'))).toBe(false);
  });

  test('two processes locking the same directory: the second is refused', async () => {
    const dir = tempDir();
    const first = await holder(dir);
    const second = run([
      '--input-type=module',
      '-e',
      `import { lockDataDir } from ${JSON.stringify(LOCK_TS)}; lockDataDir(${JSON.stringify(dir)});`,
    ]);
    const result = await second.exit;
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('DataDirLockedError');
    expect(result.stderr).toContain(`is in use by process ${first.child.pid}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    first.child.stdin!.end();
    await first.exit;
  });

  test('a lock left by a process that died is taken over; release removes only our own lock', async () => {
    const dir = tempDir();
    const dead = run(['-e', '']);
    await dead.exit;
    fs.writeFileSync(path.join(dir, 'payrail.lock'), String(dead.child.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'payrail.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'payrail.lock'))).toBe(false);
    release();

    const again = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'payrail.lock'), '999999999');
    again();
    expect(fs.readFileSync(path.join(dir, 'payrail.lock'), 'utf8')).toBe('999999999');
  });
});
