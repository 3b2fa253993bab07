/** Team invitations: invite, the emailed single-use link, accept, re-invite, expiry, refusals. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { oneTimeTokens } from '#db/schema/index.ts';
import { hashToken } from '#lib/crypto.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { invitationToken, invite, MEMBER_PASSWORD } from './support/team.ts';
import { signedInUser, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();
const TEAM = '/api/v1/merchant/team';

describe('inviting a member', () => {
  test('creates an invited member with the role, emails a single-use link, and joins on accept', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const { email, userId } = await invite(t, owner.token, { roleName: 'Finance' });
    const row = await userRow(t, email);
    expect(row).toMatchObject({
      merchantId: owner.row.merchantId,
      status: 'invited',
      passwordHash: null,
      publicId: userId,
    });

    const list = await t.get(`${TEAM}/members`, { token: owner.token });
    expect(list.body.responseBody.find((m: { email: string }) => m.email === email)).toMatchObject({
      userId,
      status: 'invited',
      joinedAt: null,
      invitedAt: t.clock.now().toISOString(),
      roles: ['Finance'],
      isOwner: false,
    });

    const token = await invitationToken(t, email);
    const preview = await t.get(`${TEAM}/invitation?token=${token}`);
    expect(preview.body.responseBody).toEqual({
      email,
      merchantName: 'Amaka Foods',
      invitedBy: 'Amaka Eze',
      firstName: 'Bola',
      lastName: 'Ade',
    });
    const accepted = await t.post(`${TEAM}/accept-invitation`, {
      token,
      firstName: 'Bola',
      lastName: 'Adeyemi',
      password: MEMBER_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.responseBody.user).toMatchObject({
      email,
      roles: ['Finance'],
      merchantName: 'Amaka Foods',
    });
    expect(await userRow(t, email)).toMatchObject({
      status: 'active',
      lastName: 'Adeyemi',
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
    });

    const again = await t.post(`${TEAM}/accept-invitation`, {
      token,
      firstName: 'X',
      lastName: 'Y',
      password: MEMBER_PASSWORD,
    });
    errorBody(again, 400, 'INVALID_INVITATION');
    const access = await t.get(`${TEAM}/get-user-access`, { token: accepted.body.responseBody.token });
    expect(access.body.responseBody).toMatchObject({ isOwner: false, roles: ['Finance'], subAccountIds: [] });
    expect(access.body.responseBody.permissions).toContain('payout:create');
    expect(access.body.responseBody.permissions).not.toContain('team-members:read');
  });

  test('refuses bad input, a teammate’s address and an unknown role with field errors or a conflict', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const bad = errorBody(
      await t.post(`${TEAM}/register-member`, { email: 'nope', roleName: '' }, { token: owner.token }),
      422,
    );
    expect(Object.keys(bad.errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName', 'roleName']),
    );
    const unknown = errorBody(
      await t.post(
        `${TEAM}/register-member`,
        { email: uniqueEmail(), firstName: 'A', lastName: 'B', roleName: 'Astronaut' },
        { token: owner.token },
      ),
      422,
    );
    expect(unknown.errors?.roleName).toEqual(['Unknown role']);
    const self = await t.post(
      `${TEAM}/register-member`,
      { email: owner.email, firstName: 'A', lastName: 'B', roleName: 'Viewer' },
      { token: owner.token },
    );
    expect(errorBody(self, 409).message).toBe('This person is already on your team');
    // An address with an account at another business is invited like any other
    // (team-invitations-existing.test.ts).
  });

  test('re-inviting replaces the link; an expired link is refused', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const { email, userId } = await invite(t, owner.token, { roleName: 'Viewer' });
    const first = await invitationToken(t, email);
    t.clock.advance(1000);
    const res = await t.get(`${TEAM}/re-invite-member?userId=${userId}`, { token: owner.token });
    expect(res.body.message).toBe('Invitation resent successfully');
    const second = await invitationToken(t, email);
    expect(second).not.toBe(first);
    errorBody(await t.get(`${TEAM}/invitation?token=${first}`), 400);
    t.clock.advance(7 * 24 * 60 * 60_000);
    const late = await t.post(`${TEAM}/accept-invitation`, {
      token: second,
      firstName: 'A',
      lastName: 'B',
      password: MEMBER_PASSWORD,
    });
    expect(errorBody(late, 400).message).toBe(
      'This invitation is invalid or has expired. Ask for a new one.',
    );
    const row = await userRow(t, email);
    const tokens = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, row.id), eq(oneTimeTokens.purpose, 'invite')));
    // Stored only as hashes: the live link's hash is there once, its text nowhere.
    expect(tokens.filter((x) => x.tokenHash === hashToken(second))).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(second);
  });
});
