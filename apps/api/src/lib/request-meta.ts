import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { type ClientAddress, forwardedProto, resolveClient } from './client-ip.ts';
import type { AppEnv } from './env.ts';

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // an in-process request (tests) has no socket
  }
}

/** The caller's address and the trusted proxies it came through (TRUST_PROXY; lib/client-ip.ts). */
export function clientAddress(c: Context<AppEnv>): ClientAddress {
  return resolveClient(c.get('deps').config.trustProxy, socketAddress(c), c.req.header('x-forwarded-for'));
}

/** The caller's IP address, as the nearest proxy we trust saw it (or the socket's). */
export function clientIp(c: Context<AppEnv>): string {
  return clientAddress(c).ip;
}

/** True when the client reached us over https, as far as we can tell. */
export function viaHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return forwardedProto(clientAddress(c), c.req.header('x-forwarded-proto')) === 'https';
}

export function requestMeta(c: Context<AppEnv>) {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') };
}
