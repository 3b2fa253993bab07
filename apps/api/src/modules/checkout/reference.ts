import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A transaction reference: `PRL_` + 16 random Crockford base32 characters (80 bits). */
export function newTransactionReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `PRL_${out}`;
}
