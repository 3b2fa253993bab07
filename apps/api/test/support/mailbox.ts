/** Reads what the dev mailbox stored (the mail_messages table) and pulls links and codes out of it. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { mailMessages } from '#db/schema/index.ts';

export type StoredMail = typeof mailMessages.$inferSelect;

/** Messages to one address, newest first. */
export async function mailTo(db: Db, to: string): Promise<StoredMail[]> {
  return db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, to.toLowerCase()))
    .orderBy(desc(mailMessages.createdAt));
}

/** The newest message to `to` whose subject matches, or an error naming what was there. */
export async function lastMail(db: Db, to: string, subject: RegExp): Promise<StoredMail> {
  const all = await mailTo(db, to);
  const found = all.find((m) => subject.test(m.subject));
  if (!found) {
    throw new Error(`no mail to ${to} matching ${subject}; have: ${all.map((m) => m.subject).join(' | ')}`);
  }
  return found;
}

/** The first link in a message's text. */
export function firstLink(mail: Pick<StoredMail, 'text'>): URL {
  const m = mail.text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return new URL(m[0]);
}

export async function verificationToken(db: Db, to: string): Promise<string> {
  const url = firstLink(await lastMail(db, to, /verify your email/i));
  const token = url.searchParams.get('email_verify_url');
  if (!url.pathname.endsWith('/auth/verified') || !token) throw new Error(`not a verification link: ${url}`);
  return token;
}

export async function resetLink(db: Db, to: string): Promise<{ email: string; token: string }> {
  const url = firstLink(await lastMail(db, to, /reset your password/i));
  const email = url.searchParams.get('email');
  const token = url.searchParams.get('token');
  if (!url.pathname.endsWith('/auth/reset-password/new-password') || !email || !token) {
    throw new Error(`not a reset link: ${url}`);
  }
  return { email, token };
}

export async function twoFactorCode(db: Db, to: string): Promise<string> {
  const mail = await lastMail(db, to, /sign-in code/i);
  const code = mail.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code || !mail.text.includes(code)) throw new Error(`no code in: ${mail.subject}`);
  return code;
}
