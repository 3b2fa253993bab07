/**
 * The browser for e2e tests is Debian's chromium. When it is missing and we are root, install it
 * with apt-get (as CI and fresh machines need); otherwise say how.
 */
import fs from 'node:fs';
import { run } from './lib.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): number {
  if (fs.existsSync(CHROMIUM)) {
    console.log(`chromium: ${CHROMIUM}`);
    return 0;
  }
  if (process.getuid?.() !== 0) {
    console.error(
      `chromium is missing at ${CHROMIUM}: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH`,
    );
    return 1;
  }
  console.log('chromium is missing: installing Debian’s package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) return 1;
  return run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
}
