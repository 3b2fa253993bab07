/**
 * The pre-commit check as git runs it: a throwaway repository holding copies of the hook, its
 * scripts and biome.json (node_modules linked to this project's), installed by the `prepare` script,
 * then real `git commit`s. Asserts what a committer sees: refused or not, and what HEAD holds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { root } from './lib.ts';

const copied = [
  '.githooks/pre-commit',
  '.githooks/commit-msg',
  'scripts/pre-commit.ts',
  'scripts/install-git-hooks.ts',
  'scripts/lib.ts',
  'biome.json',
];
const clean = 'export const total = 1;\n';
const badlyFormatted = 'export const   total=1\n';

let repo: string;

/** No git settings from outside the throwaway repository (global config, a calling hook's index). */
function isolated(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
  return { ...env, GIT_CONFIG_GLOBAL: os.devNull, GIT_CONFIG_NOSYSTEM: '1' };
}

function git(args: string[], cwd = repo) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: isolated() });
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
}

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  fs.writeFileSync(path.join(repo, file), text);
}

function prepare(dir = repo) {
  const r = spawnSync(process.execPath, [path.join(dir, 'scripts/install-git-hooks.ts')], {
    encoding: 'utf8',
    env: isolated(),
  });
  expect(r.status).toBe(0);
  return r.stdout;
}

const head = (file: string) => git(['show', `HEAD:${file}`]).output;

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'payrail-hooks-'));
  for (const file of copied) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(repo, file));
  }
  for (const hook of ['pre-commit', 'commit-msg']) fs.chmodSync(path.join(repo, '.githooks', hook), 0o755);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(repo, 'node_modules'));
  write('.gitignore', 'node_modules\n');
  write('src/a.ts', clean);
  write('src/b.ts', clean);
  git(['init', '-q', '-b', 'main']);
  git(['config', 'user.name', 'Test']);
  git(['config', 'user.email', 'test@payrail.test']);
  git(['add', '.']);
  expect(git(['commit', '-q', '-m', 'start']).code).toBe(0);
});

afterEach(() => {
  fs.rmSync(repo, { recursive: true, force: true });
});

describe('npm install (prepare)', () => {
  test('points git at .githooks once, and says nothing the second time', () => {
    expect(prepare()).toContain('core.hooksPath = .githooks');
    expect(git(['config', 'core.hooksPath']).output.trim()).toBe('.githooks');
    expect(prepare()).toBe('');
  });

  test('keeps a hooks path set on purpose', () => {
    git(['config', 'core.hooksPath', 'my-hooks']);
    expect(prepare()).toContain('core.hooksPath is my-hooks, kept');
    expect(git(['config', 'core.hooksPath']).output.trim()).toBe('my-hooks');
  });

  test("leaves another project's repository alone when the package sits inside it", () => {
    const inner = path.join(repo, 'vendor/payrail');
    for (const file of copied) {
      fs.mkdirSync(path.dirname(path.join(inner, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(inner, file));
    }
    expect(prepare(inner)).toBe('');
    expect(git(['config', 'core.hooksPath']).code).toBe(1);
  });

  test('does nothing outside a git repository (an unpacked package)', () => {
    fs.rmSync(path.join(repo, '.git'), { recursive: true });
    expect(prepare()).toBe('');
  });
});

describe('the pre-commit check', () => {
  beforeEach(() => {
    prepare();
  });

  test('git commit -- path: a badly formatted file is refused, a clean one is committed', () => {
    write('src/a.ts', badlyFormatted);
    const refused = git(['commit', '-m', 'bad', '--', 'src/a.ts']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('src/a.ts');
    expect(head('src/a.ts')).toBe(clean);

    write('src/a.ts', 'export const total = 2;\n');
    expect(git(['commit', '-m', 'good', '--', 'src/a.ts']).code).toBe(0);
    expect(head('src/a.ts')).toBe('export const total = 2;\n');
  });

  test('git commit -- path checks those paths only, not other staged or changed files', () => {
    write('src/b.ts', badlyFormatted);
    git(['add', 'src/b.ts']);
    write('src/c.ts', badlyFormatted);
    write('src/a.ts', 'export const total = 3;\n');
    expect(git(['commit', '-m', 'a only', '--', 'src/a.ts']).code).toBe(0);
    expect(head('src/a.ts')).toBe('export const total = 3;\n');
    expect(head('src/b.ts')).toBe(clean);
  });

  test('a lint error is refused like a format error', () => {
    write('src/a.ts', 'export function f(x: number) {\n  if (x == 2) return 1;\n  return 0;\n}\n');
    git(['add', 'src/a.ts']);
    const refused = git(['commit', '-m', 'lint']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('noDoubleEquals');
  });

  test('a partly staged file is judged by its staged content, not the work tree', () => {
    write('src/a.ts', badlyFormatted);
    git(['add', 'src/a.ts']);
    write('src/a.ts', clean.replace('1', '4'));
    expect(git(['commit', '-m', 'staged bad']).code).not.toBe(0);
    expect(head('src/a.ts')).toBe(clean);

    write('src/a.ts', 'export const total = 5;\n');
    git(['add', 'src/a.ts']);
    write('src/a.ts', badlyFormatted);
    expect(git(['commit', '-m', 'staged good']).code).toBe(0);
    expect(head('src/a.ts')).toBe('export const total = 5;\n');
  });

  test('deleted files and files Biome ignores pass', () => {
    git(['rm', '-q', 'src/b.ts']);
    write('notes.md', '#  not   checked\n\n\n');
    write('data.bin', '\u0000\u0001');
    git(['add', 'notes.md', 'data.bin']);
    const r = git(['commit', '-m', 'misc']);
    expect(r.output).not.toContain('refused');
    expect(r.code).toBe(0);
  });
});

describe('the commit-msg check', () => {
  beforeEach(() => {
    prepare();
    write('src/a.ts', 'export const total = 6;\n');
    git(['add', 'src/a.ts']);
  });
  const subject = () => git(['log', '-1', '--format=%s']).output.trim();

  test('a subject of 73 characters is refused and nothing is committed; 72 is committed', () => {
    const refused = git(['commit', '-m', 'x'.repeat(73)]);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('the subject is 73 characters');
    expect(subject()).toBe('start');
    expect(git(['commit', '-m', 'y'.repeat(72)]).code).toBe(0);
    expect(subject()).toBe('y'.repeat(72));
  });

  test('characters are counted, not bytes, and a long body is fine', () => {
    const arrows = `Pay page: ${'→'.repeat(62)}`;
    expect([...arrows].length).toBe(72);
    expect(git(['commit', '-m', arrows, '-m', 'b'.repeat(300)]).code).toBe(0);
    expect(subject()).toBe(arrows);
  });
});
