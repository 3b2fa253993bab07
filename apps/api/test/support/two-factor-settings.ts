/** Helpers for the two-factor settings tests: emailed settings codes and turning two-factor on. */
import { generate } from 'otplib';
import type { Db } from '#db/client.ts';
import type { Harness } from './harness.ts';
import { lastMail } from './mailbox.ts';

export const TFA = '/api/v1/two-factor-auth';

/** The newest emailed settings code: `enable` (turning on) or `proof` (confirming a change). */
export async function settingsCode(db: Db, to: string, purpose: 'enable' | 'proof'): Promise<string> {
  const subject = purpose === 'enable' ? /code to turn on two-factor/i : /code to change two-factor/i;
  const mail = await lastMail(db, to, subject);
  const code = mail.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code || !mail.text.includes(code)) throw new Error(`no code in: ${mail.subject}`);
  return code;
}

/** Turns two-factor on through initiate + enable; returns the recovery codes. */
export async function enableTwoFactor(t: Harness, user: { email: string; token: string }): Promise<string[]> {
  const started = await t.get(`${TFA}/initiate`, { token: user.token });
  if (started.status !== 200) throw new Error(`initiate: ${started.status} ${started.text}`);
  const code = await settingsCode(t.db, user.email, 'enable');
  const res = await t.post(`${TFA}/enable`, { two_factor_code: code }, { token: user.token });
  if (res.status !== 200) throw new Error(`enable: ${res.status} ${res.text}`);
  return res.body.responseBody.recoveryCodes as string[];
}

/** The authenticator code for the harness clock's current time (plus `offsetSeconds`). */
export function totpCode(t: Harness, secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
}

/** A code that is not `code`. */
export const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
