import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** The caller's address: the first X-Forwarded-For hop only behind a trusted proxy (TRUST_PROXY). */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').config.trustProxy) {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (fwd) return fwd;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function requestMeta(c: Context<AppEnv>) {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') };
}
