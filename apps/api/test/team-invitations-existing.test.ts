/**
 * Inviting an address that already has a Payrail account with another business answers exactly as
 * for a new address (issue 10, item 6: the 409 told anyone with a team which addresses have
 * accounts). The invitee sorts it out: the email tells them a sign-in belongs to one business, and
 * the invitation page and accepting both say so, leaving their own account as it was.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { invitationToken, MEMBER_PASSWORD } from './support/team.ts';
import { PASSWORD, signedInUser, signIn, uniqueEmail, userRow } from './support/users.ts';

const database = useDatabase();
const TEAM = '/api/v1/merchant/team';

const inviteBody = (email: string) => ({ email, firstName: 'Bola', lastName: 'Ade', roleName: 'Viewer' });

describe('inviting an address that has an account elsewhere', () => {
  test('answers as for a new address, and the team lists both alike', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const elsewhere = await signedInUser(t);
    const fresh = await t.post(`${TEAM}/register-member`, inviteBody(uniqueEmail('new')), {
      token: owner.token,
    });
    const taken = await t.post(`${TEAM}/register-member`, inviteBody(elsewhere.email), {
      token: owner.token,
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ ...fresh.body, responseBody: { userId: expect.stringMatching(/^USR-/) } });
    expect(Object.keys(taken.body.responseBody)).toEqual(Object.keys(fresh.body.responseBody));

    const list = (await t.get(`${TEAM}/members`, { token: owner.token })).body.responseBody as Record<
      string,
      unknown
    >[];
    const entry = (userId: string) => {
      const {
        userId: _id,
        email: _email,
        firstName: _f,
        lastName: _l,
        ...rest
      } = list.find((m) => m.userId === userId)!;
      return rest;
    };
    expect(entry(taken.body.responseBody.userId)).toEqual(entry(fresh.body.responseBody.userId));
    expect(entry(taken.body.responseBody.userId)).toMatchObject({ status: 'invited', roles: ['Viewer'] });
  });

  test('the invitee is told by email; the link and accepting say what to do; their account is untouched', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t, { businessName: 'Kemi Bakery' });
    const elsewhere = await signedInUser(t);
    const before = await userRow(t, elsewhere.email);
    expect(
      (await t.post(`${TEAM}/register-member`, inviteBody(elsewhere.email), { token: owner.token })).status,
    ).toBe(201);

    const mail = await lastMail(t.db, elsewhere.email, /invited to join Kemi Bakery/);
    expect(mail.text).toContain('already has a Payrail account');
    const token = await invitationToken(t, elsewhere.email);
    const message =
      'This email address already has a Payrail account, and a Payrail sign-in belongs to one business. Ask Kemi Bakery to invite another of your email addresses.';
    const preview = await t.get(`${TEAM}/invitation?token=${token}`);
    expect(errorBody(preview, 409, 'CONFLICT').message).toBe(message);
    const accepted = await t.post(`${TEAM}/accept-invitation`, {
      token,
      firstName: 'Bola',
      lastName: 'Ade',
      password: MEMBER_PASSWORD,
    });
    expect(errorBody(accepted, 409, 'CONFLICT').message).toBe(message);

    // Their own account: unchanged, and signing in still reaches their own business.
    expect(await userRow(t, elsewhere.email)).toEqual(before);
    const session = await signIn(t, elsewhere.email, PASSWORD);
    const me = await t.get('/api/v1/auth/session', { token: session });
    expect(me.body.responseBody.merchantName).toBe('Amaka Foods');
    // The forgotten-password link goes to the account, not to the invitation.
    expect((await t.post('/api/v1/auth/forget-password', { email: elsewhere.email })).status).toBe(200);
    await lastMail(t.db, elsewhere.email, /reset your password/i);
  });
});
