/**
 * Configuration from environment variables, validated once at start-up. A bad value stops the
 * process with a message naming the variable. Every variable is documented in the README.
 */
import path from 'node:path';
import { z } from 'zod';
import { TrustedProxies, type TrustProxy } from '#lib/client-ip.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: `false`/`0`/`no` (no proxy), `true`/`yes` (one proxy: kept for compatibility), a
 * number of trusted proxy hops, or a comma list of the proxies' addresses and CIDRs.
 */
const trustProxy = z.string().transform((v, ctx): TrustProxy => {
  const s = v.trim().toLowerCase();
  if (['false', 'no'].includes(s)) return false;
  if (['true', 'yes'].includes(s)) return 1;
  if (/^\d+$/.test(s)) {
    const n = Number(s);
    if (n <= 32) return n === 0 ? false : n;
  }
  try {
    return new TrustedProxies(s.split(',').map((e) => e.trim()));
  } catch (e) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a number of proxy hops (0–32) or a comma list of proxy addresses/CIDRs: ${(e as Error).message}`,
    });
    return z.NEVER;
  }
});

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
  TRUST_PROXY: trustProxy.optional(),
  SEED_DEMO: bool.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST: z.string().optional(),
  OPS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: bool.optional(),
  SUPPORT_EMAIL: z.email('must be an email address').optional(),
  SUPPORT_PHONE: z.string().min(3).max(40).optional(),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes): openssl rand -hex 32')
    .optional(),
});

/**
 * The sandbox's key when SECRETS_KEY is not set: fixed and public, so a sandbox's sealed secrets
 * protect nothing. Live mode refuses to start without a key of its own.
 */
const SANDBOX_SECRETS_KEY = Buffer.from(
  '7061797261696c2d73616e64626f782d6b65792d6e6f742d736563726574212a',
  'hex',
);

/** Where tickets go, and the channels the support page shows, when SUPPORT_EMAIL/SUPPORT_PHONE are unset. */
export const SUPPORT_DEFAULTS = { email: 'support@payrail.test', phone: '+234 201 330 0000' } as const;

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
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto we believe (lib/client-ip.ts). */
  trustProxy: TrustProxy;
  seedDemo: boolean;
  bodyLimitBytes: number;
  webDist: string | undefined;
  /** Bearer token of the operator endpoints (/api/ops/…); unset: they do not exist. */
  opsToken?: string | undefined;
  /** Seals secrets kept at rest (lib/secret-box.ts). */
  secretsKey: Buffer;
  /**
   * Webhooks may go to private, loopback and link-local addresses (local development and tests
   * only; modules/webhooks/target-address.ts). Default false.
   */
  webhooksAllowPrivateTargets?: boolean | undefined;
  /** The support team's address (tickets are emailed there) and phone; SUPPORT_DEFAULTS when unset. */
  supportEmail?: string | undefined;
  supportPhone?: string | undefined;
  /** Past this many rows an export is prepared in the background (default: contract exports.ts). */
  exportQueueRows?: number | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing: string[] = [];
  if (e.MODE === 'live' && !e.SECRETS_KEY) missing.push('  SECRETS_KEY: required in live mode');
  // Without a mail server the sandbox keeps email in the dev mailbox, which a live server must
  // never have: reset links and sign-in codes would be readable by anyone who finds it.
  if (e.MODE === 'live' && !e.SMTP_URL)
    missing.push('  SMTP_URL: required in live mode (the dev mailbox exists only in the sandbox)');
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
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
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: e.SEED_DEMO ?? e.MODE === 'sandbox',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDist: e.WEB_DIST,
    opsToken: e.OPS_TOKEN,
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'hex') : SANDBOX_SECRETS_KEY,
    webhooksAllowPrivateTargets: e.WEBHOOKS_ALLOW_PRIVATE_TARGETS ?? false,
    supportEmail: e.SUPPORT_EMAIL ?? SUPPORT_DEFAULTS.email,
    supportPhone: e.SUPPORT_PHONE ?? SUPPORT_DEFAULTS.phone,
  };
}
