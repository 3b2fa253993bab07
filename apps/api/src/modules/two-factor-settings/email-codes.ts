/**
 * Emailed codes of the settings screen, on the pattern of the sign-in codes (auth/two-factor.ts):
 * 6 digits, 10 minutes, 5 tries, stored as a hash keyed by the row's id, single use. A user has at
 * most one live code per purpose: a new one consumes the old.
 */
import { randomUUID } from 'node:crypto';
import { TWO_FACTOR_CODE_LENGTH } from '@payrail/contract/constants';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { twoFactorCodes } from '#db/schema/index.ts';
import { hashToken, numericCode, safeEqualHex } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { hit } from '#lib/rate-limit.ts';
import { templates } from '#mail/templates.ts';
import { TwoFactorLimits } from './limits.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
export type Purpose = 'enable' | 'proof';
export type CodeUser = { id: string; email: string; firstName: string };

const codeHash = (id: string, code: string) => hashToken(`${id}:${code}`);

/** Emails a fresh code for `purpose` (the previous one stops working) and returns when it expires. */
export async function sendCode(deps: Deps, user: CodeUser, purpose: Purpose): Promise<Date> {
  await hit(deps.db, deps.clock, TwoFactorLimits.mail, user.id);
  const now = deps.clock.now();
  const id = randomUUID();
  const code = numericCode(TWO_FACTOR_CODE_LENGTH);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await voidCodes(tx, deps, user.id, purpose);
    await tx
      .insert(twoFactorCodes)
      .values({ id, userId: user.id, purpose, codeHash: codeHash(id, code), createdAt: now, expiresAt });
  });
  await deps.mailer.send(templates.twoFactorSettingCode(user.email, user.firstName, code, purpose));
  return expiresAt;
}

export async function voidCodes(tx: Tx, deps: Deps, userId: string, purpose: Purpose) {
  await tx
    .update(twoFactorCodes)
    .set({ consumedAt: deps.clock.now() })
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        eq(twoFactorCodes.purpose, purpose),
        isNull(twoFactorCodes.consumedAt),
      ),
    );
}

/** The live code of `purpose`, if one can still be entered. */
export async function pendingCode(deps: Deps, userId: string, purpose: Purpose) {
  const [row] = await deps.db
    .select({ id: twoFactorCodes.id, expiresAt: twoFactorCodes.expiresAt })
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        eq(twoFactorCodes.purpose, purpose),
        isNull(twoFactorCodes.consumedAt),
        gt(twoFactorCodes.expiresAt, deps.clock.now()),
        lt(twoFactorCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(twoFactorCodes.createdAt))
    .limit(1);
  return row;
}

export type CodeCheck = 'ok' | 'wrong' | 'none';

/**
 * Checks `code` against the live code of `purpose`; a match consumes it. Each try counts first,
 * atomically, so parallel guesses cannot get more than five answers. `none`: there is no live code
 * (never sent, expired, used or out of tries). Runs outside any transaction, so a refused try
 * stays counted.
 */
export async function checkCode(
  deps: Deps,
  userId: string,
  purpose: Purpose,
  code: string,
): Promise<CodeCheck> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(
      and(
        eq(twoFactorCodes.userId, userId),
        eq(twoFactorCodes.purpose, purpose),
        isNull(twoFactorCodes.consumedAt),
        gt(twoFactorCodes.expiresAt, now),
        lt(twoFactorCodes.attempts, MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!row) return 'none';
  if (!safeEqualHex(row.codeHash, codeHash(row.id, code))) return 'wrong';
  const done = await deps.db
    .update(twoFactorCodes)
    .set({ consumedAt: now })
    .where(and(eq(twoFactorCodes.id, row.id), isNull(twoFactorCodes.consumedAt)))
    .returning({ id: twoFactorCodes.id });
  return done[0] ? 'ok' : 'none';
}
