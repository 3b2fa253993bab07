import { defineConfig } from 'vitest/config';

/** Each area owns its test config; `--project NAME` picks one (contract, web, api, e2e, scripts). */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'e2e/vitest.config*.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
