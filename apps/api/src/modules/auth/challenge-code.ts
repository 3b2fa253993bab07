/**
 * The emailed code of a sign-in challenge, sent by the account-mail job (account-mail.ts): a new
 * code replaces the challenge's hash and is mailed. A decoy, a used or an unknown challenge gets
 * nothing, and the request that queued the job cannot tell which it was.
 */
import { TWO_FACTOR_CODE_LENGTH } from '@payrail/contract/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { twoFactorChallenges, users } from '#db/schema/index.ts';
import { hashToken, numericCode } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { templates } from '#mail/templates.ts';

export const CODE_TTL_MS = 10 * 60_000;

export const codeHash = (challengeId: number, code: string) => hashToken(`${challengeId}:${code}`);

export async function sendChallengeCode(deps: Deps, challengeId: number): Promise<void> {
  const [row] = await deps.db
    .select({ decoy: twoFactorChallenges.decoy, email: users.email, firstName: users.firstName })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.consumedAt)))
    .limit(1);
  if (!row || row.decoy) return;
  const code = numericCode(TWO_FACTOR_CODE_LENGTH);
  const now = deps.clock.now();
  await deps.db
    .update(twoFactorChallenges)
    .set({ codeHash: codeHash(challengeId, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS) })
    .where(eq(twoFactorChallenges.id, challengeId));
  await deps.mailer.send(templates.twoFactorCode(row.email, row.firstName, code));
}
