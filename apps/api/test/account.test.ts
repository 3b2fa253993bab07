/**
 * The dashboard layout's fetch-ahead calls (spec 000 §2): two-factor status and initiate check,
 * team access, profile, KYB stage, next stage and details. Each answers the caller's own data.
 */
import { ALL_PERMISSIONS } from '@payrail/contract/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const FETCH_AHEAD = [
  '/api/v1/two-factor-auth/check',
  '/api/v1/two-factor-auth/check-initiate',
  '/api/v1/merchant/team/get-user-access',
  '/api/v1/settings/profile',
  '/api/v1/kyb/get-stage',
  '/api/v1/kyb/get-next-stage',
  '/api/v1/kyb',
];

describe('fetch-ahead endpoints', () => {
  test('answer a new owner with real, minimal data', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    const get = async (path: string) => {
      const res = await t.get(path, { token: user.token });
      expect(res.status, path).toBe(200);
      expect(res.body.message, path).toEqual(expect.any(String));
      return res.body.responseBody;
    };
    expect(await get('/api/v1/two-factor-auth/check')).toEqual({
      enabled: false,
      authenticatorApp: false,
      recoveryCodesRemaining: 0,
    });
    expect(await get('/api/v1/two-factor-auth/check-initiate')).toEqual({
      initiated: false,
      expiresAt: null,
    });
    expect(await get('/api/v1/merchant/team/get-user-access')).toEqual({
      isOwner: true,
      roles: ['Owner'],
      permissions: [...ALL_PERMISSIONS].sort(),
      subAccountIds: [],
    });
    expect(await get('/api/v1/settings/profile')).toEqual({
      id: user.row.publicId,
      firstName: 'Amaka',
      lastName: 'Eze',
      email: user.email,
      phone: '+2348031234567',
      businessName: 'Amaka Foods',
      merchantId: user.row.merchantId,
      emailVerified: true,
      twoFactorEnabled: false,
      hasPicture: false,
      createdAt: user.row.createdAt.toISOString(),
    });
    expect(await get('/api/v1/kyb/get-stage')).toEqual({
      data: null,
      status: 'not_started',
      business_category_id: null,
      stages: [],
    });
    expect(await get('/api/v1/kyb/get-next-stage')).toEqual({ currentStage: null, stagesComplete: false });
    expect(await get('/api/v1/kyb')).toEqual([[]]);
  });

  test("each caller sees their own merchant's data", async () => {
    const t = harness(database.db);
    const a = await signedInUser(t, { businessName: 'Alpha Stores', firstName: 'Bola' });
    const b = await signedInUser(t, {
      businessName: 'Beta Traders',
      firstName: 'Chika',
      phone: '+44 20 7946 0958',
      country: 'GB',
    });
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, b.row.id));
    const profileA = (await t.get('/api/v1/settings/profile', { token: a.token })).body.responseBody;
    const profileB = (await t.get('/api/v1/settings/profile', { token: b.token })).body.responseBody;
    expect(profileA).toMatchObject({
      firstName: 'Bola',
      businessName: 'Alpha Stores',
      merchantId: a.row.merchantId,
    });
    expect(profileB).toMatchObject({
      firstName: 'Chika',
      businessName: 'Beta Traders',
      phone: '+442079460958',
    });
    expect(profileA.merchantId).not.toBe(profileB.merchantId);
    expect(
      (await t.get('/api/v1/two-factor-auth/check', { token: a.token })).body.responseBody,
    ).toMatchObject({
      enabled: false,
    });
    expect(
      (await t.get('/api/v1/two-factor-auth/check', { token: b.token })).body.responseBody,
    ).toMatchObject({
      enabled: true,
    });
  });

  test('every one answers 401 without a session and after logout', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    expect((await t.post('/api/v1/auth/logout', undefined, { token: user.token })).status).toBe(200);
    for (const path of FETCH_AHEAD) {
      errorBody(await t.get(path), 401, 'UNAUTHENTICATED');
      errorBody(await t.get(path, { token: user.token }), 401, 'SESSION_EXPIRED');
    }
  });

  test('unsupported methods and unknown sub-paths answer JSON 404', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    for (const [method, path] of [
      ['DELETE', '/api/v1/kyb/get-stage'],
      ['GET', '/api/v1/kyb/nothing-here'],
      ['GET', '/api/v1/settings/profile/extra'],
    ] as const) {
      errorBody(await t.call(method, path, { token: user.token }), 404, 'NOT_FOUND');
    }
  });
});
