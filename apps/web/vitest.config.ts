import { defineProject } from 'vitest/config';

/** Web unit tests: logic that can break (error mapping, session, idle timer, route search params). */
export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  },
});
