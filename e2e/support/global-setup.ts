/**
 * Starts ONE server for the whole e2e run: the built web app (apps/web/dist) and the real API on
 * a free port of 127.0.0.1, with a fresh embedded database in a temp dir, the sandbox demo seed
 * and the dev mailbox. Tests get its address with `inject('baseUrl')`; the server and its temp dir
 * are removed when the run ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // E2E_WEB_DIST runs the flows against another build of the web app.
  const webDist = path.resolve(repoRoot, process.env.E2E_WEB_DIST ?? 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `e2e needs the built web app, but ${path.relative(repoRoot, webDist)}/index.html is missing. ` +
        'Build it first: `npm run build` (npm test does this before the e2e suite).',
    );
  }
  const server = await startServer({ name: 'payrail-e2e', env: { WEB_DIST: webDist } });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
