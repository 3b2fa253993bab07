/**
 * Configuration from environment variables, validated once at start-up. A bad value stops the
 * process with a message naming the variable. Every variable is documented in the README.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  APP_URL: z.url().optional(),
  MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Payrail <no-reply@payrail.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST: z.string().optional(),
  OPS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  mode: 'sandbox' | 'live';
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  trustProxy: boolean;
  seedDemo: boolean;
  bodyLimitBytes: number;
  webDist: string | undefined;
  /** Bearer token of the operator endpoints (/api/ops/…); unset: they do not exist. */
  opsToken?: string | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mode: e.MODE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? e.MODE === 'sandbox',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDist: e.WEB_DIST,
    opsToken: e.OPS_TOKEN,
  };
}
