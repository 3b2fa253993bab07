/** Roles and their permissions: system roles fixed, merchant roles created, changed and deleted. */
import { FEATURES, SYSTEM_ROLES } from '@payrail/contract/permissions';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rolePermissions, roles } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const TEAM = '/api/v1/merchant/team';

describe('roles', () => {
  test('the system roles in the database are exactly the contract’s (the migration has not drifted)', async () => {
    const t = harness(database.db);
    const rows = await t.db.select().from(roles).where(isNull(roles.merchantId)).orderBy(roles.id);
    expect(rows.map((r) => ({ id: r.id, name: r.name, description: r.description }))).toEqual(
      SYSTEM_ROLES.map((r) => ({ id: r.id, name: r.name, description: r.description })),
    );
    for (const r of SYSTEM_ROLES) {
      const perms = await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, r.id));
      expect(perms.map((p) => p.permission).sort()).toEqual([...r.permissions].sort());
    }
  });

  test('lists system roles and the merchant’s own with member counts; another merchant’s stay hidden', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const mine = await createRole(t, owner.token, ['transactions:read', 'customers:read'], 'Shop floor');
    await member(t, owner.token, { roleName: 'Shop floor' });
    const other = await signedInUser(t);
    await createRole(t, other.token, [], 'Their secret role');
    const res = await t.get(`${TEAM}/roles`, { token: owner.token });
    const list = res.body.responseBody as {
      id: number;
      name: string;
      system: boolean;
      memberCount: number;
      permissions: string[];
    }[];
    expect(list.map((r) => r.name)).toEqual([
      'Admin',
      'Finance',
      'Developer',
      'Support',
      'Viewer',
      'Shop floor',
    ]);
    expect(list.find((r) => r.id === mine.id)).toMatchObject({
      system: false,
      memberCount: 1,
      permissions: ['customers:read', 'transactions:read'],
    });
    expect(list.find((r) => r.name === 'Admin')).toMatchObject({ system: true, memberCount: 0 });
  });

  test('creates a role; refuses a taken or system name, an unknown permission, and bad input', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await t.post(
      `${TEAM}/roles`,
      { name: 'Payouts desk', description: 'Sends payouts', permissions: ['payout:read', 'payout:create'] },
      { token: owner.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Role created successfully');
    expect(res.body.responseBody).toMatchObject({
      name: 'Payouts desk',
      system: false,
      permissions: ['payout:create', 'payout:read'],
      memberCount: 0,
    });
    expect(res.body.responseBody.id).toBeGreaterThan(5);
    expect(
      errorBody(await t.post(`${TEAM}/roles`, { name: 'payouts DESK' }, { token: owner.token }), 409).message,
    ).toBe('A role with this name already exists');
    errorBody(await t.post(`${TEAM}/roles`, { name: 'admin' }, { token: owner.token }), 409);
    const unknown = errorBody(
      await t.post(`${TEAM}/roles`, { name: 'X role', permissions: ['payout:fly'] }, { token: owner.token }),
      422,
    );
    expect(unknown.errors?.['permissions.0']).toEqual(['Unknown permission']);
    errorBody(await t.post(`${TEAM}/roles`, { name: 'x'.repeat(41) }, { token: owner.token }), 422);
    errorBody(
      await t.call('POST', `${TEAM}/roles`, { raw: '{"name":', token: owner.token }),
      400,
      'MALFORMED_JSON',
    );
  });

  test('sets a role’s permissions and reads them back grouped by feature; system roles are fixed', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const role = await createRole(t, owner.token, ['transactions:read']);
    const set = await t.post(
      `${TEAM}/assign-permissions`,
      { roleId: role.id, permissions: ['payout:read', 'payout:create', 'kyb:read'] },
      { token: owner.token },
    );
    expect(set.body.message).toBe('Permissions assigned successfully');
    const grouped = await t.get(`${TEAM}/get-permission-by-role?roleId=${role.id}`, { token: owner.token });
    expect(grouped.body.responseBody).toEqual({
      roleId: role.id,
      permissions: { kyb: ['kyb:read'], payout: ['payout:create', 'payout:read'] },
    });
    const features = await t.get(`${TEAM}/get-assigned-features-by-role?roleId=${role.id}`, {
      token: owner.token,
    });
    expect(features.body.responseBody.map((f: { name: string }) => f.name)).toEqual(['payout', 'kyb']);
    const all = await t.get(`${TEAM}/features`, { token: owner.token });
    expect(all.body.responseBody).toHaveLength(FEATURES.length);
    const system = await t.post(
      `${TEAM}/assign-permissions`,
      { roleId: 5, permissions: [] },
      { token: owner.token },
    );
    expect(errorBody(system, 409).message).toBe(
      'System roles cannot be changed. Create a role of your own instead.',
    );
    expect(
      errorBody(await t.get(`${TEAM}/get-permission-by-role?roleId=0`, { token: owner.token }), 422).errors
        ?.roleId,
    ).toBeDefined();
  });

  test('deletes a role nobody holds; says so when it is in use; system roles stay', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const used = await createRole(t, owner.token, ['transactions:read']);
    const m = await member(t, owner.token, { roleName: used.name });
    const inUse = await t.call('DELETE', `${TEAM}/delete-role?roleId=${used.id}`, { token: owner.token });
    expect(errorBody(inUse, 409).message).toBe(
      'This role is assigned to 1 member. Assign them another role first.',
    );
    await t.post(`${TEAM}/assign-role`, { userId: m.userId, roleName: 'Viewer' }, { token: owner.token });
    await t.post(`${TEAM}/un-assign-role`, { userId: m.userId, roleName: used.name }, { token: owner.token });
    const gone = await t.call('DELETE', `${TEAM}/delete-role?roleId=${used.id}`, { token: owner.token });
    expect(gone.body.message).toBe('Role deleted successfully');
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, used.id))).toEqual([]);
    expect(
      errorBody(await t.call('DELETE', `${TEAM}/delete-role?roleId=1`, { token: owner.token }), 409).message,
    ).toBe('System roles cannot be deleted');
    errorBody(await t.call('DELETE', `${TEAM}/delete-role?roleId=${used.id}`, { token: owner.token }), 404);
  });
});
