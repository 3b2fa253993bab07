/**
 * Who calls the public API: `Authorization: Bearer <secret key>`, checked by the api-configuration
 * module's `authenticateSecretKey` (a rolled key works until its grace ends, by the injected clock;
 * the merchant's IP allow-list must hold the caller's address as lib/client-ip.ts resolves it).
 * A missing, unknown or expired key is 401 `Invalid key`; an address outside the allow-list 403.
 * Every authenticated request is counted against its key's limit (100 a minute, in the database,
 * so it holds across instances): over it, 429 with Retry-After.
 *
 * Key guessing: each 401 is counted against the caller's address (30 in 15 minutes). Past that,
 * every request from the address is 429 until the window ends, a right key included, so a guesser
 * cannot tell a hit from the answer. The address is lib/client-ip.ts's, so X-Forwarded-For only
 * counts when TRUST_PROXY says whose it is (rotating it gets nothing otherwise).
 */
import type { ApiKeyMode } from '@payrail/contract/api-keys';
import { ErrorCode } from '@payrail/contract/errors';
import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '#lib/deps.ts';
import type { AppEnv } from '#lib/env.ts';
import { AppError } from '#lib/errors.ts';
import { hit, type Limit, refuseIfLimited } from '#lib/rate-limit.ts';
import { clientIp } from '#lib/request-meta.ts';
import { authenticateSecretKey } from '#modules/api-configuration/index.ts';

export const PUBLIC_API_LIMIT: Limit = { name: 'public-api:key', max: 100, windowMs: 60_000 };
/** Failed authentications (401) per client address. */
export const PUBLIC_API_FAILED_AUTH_LIMIT: Limit = {
  name: 'public-api:failed-auth:ip',
  max: 30,
  windowMs: 15 * 60_000,
};

/** An authenticated caller: the key's merchant and mode, and where the request came from. */
export type ApiCaller = {
  deps: Deps;
  merchantId: string;
  mode: ApiKeyMode;
  keyId: string;
  ip: string;
  header: (name: string) => string | undefined;
};

const callers = new WeakMap<Request, ApiCaller>();

function bearer(header: string | undefined): string {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

export const authenticateCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get('deps');
  const ip = clientIp(c);
  await refuseIfLimited(deps.db, deps.clock, PUBLIC_API_FAILED_AUTH_LIMIT, ip);
  const auth = await authenticateSecretKey(deps.db, bearer(c.req.header('authorization')), ip, deps.clock);
  if (!auth.ok) {
    if (auth.reason === 'ip_not_allowed') throw new AppError(ErrorCode.API_KEY_IP_NOT_ALLOWED);
    await hit(deps.db, deps.clock, PUBLIC_API_FAILED_AUTH_LIMIT, ip);
    throw new AppError(ErrorCode.API_KEY_INVALID);
  }
  await hit(deps.db, deps.clock, PUBLIC_API_LIMIT, auth.keyId);
  callers.set(c.req.raw, {
    deps,
    merchantId: auth.merchantId,
    mode: auth.mode,
    keyId: auth.keyId,
    ip,
    header: (name) => c.req.header(name),
  });
  await next();
};

export function callerOf(c: Context<AppEnv>): ApiCaller {
  const caller = callers.get(c.req.raw);
  if (!caller) throw new AppError(ErrorCode.API_KEY_INVALID);
  return caller;
}
