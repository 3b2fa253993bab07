/**
 * The authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) with otplib. A code is accepted
 * one step either side of now (clock drift), and never twice: the step it matched is kept and
 * later codes must be newer (`afterTimeStep`), recorded with a conditional update so two parallel
 * uses of one code cannot both pass. Time comes from the deps clock, so tests control it.
 */

import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '#db/client.ts';
import { twoFactorTotp } from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';
import type { Deps } from '#lib/deps.ts';
import { unseal } from '#lib/secret-box.ts';

export const TOTP_ISSUER = 'Payrail';

export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label, secret }) };
}

/** The time step `token` matches for `secret` now, or null. */
export async function totpStep(
  clock: Clock,
  secret: string,
  token: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(clock.now().getTime() / 1000),
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks a code from the user's authenticator app. `confirmed: false` checks the app being set up
 * instead of the one in use. Returns true once per code.
 */
export async function useTotpCode(
  { db, clock, config }: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
  token: string,
  confirmed = true,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(twoFactorTotp)
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        confirmed ? isNotNull(twoFactorTotp.confirmedAt) : isNull(twoFactorTotp.confirmedAt),
      ),
    );
  if (!row) return false;
  const step = await totpStep(clock, unseal(config.secretsKey, row.secret), token, row.lastUsedStep);
  if (step === null) return false;
  const claimed = await db
    .update(twoFactorTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        or(isNull(twoFactorTotp.lastUsedStep), lt(twoFactorTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorTotp.userId });
  return claimed.length > 0;
}

export async function hasAuthenticator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorTotp.userId })
    .from(twoFactorTotp)
    .where(and(eq(twoFactorTotp.userId, userId), isNotNull(twoFactorTotp.confirmedAt)));
  return Boolean(row);
}
