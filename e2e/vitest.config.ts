import { defineProject } from 'vitest/config';

/**
 * End-to-end flows in Debian's Chromium against the built web app and the real API. One server
 * for the whole run (support/global-setup.ts); files run one after another, since they share it.
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
