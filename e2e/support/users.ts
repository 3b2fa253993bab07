/**
 * Test people. The sandbox seed provides the demo owner and the demo two-factor user; flows that
 * need an account of their own register a fresh one through the API (the register flow itself
 * goes through the browser).
 */
import { linkIn, waitForMail } from './mailbox.ts';

export const DEMO_OWNER = {
  email: 'demo@payrail.test',
  password: 'Lagos-Demo-2026',
  firstName: 'Ada',
} as const;
export const DEMO_TWO_FACTOR = {
  email: 'demo-2fa@payrail.test',
  password: 'Lagos-Demo-2026',
  firstName: 'Tunde',
} as const;

export type TestUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  businessName: string;
};

let counter = 0;
export function newUser(firstName = 'Ngozi'): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `e2e-${tag}@payrail.test`,
    password: `Harmattan-${tag}-9`,
    firstName,
    lastName: 'Adeyemi',
    businessName: `${firstName}'s Store`,
  };
}

/**
 * A made-up client address for each API call: the e2e server trusts X-Forwarded-For (global-setup),
 * so the many merchants the flows register do not all count against one address's sign-up limit
 * (20 an hour), as they would not in life.
 */
const someClient = () =>
  `10.${(counter * 7) % 250}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function call(baseUrl: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': someClient(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<{ message: string; responseBody: unknown }>;
}

/** Registers through the API; answers the person and the emailed verification link (not opened). */
export async function registerUser(
  baseUrl: string,
  firstName?: string,
): Promise<TestUser & { verifyLink: URL }> {
  const user = newUser(firstName);
  await call(baseUrl, 'POST', '/api/v1/auth/register', {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: '08031234567',
    businessName: user.businessName,
    password: user.password,
  });
  const mail = await waitForMail(baseUrl, user.email, { subject: 'Verify your email address' });
  return { ...user, verifyLink: linkIn(mail, baseUrl) };
}

/** Registers through the API and verifies the email with the emailed link's token. */
export async function registerVerifiedUser(baseUrl: string, firstName?: string): Promise<TestUser> {
  const { verifyLink, ...user } = await registerUser(baseUrl, firstName);
  const token = verifyLink.searchParams.get('email_verify_url');
  if (!token) throw new Error(`The verification link has no email_verify_url: ${verifyLink}`);
  await call(baseUrl, 'GET', `/api/v2/registration-validation/${encodeURIComponent(token)}`);
  return user;
}
