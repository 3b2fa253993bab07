/**
 * A receipt's verification token and address. The token is an HMAC of the reference under a key
 * derived from SECRETS_KEY (its own purpose, so it is no other secret's key): whoever holds the
 * receipt can verify it, nobody can make a token for a reference, and references cannot be walked.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '#src/config.ts';

const keys = new WeakMap<Buffer, Buffer>();
function tokenKey(secretsKey: Buffer): Buffer {
  let key = keys.get(secretsKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'payrail receipt verification', 32));
    keys.set(secretsKey, key);
  }
  return key;
}

/** 128 bits of HMAC-SHA256, base64url (22 characters). */
export function receiptToken(config: Pick<Config, 'secretsKey'>, reference: string): string {
  return createHmac('sha256', tokenKey(config.secretsKey))
    .update(reference)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

export function tokenMatches(config: Pick<Config, 'secretsKey'>, reference: string, token: string): boolean {
  const want = Buffer.from(receiptToken(config, reference));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The public page a receipt's QR code opens. */
export const verificationUrl = (config: Pick<Config, 'secretsKey' | 'appUrl'>, reference: string): string =>
  `${config.appUrl}/verify/${encodeURIComponent(reference)}?t=${receiptToken(config, reference)}`;
