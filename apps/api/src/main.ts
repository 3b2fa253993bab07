/**
 * Starts the server: config → mail server check → database (+ migrations) → demo seed → job
 * runner → HTTP on PORT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { openDatabase } from '#db/client.ts';
import { DataDirLockedError } from '#db/lock.ts';
import { startJobs } from '#jobs/runner.ts';
import { systemClock } from '#lib/clock.ts';
import { createLogger } from '#lib/logger.ts';
import { queuedMailer } from '#mail/mail-queue.ts';
import { devMailbox, MailTransportError, smtpMailer } from '#mail/mailer.ts';
import { reachableFromOutside } from '#modules/dev/index.ts';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO, seedDemo } from './seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(here, '../../web/dist');
  const log = createLogger(config.logLevel);
  // A mail server that does not answer stops us here: without it nobody could verify an address
  // or reset a password (live mode has no dev mailbox to fall back on, by design).
  const smtp = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  await smtp?.verify();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const mailer = queuedMailer(smtp ?? devMailbox(database.db, log), log);
  if (config.mode === 'sandbox' && config.seedDemo && (await seedDemo(database.db))) {
    log.info('seeded the sandbox demo merchant');
  }
  const deps = { db: database.db, config, clock: systemClock, mailer, log };
  const jobs = await startJobs(deps, database, { databaseUrl: config.databaseUrl });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (addr) => {
    const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${addr.port}`;
    const lines = [
      `Payrail is running on ${where} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}, ${config.mode} mode)`,
      `API reference: ${where}/api/docs`,
    ];
    if (mailer.kind === 'dev-mailbox') {
      const guard = reachableFromOutside(config) ? '; from this machine only, or with OPS_TOKEN' : '';
      lines.push(`Dev mailbox:   ${where}/dev/mailbox (JSON at /api/dev/mailbox${guard})`);
    }
    if (config.mode === 'sandbox' && config.seedDemo) {
      lines.push(`Demo sign-in:  ${DEMO.owner.email} / ${DEMO.owner.password}`);
      lines.push(
        `With two-factor: ${DEMO.twoFactor.email} / ${DEMO.twoFactor.password} (code in the dev mailbox)`,
      );
    }
    console.log(`\n${lines.join('\n')}\n`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close();
    // Running jobs finish (up to 10 s) before the database closes under them.
    await jobs.stop().catch((err) => log.error({ err }, 'stopping the job runner'));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof MailTransportError || e instanceof DataDirLockedError) {
    console.error(e.message);
    process.exit(1);
  }
  console.error(e);
  process.exit(1);
});
