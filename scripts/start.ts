/**
 * `npm start`: (npm has installed what was missing) → build the web app → start the server, which
 * migrates the database, seeds the sandbox demo merchant and serves app + API on PORT (3000).
 * SKIP_BUILD=1 reuses an existing build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { heading, root, run, viteCli } from './lib.ts';

const dist = path.join(root, 'apps/web/dist/index.html');
if (process.env.SKIP_BUILD !== '1' || !fs.existsSync(dist)) {
  heading('Building the web app');
  const code = run(process.execPath, [viteCli(), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
  });
  if (code !== 0) process.exit(code);
}
heading('Starting Payrail');
await import('../apps/api/src/main.ts');
