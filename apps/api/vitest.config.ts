import { defineProject } from 'vitest/config';

/**
 * API tests run against a real database: PGlite by default, the PostgreSQL server when
 * DATABASE_URL is set (.ci/run does that for the second pass).
 */
export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Test files share their modules (each still opens its own database), and two run at once:
    // this halves the suite's time on a 2-core machine.
    isolate: false,
    maxWorkers: 2,
    // Its own group, run after the other projects: vitest needs that for a different maxWorkers.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
