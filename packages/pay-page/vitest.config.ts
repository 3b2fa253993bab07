import { defineProject } from 'vitest/config';

/** The pay page's own logic: form values, state, and the server render (plain Node, no DOM). */
export default defineProject({ test: { name: 'pay-page', include: ['src/**/*.test.ts'] } });
