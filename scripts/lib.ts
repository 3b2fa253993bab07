/** Small helpers shared by the repository scripts (start, test, dev). */
import { type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');

/** The environment for child tools: the project's pinned Node and tools first on PATH. */
export function toolEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(cmd: string, args: string[], opts: SpawnOptions = {}): number {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: toolEnv(), ...opts });
  if (r.error) {
    console.error(`could not run ${cmd}: ${r.error.message}`);
    return 1;
  }
  return r.status ?? 1;
}

export function start(cmd: string, args: string[], opts: SpawnOptions = {}) {
  return spawn(cmd, args, { cwd: root, stdio: 'inherit', env: toolEnv(), ...opts });
}

export function heading(text: string) {
  console.log(`\n\x1b[1m== ${text}\x1b[0m`);
}

/** Vite's CLI as the web workspace resolves it (npm may nest it there rather than at the root). */
export function viteCli(): string {
  const manifest = createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
  return path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.vite!);
}

/**
 * The production build of the web app, as `npm run build -w @payrail/web` makes it: Vite, then the
 * brotli and gzip copies the server sends (apps/web/scripts/precompress.ts). Returns the exit code.
 */
export function buildWeb(): number {
  const cwd = path.join(root, 'apps/web');
  return (
    run(process.execPath, [viteCli(), 'build', '--logLevel', 'warn'], { cwd }) ||
    run(process.execPath, ['scripts/precompress.ts'], { cwd })
  );
}
