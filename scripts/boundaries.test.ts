/**
 * Boundaries a reader can see (issue 11 §5), enforced on every import of apps/api and apps/web:
 *   - apps/api imports nothing from apps/web (the pay page they share is packages/pay-page);
 *   - outside its own folder, an API module is reached only through its public face, `index.ts`;
 *   - apps/web is layered, lowest first: components/, lib/, hooks/, stores/ (shared); features/
 *     (one business area each); app/ (what composes several features: the dashboard shell, the
 *     settings and home pages); routes/. A file imports only from its own layer or lower ones,
 *     and a feature imports no other feature;
 *   - no import climbs out of its folder with `../`: aliases (`#lib/…`, `#modules/…`) name it.
 * Tests may reach into the module they test, so test files are held to the first rule only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const web = path.join(root, 'apps/web');

type Import = { from: string; spec: string; target: string | undefined };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : files(full);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.gen.ts') ? [full] : [];
  });
}

const aliasesOf = (pkgDir: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).imports ?? {};

/** Where a specifier points inside the repository (relative or alias), or undefined (a package). */
function resolve(pkgDir: string, from: string, spec: string): string | undefined {
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  if (!spec.startsWith('#')) return undefined;
  for (const [key, value] of Object.entries(aliasesOf(pkgDir))) {
    const prefix = key.replace(/\*$/, '');
    if (key.endsWith('*') ? spec.startsWith(prefix) : spec === key)
      return path.resolve(pkgDir, value.replace(/\*$/, spec.slice(prefix.length)));
  }
  return undefined;
}

const specifiers = /(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)'([^']+)'/g;

function imports(pkgDir: string, dir: string): Import[] {
  return files(dir).flatMap((from) =>
    [...readFileSync(from, 'utf8').matchAll(specifiers)].map((m) => ({
      from,
      spec: m[1]!,
      target: resolve(pkgDir, from, m[1]!),
    })),
  );
}

const rel = (p: string) => path.relative(root, p);
const isTest = (p: string) => /\.test\.tsx?$/.test(p) || p.includes(`${path.sep}test${path.sep}`);
const show = (i: Import) => `${rel(i.from)} → ${i.spec}`;

/** The first folder under `base` a path lies in, two deep for `modules`/`features`. */
function unit(base: string, p: string): string {
  const parts = path.relative(base, p).split(path.sep);
  if (parts[0] === 'modules' || parts[0] === 'features') return parts.slice(0, 2).join('/');
  return parts.length > 1 ? parts[0]! : '.';
}

const apiImports = [...imports(api, path.join(api, 'src')), ...imports(api, path.join(api, 'test'))];
const webImports = imports(web, path.join(web, 'src'));
const apiSrc = path.join(api, 'src');
const webSrc = path.join(web, 'src');

/** The layer of a web unit, lowest first; undefined for the entry files (main, router, pay/, test/). */
function webLayer(u: string): number | undefined {
  if (['components', 'lib', 'hooks', 'stores'].includes(u)) return 0;
  if (u.startsWith('features/')) return 1;
  return { app: 2, routes: 3 }[u];
}

describe('boundaries', () => {
  test('apps/api imports nothing from apps/web', () => {
    const wrong = apiImports.filter((i) => i.target?.startsWith(`${web}${path.sep}`));
    expect(wrong.map(show)).toEqual([]);
  });

  test('an API module is reached from outside only through its index.ts', () => {
    const wrong = apiImports.filter((i) => {
      if (!i.target?.startsWith(path.join(apiSrc, 'modules')) || isTest(i.from)) return false;
      const target = unit(apiSrc, i.target);
      return (
        unit(apiSrc, i.from) !== target && path.relative(path.join(apiSrc, target), i.target) !== 'index.ts'
      );
    });
    expect(wrong.map(show)).toEqual([]);
  });

  test('a web feature imports no other feature; each web layer imports only lower ones', () => {
    const wrong = webImports.filter((i) => {
      if (!i.target?.startsWith(`${webSrc}${path.sep}`) || isTest(i.from)) return false;
      const from = unit(webSrc, i.from);
      const to = unit(webSrc, i.target);
      if (from.startsWith('features/') && to.startsWith('features/') && from !== to) return true;
      const [fromLayer, toLayer] = [webLayer(from), webLayer(to)];
      return fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer;
    });
    expect(wrong.map(show)).toEqual([]);
  });

  test('no import climbs out of its folder with ../: an alias names it', () => {
    const wrong = [...apiImports, ...webImports].filter((i) => {
      if (!i.spec.startsWith('../') || !i.target) return false;
      const base = i.from.startsWith(apiSrc) ? apiSrc : i.from.startsWith(webSrc) ? webSrc : undefined;
      return base !== undefined && unit(base, i.from) !== unit(base, i.target);
    });
    expect(wrong.map(show)).toEqual([]);
  });
});
