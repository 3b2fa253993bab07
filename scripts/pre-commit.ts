/**
 * The pre-commit check (.githooks/pre-commit): Biome's format + lint of exactly what the commit
 * records, nothing else in the tree.
 *
 * The files come from the index git hands the hook (GIT_INDEX_FILE: for `git commit -- paths`, a
 * temporary index holding just those paths). Each is checked with its staged content: in place
 * when the work tree holds the same bytes (the usual case, and always so for `commit -- paths`),
 * otherwise (part of a file staged) from a copy of the index in a temp dir, with the index's Biome
 * configs and ignore files beside it, so a bad staged hunk is refused even if the work tree is fixed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, toolEnv } from './lib.ts';

const biomeBin = path.join(root, 'node_modules', '.bin', 'biome');
const configs = [':(glob)**/biome.json', ':(glob)**/biome.jsonc', ':(glob)**/.gitignore'];

/** Runs git in the hook's directory (the work tree's top level) with the hook's environment. */
function git(args: string[]): string[] {
  const r = spawnSync('git', args, { encoding: 'utf8', env: toolEnv() });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr || r.error?.message}`);
  return r.stdout.split('\0').filter(Boolean);
}

function biome(files: string[], cwd: string): boolean {
  const args = ['check', '--no-errors-on-unmatched', '--files-ignore-unknown=true', ...files];
  const r = spawnSync(biomeBin, args, { cwd, stdio: 'inherit', env: toolEnv() });
  return r.status === 0;
}

/** The staged content of `files` checked in a temp dir laid out like the repository. */
function checkSnapshot(files: string[]): boolean {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-pre-commit-'));
  try {
    const config = git(['ls-files', '-z', '--', ...configs]);
    git(['checkout-index', `--prefix=${dir}${path.sep}`, '--', ...config, ...files]);
    return biome(files, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function main(): number {
  // Added, copied, modified, renamed: a deleted file has nothing left to check.
  const staged = git(['diff', '--cached', '--name-only', '--no-relative', '--diff-filter=ACMR', '-z']);
  if (staged.length === 0) return 0;
  if (!fs.existsSync(biomeBin)) {
    console.error('pre-commit: Biome is not installed; run `npm install` (or skip once: --no-verify).');
    return 1;
  }
  const partly = new Set(git(['diff', '--name-only', '--no-relative', '-z', '--', ...staged]));
  const whole = staged.filter((f) => !partly.has(f));
  let ok = whole.length === 0 || biome(whole, process.cwd());
  if (partly.size > 0) {
    console.error(`pre-commit: checking the staged part of ${[...partly].join(', ')}`);
    ok = checkSnapshot([...partly]) && ok;
  }
  if (!ok) {
    console.error(
      'pre-commit: the commit is refused. Fix the files above (`npx biome check --write <files>`), ' +
        'stage them again and commit (skip the check once: --no-verify).',
    );
  }
  return ok ? 0 : 1;
}

process.exit(main());
