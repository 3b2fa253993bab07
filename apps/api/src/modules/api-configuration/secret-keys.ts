/**
 * Making and showing API keys: the random keys, their stored form (SHA-256 of the secret, its last
 * four) and the masked form every answer uses. The secret itself leaves only through the one-time
 * reveal (key-reveal.ts).
 */
import { randomBytes } from 'node:crypto';
import type { ApiKeyMode, ApiKeyPair, ApiKeys } from '@payrail/contract/api-keys';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { apiKeys } from '#db/schema/index.ts';
import { hashToken } from '#lib/crypto.ts';

/** 32 random bytes, base64url: 256 bits, so a fast hash is enough to store it. */
const randomPart = () => randomBytes(32).toString('base64url');

export const secretPrefix = (mode: ApiKeyMode) => `sk_${mode}_`;

export function newKeyPair(mode: ApiKeyMode) {
  const secretKey = `${secretPrefix(mode)}${randomPart()}`;
  return {
    publicKey: `pk_${mode}_${randomPart()}`,
    secretKey,
    secretHash: hashToken(secretKey),
    secretLast4: secretKey.slice(-4),
  };
}

export const maskSecret = (mode: ApiKeyMode, last4: string) => `${secretPrefix(mode)}••••••••${last4}`;

type Row = typeof apiKeys.$inferSelect;

function toPair(row: Row): ApiKeyPair {
  return {
    mode: row.mode,
    publicKey: row.publicKey,
    secretKey: maskSecret(row.mode, row.secretLast4),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The keys still working at `now`, newest first, per mode. */
export async function workingKeys(db: Db | Tx, merchantId: string, now: Date): Promise<ApiKeys> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, merchantId), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))))
    .orderBy(asc(apiKeys.createdAt));
  const newestFirst = rows.reverse().map(toPair);
  return {
    test: newestFirst.filter((k) => k.mode === 'test'),
    live: newestFirst.filter((k) => k.mode === 'live'),
  };
}
