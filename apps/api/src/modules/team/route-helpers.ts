import { needs } from '@payrail/contract/endpoint';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/env.ts';
import { clientIp } from '../../lib/request-meta.ts';
import type * as members from './members-service.ts';

const tag = 'Team';
export const perm = needs;
export const base = { version: 'v1' as const, tag };

export function caller(c: Context<AppEnv>): members.TeamCaller {
  const a = c.get('auth');
  return {
    userId: a.userId,
    merchantId: a.merchantId,
    ip: clientIp(c),
    permissions: a.permissions,
    subAccountIds: a.subAccountIds,
  };
}

export const deps = (c: Context<AppEnv>) => c.get('deps');
