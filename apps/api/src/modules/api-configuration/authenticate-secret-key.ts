/**
 * For the public API (issue 16, next part): who a secret key belongs to.
 *
 * `authenticateSecretKey(db, key, clientIp, clock)` hashes the key and finds its row by the hash
 * (unique index), then compares the hashes in constant time; the time taken depends on the key's
 * length only, not on how much of it matches a stored one. A rolled key works until its
 * `expires_at` (read with the injected clock), and a merchant's IP allow-list, when not empty,
 * must hold `clientIp` (an address or CIDR; IPv4-mapped IPv6 is read as IPv4).
 */
import { BlockList, isIP } from 'node:net';
import type { ApiKeyMode } from '@payrail/contract/api-keys';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { apiKeyAllowLists, apiKeys } from '#db/schema/index.ts';
import { normalizeIp } from '#lib/client-ip.ts';
import type { Clock } from '#lib/clock.ts';
import { hashToken, safeEqualHex } from '#lib/crypto.ts';

export type SecretKeyAuth =
  | { ok: true; merchantId: string; mode: ApiKeyMode; keyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'ip_not_allowed' };

const KEY_SHAPE = /^sk_(test|live)_[A-Za-z0-9_-]{43}$/;

/** Whether `ip` is one of the entries (addresses and CIDRs); an empty list allows every address. */
export function ipAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const address = normalizeIp(ip);
  if (!address) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', bits] = entry.split('/');
    const type = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(normalizeIp(base) ?? base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export async function authenticateSecretKey(
  db: Db,
  key: string,
  clientIp: string,
  clock: Clock,
): Promise<SecretKeyAuth> {
  if (!KEY_SHAPE.test(key)) return { ok: false, reason: 'unknown' };
  const hash = hashToken(key);
  const [row] = await db
    .select({
      id: apiKeys.id,
      merchantId: apiKeys.merchantId,
      mode: apiKeys.mode,
      secretHash: apiKeys.secretHash,
      expiresAt: apiKeys.expiresAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, hash))
    .limit(1);
  if (!row || !safeEqualHex(row.secretHash, hash)) return { ok: false, reason: 'unknown' };
  if (row.expiresAt && row.expiresAt <= clock.now()) return { ok: false, reason: 'expired' };
  const [allow] = await db
    .select({ entries: apiKeyAllowLists.entries })
    .from(apiKeyAllowLists)
    .where(eq(apiKeyAllowLists.merchantId, row.merchantId))
    .limit(1);
  if (!ipAllowed(allow?.entries ?? [], clientIp)) return { ok: false, reason: 'ip_not_allowed' };
  return { ok: true, merchantId: row.merchantId, mode: row.mode, keyId: row.id };
}
