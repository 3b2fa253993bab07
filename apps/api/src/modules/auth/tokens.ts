/** Single-use, expiring, hashed tokens for email verification and password reset. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { oneTimeTokens } from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';
import { hashToken, newToken } from '#lib/crypto.ts';

export type Purpose = 'email_verify' | 'password_reset' | 'invite';
export const TOKEN_TTL_MS: Record<Purpose, number> = {
  email_verify: 24 * 60 * 60_000,
  password_reset: 30 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
};

/** Issues a new token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  db: Db | Tx,
  clock: Clock,
  userId: string,
  purpose: Purpose,
): Promise<string> {
  const now = clock.now();
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/** The token's row while it is unused and unexpired. */
const usable = (token: string, purpose: Purpose, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** The user of a token that is still usable (unknown, used or expired: undefined), without using it. */
export async function peekToken(
  db: Db,
  clock: Clock,
  token: string,
  purpose: Purpose,
): Promise<string | undefined> {
  const now = clock.now();
  const rows = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return rows[0]?.userId;
}

/**
 * Marks the token used and returns its user, or undefined when it is unknown, used or expired.
 * The conditional update makes it single-use even under concurrent requests.
 */
export async function consumeToken(
  db: Db,
  clock: Clock,
  token: string,
  purpose: Purpose,
): Promise<string | undefined> {
  const now = clock.now();
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId;
}
