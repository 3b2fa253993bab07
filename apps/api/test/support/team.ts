/** Team members made through the real endpoints: invite → emailed link → accept → session. */
import { randomBytes } from 'node:crypto';
import { subAccounts } from '#db/schema/index.ts';
import type { Harness } from './harness.ts';
import { firstLink, lastMail } from './mailbox.ts';
import { uniqueEmail } from './users.ts';

export const MEMBER_PASSWORD = 'Okra-Soup-Friday-9';

export async function invitationToken(t: Harness, email: string): Promise<string> {
  const url = firstLink(await lastMail(t.db, email, /invited to join/i));
  const token = url.searchParams.get('token');
  if (!url.pathname.endsWith('/auth/accept-invite') || !token)
    throw new Error(`not an invitation link: ${url}`);
  return token;
}

export async function invite(
  t: Harness,
  ownerToken: string,
  o: { roleName: string; subAccountIds?: string[]; email?: string },
): Promise<{ email: string; userId: string }> {
  const email = o.email ?? uniqueEmail('member');
  const res = await t.post(
    '/api/v1/merchant/team/register-member',
    { email, firstName: 'Bola', lastName: 'Ade', roleName: o.roleName, subAccountIds: o.subAccountIds },
    { token: ownerToken },
  );
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${res.text}`);
  return { email, userId: res.body.responseBody.userId as string };
}

/** Invites and accepts; returns the member's session token. */
export async function member(
  t: Harness,
  ownerToken: string,
  o: { roleName: string; subAccountIds?: string[] },
) {
  const invited = await invite(t, ownerToken, o);
  const token = await invitationToken(t, invited.email);
  const res = await t.post('/api/v1/merchant/team/accept-invitation', {
    token,
    firstName: 'Bola',
    lastName: 'Adeyemi',
    password: MEMBER_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`accept: ${res.status} ${res.text}`);
  return { ...invited, token: res.body.responseBody.token as string };
}

export async function createRole(
  t: Harness,
  ownerToken: string,
  permissions: string[],
  name = `Role ${randomBytes(3).toString('hex')}`,
) {
  const res = await t.post('/api/v1/merchant/team/roles', { name, permissions }, { token: ownerToken });
  if (res.status !== 201) throw new Error(`create role: ${res.status} ${res.text}`);
  return res.body.responseBody as { id: number; name: string };
}

/**
 * A bare sub-account row, for tests about members' limits (support/sub-accounts.ts creates them
 * through the endpoint, with their settlement account and split).
 */
export async function subAccount(t: Harness, merchantId: string, name = 'Ikeja branch') {
  const [row] = await t.db
    .insert(subAccounts)
    .values({ merchantId, name, slug: `sa-${randomBytes(5).toString('hex')}` })
    .returning();
  return row!;
}
