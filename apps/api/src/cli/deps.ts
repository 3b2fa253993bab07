/**
 * What a CLI command that works on the database directly gets instead of a server's: the real
 * clock, the configured mail (SMTP, or the dev mailbox in the sandbox) and a logger that prints
 * warnings and errors only.
 */

import type { Database } from '#db/client.ts';
import { systemClock } from '#lib/clock.ts';
import type { Deps } from '#lib/deps.ts';
import { createLogger } from '#lib/logger.ts';
import { devMailbox, loggingFailures, smtpMailer } from '#mail/mailer.ts';
import type { Config } from '#src/config.ts';

export function cliDeps(database: Pick<Database, 'db'>, config: Config): Deps {
  const log = createLogger('warn');
  const mailer = loggingFailures(
    config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(database.db, log),
    log,
  );
  return { db: database.db, config, clock: systemClock, mailer, log };
}
