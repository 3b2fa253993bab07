/** Team members: invite, accept, roles, sub-account limits, removal, and the audit trail. */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, sessions, users } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { createRole, MEMBER_PASSWORD, member, subAccount } from './support/team.ts';
import { signedInUser, userRow } from './support/users.ts';

const database = useDatabase();
const TEAM = '/api/v1/merchant/team';

describe('roles of a member', () => {
  test('a change takes effect on the member’s next request, without signing in again', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const m = await member(t, owner.token, { roleName: 'Developer' });
    expect(errorBody(await t.get(`${TEAM}/roles`, { token: m.token }), 403).message).toBe('Not authorized');
    const assigned = await t.post(
      `${TEAM}/assign-role`,
      { userId: m.userId, roleName: 'Viewer' },
      { token: owner.token },
    );
    expect(assigned.body.message).toBe('User role updated successfully');
    expect((await t.get(`${TEAM}/roles`, { token: m.token })).status).toBe(200);
    // "Change role": the new role replaces the others in one change.
    await t.post(`${TEAM}/assign-role`, { userId: m.userId, roleName: 'Support' }, { token: owner.token });
    const replaced = await t.post(
      `${TEAM}/assign-role`,
      { userId: m.userId, roleName: 'Viewer', replace: true },
      { token: owner.token },
    );
    expect(replaced.status).toBe(200);
    expect((await t.get(`${TEAM}/get-user-access`, { token: m.token })).body.responseBody.roles).toEqual([
      'Viewer',
    ]);
    const revoked = await t.post(
      `${TEAM}/un-assign-role`,
      { userId: m.userId, roleName: 'Viewer' },
      { token: owner.token },
    );
    expect(revoked.body.message).toBe('Member role revoked successfully');
    errorBody(await t.get(`${TEAM}/roles`, { token: m.token }), 403);
    errorBody(
      await t.post(
        `${TEAM}/un-assign-role`,
        { userId: m.userId, roleName: 'Viewer' },
        { token: owner.token },
      ),
      404,
    );
  });

  test('nobody grants what they do not hold, changes their own access, or touches the owner', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const teamLead = await createRole(t, owner.token, [
      'team-members:read',
      'team-members:create',
      'team-members:update',
      'transactions:read',
    ]);
    const lead = await member(t, owner.token, { roleName: teamLead.name });
    const target = await member(t, owner.token, { roleName: 'Developer' });
    errorBody(
      await t.post(
        `${TEAM}/assign-role`,
        { userId: target.userId, roleName: 'Admin' },
        { token: lead.token },
      ),
      403,
    );
    errorBody(
      await t.post(
        `${TEAM}/roles`,
        { name: 'Sneaky', permissions: ['payout:create'] },
        { token: lead.token },
      ),
      403,
    );
    const ok = await createRole(t, lead.token, ['transactions:read']);
    expect(
      (
        await t.post(
          `${TEAM}/assign-role`,
          { userId: target.userId, roleName: ok.name },
          { token: lead.token },
        )
      ).status,
    ).toBe(200);
    const self = await t.post(
      `${TEAM}/assign-role`,
      { userId: lead.userId, roleName: ok.name },
      { token: lead.token },
    );
    expect(errorBody(self, 409).message).toBe('You cannot change your own access');
    const ownerId = owner.row.publicId;
    const onOwner = await t.post(
      `${TEAM}/un-assign-role`,
      { userId: ownerId, roleName: 'Admin' },
      { token: owner.token },
    );
    expect(errorBody(onOwner, 409).message).toBe("The owner's access cannot be changed");
    errorBody(await t.call('DELETE', `${TEAM}/remove-member?userId=${ownerId}`, { token: owner.token }), 409);
  });
});

