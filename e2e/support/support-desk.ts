/** Support's staff, as the e2e tests play them: the operator CLI's support commands against the running server. */
import { execFile } from 'node:child_process';
import { nodeBinary, repoRoot } from './server.ts';

/** `npm run ops -- support:<action> …` through the server's operator endpoints; resolves with its output. */
export function supportCli(baseUrl: string, opsToken: string, args: string[]): Promise<string> {
  // vitest sets MODE=test in its own environment; the e2e server runs in sandbox mode.
  const env = { ...process.env, MODE: 'sandbox', PAYRAIL_URL: baseUrl, OPS_TOKEN: opsToken };
  return new Promise((resolve, reject) => {
    execFile(
      nodeBinary(),
      ['apps/api/src/cli/ops.ts', ...args],
      { cwd: repoRoot, env, timeout: 60_000 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`ops ${args[0]} failed: ${error.message}\n${stdout}\n${stderr}`))
          : resolve(stdout),
    );
  });
}
