/**
 * One-time recovery codes: 10 random codes of 10 Crockford base32 characters (50 bits each),
 * shown once as `XXXXX-XXXXX`, stored as SHA-256 keyed by the user, each usable once. Making a new
 * set deletes the old one.
 */
import { randomBytes } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_COUNT } from '@payrail/contract/two-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { twoFactorRecoveryCodes } from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';
import { hashToken } from '#lib/crypto.ts';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const hashOf = (userId: string, code: string) => hashToken(`${userId}:${normalizeRecoveryCode(code)}`);

function newCode(): string {
  let out = '';
  for (const b of randomBytes(10)) out += alphabet[b % 32];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Replaces the user's recovery codes with a new set and returns it (the only time it is readable). */
export async function replaceRecoveryCodes(tx: Tx, clock: Clock, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await deleteRecoveryCodes(tx, userId);
  const now = clock.now();
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((c) => ({ userId, codeHash: hashOf(userId, c), createdAt: now })));
  return codes;
}

export async function deleteRecoveryCodes(tx: Tx, userId: string) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/** Uses up `code` if it is one of the user's unused recovery codes. One conditional update: used once only. */
export async function useRecoveryCode(db: Db, clock: Clock, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashOf(userId, code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

export async function remainingRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
