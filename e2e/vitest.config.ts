import { defineProject } from 'vitest/config';

/**
 * End-to-end flows in Debian's Chromium against the built web app and the real API. One server
 * for the whole run (support/global-setup.ts); files run one after another, since they share it.
 * A failed test keeps a screenshot and the HTML of its pages in test-results/e2e/
 * (support/failure-artifacts.ts).
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/failure-artifacts.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
