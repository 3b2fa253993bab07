import type { Db } from '#db/client.ts';
import type { Mailer } from '#mail/mailer.ts';
import type { Config } from '#src/config.ts';
import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';

/** What every handler and service may use. Built once in main.ts, or per test. */
export type Deps = {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
};