describe('sub-accounts', () => {
  test('a member limited to a sub-account sees only it, and unassigning works', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const ikeja = await subAccount(t, owner.row.merchantId, 'Ikeja branch');
    const lekki = await subAccount(t, owner.row.merchantId, 'Lekki branch');
    const m = await member(t, owner.token, { roleName: 'Admin', subAccountIds: [ikeja.id] });
    const mine = await t.get(`${TEAM}/get-sub-accounts`, { token: m.token });
    expect(mine.body.responseBody).toEqual([{ uuid: ikeja.id, slug: ikeja.slug, name: 'Ikeja branch' }]);
    const all = await t.get(`${TEAM}/get-sub-accounts`, { token: owner.token });
    expect(all.body.responseBody.map((s: { name: string }) => s.name)).toEqual([
      'Ikeja branch',
      'Lekki branch',
    ]);
    const other = await member(t, owner.token, { roleName: 'Viewer' });
    // The limited admin cannot hand out a sub-account outside their own limit.
    errorBody(
      await t.post(
        `${TEAM}/assign-role`,
        { userId: other.userId, roleName: 'Viewer', subAccountIds: [lekki.id] },
        { token: m.token },
      ),
      403,
    );
    const assigned = await t.get(`${TEAM}/get-assigned-sub-accounts?userId=${m.userId}`, {
      token: owner.token,
    });
    expect(assigned.body.responseBody).toEqual([{ uuid: ikeja.id, slug: ikeja.slug, name: 'Ikeja branch' }]);
    const removed = await t.get(`${TEAM}/remove-sub-account?userId=${m.userId}&subAccountId=${ikeja.id}`, {
      token: owner.token,
    });
    expect(removed.body.message).toBe('Sub-account unassigned successfully');
    expect(
      (await t.get(`${TEAM}/get-user-access`, { token: m.token })).body.responseBody.subAccountIds,
    ).toEqual([]);
    const foreign = await subAccount(t, (await signedInUser(t)).row.merchantId);
    const bad = await t.post(
      `${TEAM}/assign-role`,
      { userId: m.userId, roleName: 'Viewer', subAccountIds: [foreign.id] },
      { token: owner.token },
    );
    expect(errorBody(bad, 422).errors?.subAccountIds).toEqual(['Unknown sub-account']);
  });
});

describe('removing a member', () => {
  test('ends their sessions at once and stops them signing in', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const m = await member(t, owner.token, { roleName: 'Viewer' });
    const res = await t.call('DELETE', `${TEAM}/remove-member?userId=${m.userId}`, { token: owner.token });
    expect(res.body.message).toBe('Member removed successfully');
    errorBody(await t.get('/api/v1/auth/session', { token: m.token }), 401, 'SESSION_EXPIRED');
    const row = await userRow(t, m.email);
    expect(row.status).toBe('removed');
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    errorBody(
      await t.post('/api/v2/auth/login', { email: m.email, password: MEMBER_PASSWORD, channel: 'web' }),
      401,
      'INVALID_CREDENTIALS',
    );
    const members = await t.get(`${TEAM}/members`, { token: owner.token });
    expect(members.body.responseBody.some((x: { email: string }) => x.email === m.email)).toBe(false);
  });
});

describe('audit log', () => {
  test('records who changed the team, what, when and from which address', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const m = await member(t, owner.token, { roleName: 'Viewer' });
    await t.post(`${TEAM}/assign-role`, { userId: m.userId, roleName: 'Finance' }, { token: owner.token });
    const log = await t.get(`${TEAM}/audit-log`, { token: owner.token });
    const items = log.body.responseBody.items as {
      action: string;
      target: string;
      actor: string;
      ip: string;
      createdAt: string;
    }[];
    expect(items.map((i) => i.action)).toEqual(['member.role_assigned', 'member.joined', 'member.invited']);
    // Only the owner reads it, whatever role a member holds.
    const admin = await member(t, owner.token, { roleName: 'Admin' });
    expect(errorBody(await t.get(`${TEAM}/audit-log`, { token: admin.token }), 403).message).toBe(
      'Not authorized',
    );
    expect(items[0]).toMatchObject({
      target: m.email,
      actor: `Amaka Eze <${owner.email}>`,
      ip: t.ip,
      createdAt: t.clock.now().toISOString(),
    });
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.merchantId, owner.row.merchantId));
    expect(rows).toHaveLength(5);
    const other = await signedInUser(t);
    expect((await t.get(`${TEAM}/audit-log`, { token: other.token })).body.responseBody.items).toEqual([]);
    expect((await t.db.select().from(users).where(eq(users.id, owner.row.id)))[0]?.isOwner).toBe(true);
  });
});
