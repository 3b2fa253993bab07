/**
 * Users made through the real endpoints: register → verification email → verify → sign in.
 * Every email is unique, so tests can share a database (the PostgreSQL pass does).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '#db/schema/index.ts';
import type { Harness } from './harness.ts';
import { verificationToken } from './mailbox.ts';

let counter = 0;

export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${randomBytes(5).toString('hex')}-${counter}@example.test`;
}

export const PASSWORD = 'Kola-Nut-Stall-42';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amaka',
    lastName: 'Eze',
    email: uniqueEmail(),
    phone: '0803 123 4567',
    businessName: 'Amaka Foods',
    country: 'NG',
    password: PASSWORD,
    ...overrides,
  };
}

export type UserRow = typeof users.$inferSelect;

export async function userRow(t: Harness, email: string): Promise<UserRow> {
  // The account first: invitations from other businesses may share its address.
  const rows = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(sql`${users.status} = 'invited'`);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0];
}

/** Registers through POST auth/register and returns what was sent. */
export async function register(t: Harness, overrides: Record<string, unknown> = {}) {
  const input = registration(overrides);
  const res = await t.post('/api/v1/auth/register', input);
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
  return input;
}

/** Registers and verifies through the emailed link. */
export async function registerVerified(t: Harness, overrides: Record<string, unknown> = {}) {
  const input = await register(t, overrides);
  const token = await verificationToken(t.db, input.email);
  const res = await t.get(`/api/v2/registration-validation/${encodeURIComponent(token)}`);
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${res.text}`);
  return input;
}

export async function signIn(t: Harness, email: string, password = PASSWORD): Promise<string> {
  const res = await t.post('/api/v2/auth/login', { email, password, channel: 'web' });
  if (res.status !== 200 || typeof res.body?.responseBody?.token !== 'string') {
    throw new Error(`login: ${res.status} ${res.text}`);
  }
  return res.body.responseBody.token as string;
}

/** A verified owner with a session: the usual starting point. */
export async function signedInUser(t: Harness, overrides: Record<string, unknown> = {}) {
  const input = await registerVerified(t, overrides);
  const token = await signIn(t, input.email, input.password as string);
  return { ...input, token, row: await userRow(t, input.email) };
}

/** A verified owner with two-factor sign-in on (its settings screens come in a later issue). */
export async function twoFactorUser(t: Harness) {
  const input = await registerVerified(t);
  await t.db.update(users).set({ twoFactorEnabled: true }).where(sql`lower(${users.email}) = ${input.email}`);
  return input;
}
