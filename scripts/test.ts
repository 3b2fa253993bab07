/**
 * `npm test`: every check the project has, in order, continuing past a failure so one run shows
 * everything; exits non-zero if anything failed. Ends with one line `total: N passed, N failed`.
 *
 *   node scripts/test.ts            lint, types, unit + API (PGlite), web build + size, e2e
 *   node scripts/test.ts --only api the API suite alone (with DATABASE_URL: against PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.ts';
import { buildWeb, heading, root, run } from './lib.ts';

type Counts = { passed: number; failed: number };
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const counts: Counts = { passed: 0, failed: 0 };
const failures: string[] = [];

function step(name: string, fn: () => number) {
  heading(name);
  const code = fn();
  if (code !== 0) failures.push(name);
}

/** Runs vitest projects with a JSON report and adds its counts. */
function vitest(name: string, projects: string[]) {
  const out = path.join(tmp, `vitest-${name}.json`);
  fs.rmSync(out, { force: true });
  step(`${name} tests`, () => {
    const code = run('vitest', [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    if (fs.existsSync(out)) {
      const r = JSON.parse(fs.readFileSync(out, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numTotalTests: number;
      };
      counts.passed += r.numPassedTests;
      counts.failed += r.numFailedTests;
      // A suite that fails outside its tests (setup, no tests found) still counts as a failure.
      if (code !== 0 && r.numFailedTests === 0) counts.failed += 1;
      if (r.numTotalTests === 0) return 1;
    } else {
      counts.failed += 1;
    }
    return code;
  });
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

if (only === 'api') {
  vitest(process.env.DATABASE_URL ? 'api-postgres' : 'api', ['api']);
} else {
  step('chromium', ensureChromium);
  step('lint and format (biome)', () => run('biome', ['check', '.']));
  step('types (tsc)', () =>
    ['packages/contract', 'packages/pay-page', 'apps/api', 'apps/web', 'e2e', 'bench', 'scripts'].reduce(
      (code, p) => run('tsc', ['-p', p]) || code,
      0,
    ),
  );
  vitest('unit-and-api', ['contract', 'pay-page', 'web', 'scripts', 'api']);
  step('web production build', buildWeb);
  step('bundle size budget', () => run(process.execPath, ['apps/web/scripts/check-size.ts']));
  vitest('e2e', ['e2e']);
}

// A check that is not a test suite (lint, types, build, size) counts as one failure when it fails,
// so the closing line never reads "0 failed" on a red run.
const testSteps = new Set(['unit-and-api tests', 'e2e tests', 'api tests', 'api-postgres tests']);
counts.failed += failures.filter((f) => !testSteps.has(f)).length;
fs.writeFileSync(path.join(tmp, `summary-${only ?? 'all'}.json`), JSON.stringify(counts));
heading(failures.length ? `FAILED: ${failures.join(', ')}` : 'All checks passed');
console.log(`total: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failures.length || counts.failed ? 1 : 0);
