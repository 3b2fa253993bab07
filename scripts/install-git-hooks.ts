/**
 * `npm install`'s `prepare` step: points git at the tracked hooks (core.hooksPath = .githooks), so
 * every clone runs the pre-commit check (scripts/pre-commit.ts) without a setup step.
 *
 * It never fails the install and never touches a repository that is not this project's own: no git,
 * no repository (an unpacked tarball), or a repository whose top level is elsewhere (this folder
 * copied or installed inside another project) all leave everything as it is. A hooks path someone
 * set on purpose is kept; it says so instead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { root } from './lib.ts';

const hooksPath = '.githooks';

function git(args: string[]): string | undefined {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function install(): string | undefined {
  const top = git(['rev-parse', '--show-toplevel']);
  if (!top || fs.realpathSync(top) !== fs.realpathSync(root)) return undefined;
  const current = git(['config', '--get', 'core.hooksPath']);
  if (current === hooksPath) return undefined;
  if (current)
    return `git hooks: core.hooksPath is ${current}, kept; the project's hooks are in ${hooksPath}/`;
  if (git(['config', 'core.hooksPath', hooksPath]) === undefined)
    return 'git hooks: could not set core.hooksPath';
  return `git hooks: core.hooksPath = ${hooksPath} (pre-commit: Biome on the staged files)`;
}

const message = install();
if (message) console.log(message);
