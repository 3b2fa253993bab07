import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: session tokens, reset and verification tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256; a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A numeric code of `digits` digits, uniformly random, leading zeros kept. */
export function numericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** A random positive integer below 2^48: safe in JSON and URLs, not guessable, not sequential. */
export function randomPublicNumber(): number {
  return randomInt(1, 2 ** 47) + 2 ** 47 - 1;
}

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford base32 id with a prefix, e.g. `USR-7K3M9Q2X4B`. */
export function publicId(prefix: string, length = 10): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % 32];
  return `${prefix}-${out}`;
}
