/**
 * The emails that forget-password and resend-verification promise "if that address has an
 * account". Whether it has one must not show in the answer's timing (issue 10, item 6), so the
 * request does the same work for every address: its rate limits and one queued job carrying the
 * address. The job (pg-boss, `account-mail`) looks the address up and, only for an account that
 * needs it, issues the link and sends it, seconds later and off the request path. Sign-in codes
 * go the same way (challenge-code.ts), so a decoy challenge costs what a real one does. Where no job
 * runner runs (tests, the ops CLI), the work is done at once instead.
 */
import { JOB, sendJob } from '#jobs/queue.ts';
import type { Deps } from '#lib/deps.ts';
import { templates } from '#mail/templates.ts';
import { sendChallengeCode } from './challenge-code.ts';
import { findByEmail, type User } from './find-user.ts';
import { issueToken } from './tokens.ts';

export type AccountMail =
  | { kind: 'password-reset' | 'verify-email'; email: string }
  | { kind: 'sign-in-code'; challengeId: number };

const link = (deps: Deps, path: string, params: Record<string, string>) =>
  `${deps.config.appUrl}${path}?${new URLSearchParams(params).toString()}`;

export async function sendVerification(deps: Deps, user: Pick<User, 'id' | 'email' | 'firstName'>) {
  const token = await issueToken(deps.db, deps.clock, user.id, 'email_verify');
  await deps.mailer.send(
    templates.verifyEmail(
      user.email,
      user.firstName,
      link(deps, '/auth/verified', { email_verify_url: token }),
    ),
  );
}

/** The request's part: the same one insert for every address. */
export async function queueAccountMail(deps: Deps, mail: AccountMail): Promise<void> {
  const queued = await sendJob(null, JOB.accountMail, mail);
  if (queued === null) await sendAccountMail(deps, mail);
}

/** The job's part: the lookup, and the link and email for an account that needs them. */
export async function sendAccountMail(deps: Deps, data: Record<string, unknown>): Promise<void> {
  const { kind, email, challengeId } = data;
  if (kind === 'sign-in-code') {
    if (typeof challengeId === 'number') await sendChallengeCode(deps, challengeId);
    return;
  }
  if (typeof email !== 'string') return;
  const user = await findByEmail(deps, email);
  if (kind === 'verify-email') {
    if (user && !user.emailVerifiedAt) await sendVerification(deps, user);
    return;
  }
  if (kind !== 'password-reset' || user?.status !== 'active') return;
  const token = await issueToken(deps.db, deps.clock, user.id, 'password_reset');
  await deps.mailer.send(
    templates.passwordReset(
      user.email,
      user.firstName,
      link(deps, '/auth/reset-password/new-password', { email: user.email, token }),
    ),
  );
}
