/**
 * `npm start`: (npm has installed what was missing) → build the web app → start the server, which
 * migrates the database, seeds the sandbox demo merchant and serves app + API on PORT (3000).
 * SKIP_BUILD=1 reuses an existing build.
 *
 * Building the web app needs the dev dependencies (Vite and its plugins), so `npm start` installs
 * them with `--include=dev` even under NODE_ENV=production, where npm would leave them out. Run
 * this file another way without them and it stops at once, saying what to run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, heading, root, viteCli } from './lib.ts';

const dist = path.join(root, 'apps/web/dist/index.html');
if (process.env.SKIP_BUILD !== '1' || !fs.existsSync(dist)) {
  heading('Building the web app');
  try {
    viteCli(); // throws when the dev dependencies are not installed
  } catch {
    console.error(
      'Building the web app needs the dev dependencies (Vite), which are not installed: npm leaves them\n' +
        'out under NODE_ENV=production or with --omit=dev. Run `npm install --include=dev`, then start again\n' +
        '(`npm start` does both), or build elsewhere and start with SKIP_BUILD=1 next to apps/web/dist.',
    );
    process.exit(1);
  }
  const code = buildWeb();
  if (code !== 0) process.exit(code);
}
heading('Starting Payrail');
await import('../apps/api/src/main.ts');
