import { defineProject } from 'vitest/config';

/** The repository scripts' own tests (the git hooks run for real in throwaway repositories). */
export default defineProject({ test: { name: 'scripts', include: ['*.test.ts'], testTimeout: 30_000 } });
