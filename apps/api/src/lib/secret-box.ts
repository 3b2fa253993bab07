/**
 * Secrets the server must read back (an authenticator app's TOTP secret), kept sealed at rest with
 * AES-256-GCM under the SECRETS_KEY: a copy of the table alone reveals nothing. A sealed value is
 * `v1.` + base64url(12-byte IV, 16-byte tag, ciphertext). A value without the prefix was stored
 * before sealing existed and is read as it is (it is sealed the next time it is written).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';

export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext; throws when the value was sealed under another key or altered. */
export function unseal(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
