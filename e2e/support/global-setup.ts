/**
 * Starts ONE server for the whole e2e run: the built web app (apps/web/dist) and the real API on
 * a free port of 127.0.0.1, with a fresh embedded database in a temp dir, the sandbox demo seed
 * and the dev mailbox. Tests get its address with `inject('baseUrl')` (and the operator token with
 * `inject('opsToken')`); the server and its temp dir
 * are removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's OPS_TOKEN: the operator CLI calls the running server with it (PAYRAIL_URL). */
    opsToken: string;
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
  const opsToken = randomBytes(24).toString('hex');
  const server = await startServer({
    name: 'payrail-e2e',
    env: { WEB_DIST: webDist, OPS_TOKEN: opsToken, TRUST_PROXY: 'true' },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('opsToken', opsToken);
  return async () => {
    await server.stop();
  };
}
