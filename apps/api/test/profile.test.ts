/**
 * settings/profile and update-profile/{id}: the caller's own profile only (another merchant's
 * user and a teammate are 404), Nigerian and E.164 phones stored as E.164, the business name for
 * the owner only (audited), bad input as 422 field errors.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, merchants, users } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const PROFILE = '/api/v1/settings/profile';
const update = (id: string) => `/api/v1/settings/update-profile/${id}`;
const form = { firstName: 'Ngozi', lastName: 'Okafor', phone: '0905 555 1234' };

describe('updating the profile', () => {
  test('names and phone are saved, the phone as E.164, and read back by settings/profile', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await t.call('PATCH', update(owner.row.publicId), { body: form, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.responseBody).toMatchObject({
      firstName: 'Ngozi',
      lastName: 'Okafor',
      phone: '+2349055551234',
    });
    const read = await t.get(PROFILE, { token: owner.token });
    expect(read.body.responseBody).toMatchObject({
      id: owner.row.publicId,
      firstName: 'Ngozi',
      lastName: 'Okafor',
      phone: '+2349055551234',
      email: owner.email,
      businessName: 'Amaka Foods',
    });
  });

  test('phone shapes: local and coded Nigerian numbers and international E.164 are taken', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    for (const [phone, stored] of [
      ['08031234567', '+2348031234567'],
      ['234 701 234 5678', '+2347012345678'],
      ['+234 (810) 123-4567', '+2348101234567'],
      ['+44 20 7946 0958', '+442079460958'],
    ]) {
      const res = await t.call('PATCH', update(owner.row.publicId), {
        body: { ...form, phone },
        token: owner.token,
      });
      expect(res.body.responseBody?.phone, phone).toBe(stored);
    }
  });

  test('bad input answers 422 with field errors and changes nothing', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const id = owner.row.publicId;
    const cases: [unknown, string][] = [
      [{ ...form, firstName: '  ' }, 'firstName'],
      [{ ...form, lastName: 'x'.repeat(81) }, 'lastName'],
      [{ ...form, phone: '12345' }, 'phone'],
      [{ ...form, phone: '0803123456' }, 'phone'],
      [{ ...form, phone: '+0123456789' }, 'phone'],
      [{ ...form, phone: 42 }, 'phone'],
      [{ lastName: 'Okafor', phone: '08031234567' }, 'firstName'],
      [{ ...form, businessName: 'x' }, 'businessName'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('PATCH', update(id), { body, token: owner.token });
      expect(
        Object.keys(errorBody(res, 422, 'VALIDATION_ERROR').errors ?? {}),
        JSON.stringify(body),
      ).toContain(field);
    }
    const bad = await t.call('PATCH', update(id), { raw: '{"firstName": ', token: owner.token });
    errorBody(bad, 400, 'MALFORMED_JSON');
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.row.id));
    expect(row).toMatchObject({ firstName: 'Amaka', lastName: 'Eze', phone: '+2348031234567' });
  });

  test('another merchant’s user, a teammate and an unknown id are 404, and nobody is changed', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const mate = await member(t, owner.token, { roleName: 'Admin' });
    const [mateRow] = await t.db.select().from(users).where(eq(users.email, mate.email));
    for (const [token, id] of [
      [other.token, owner.row.publicId],
      [owner.token, other.row.publicId],
      [owner.token, mateRow!.publicId],
      [mate.token, owner.row.publicId],
      [owner.token, 'USR-NOPE'],
    ] as const) {
      errorBody(await t.call('PATCH', update(id), { body: form, token }), 404, 'NOT_FOUND');
    }
    const rows = await t.db.select().from(users).where(eq(users.merchantId, owner.row.merchantId));
    expect(rows.map((r) => r.firstName).sort()).toEqual(['Amaka', 'Bola']);
    expect((await t.get(PROFILE, { token: other.token })).body.responseBody.firstName).toBe('Amaka');
  });

  test('the owner may rename the business (audited); a member may not', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await t.call('PATCH', update(owner.row.publicId), {
      body: { ...form, businessName: 'Ngozi Fabrics' },
      token: owner.token,
    });
    expect(res.body.responseBody.businessName).toBe('Ngozi Fabrics');
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.merchantId, owner.row.merchantId),
          eq(auditEvents.action, 'merchant.business_name_changed'),
        ),
      );
    expect(audit).toMatchObject([
      { actorUserId: owner.row.id, details: { from: 'Amaka Foods', to: 'Ngozi Fabrics' } },
    ]);

    const mate = await member(t, owner.token, { roleName: 'Admin' });
    const me = (await t.get(PROFILE, { token: mate.token })).body.responseBody;
    const denied = await t.call('PATCH', update(me.id), {
      body: { ...form, businessName: 'Taken' },
      token: mate.token,
    });
    expect(errorBody(denied, 403).message).toBe('Not authorized');
    const ok = await t.call('PATCH', update(me.id), { body: form, token: mate.token });
    expect(ok.body.responseBody).toMatchObject({ firstName: 'Ngozi', businessName: 'Ngozi Fabrics' });
    const [m] = await t.db.select().from(merchants).where(eq(merchants.id, owner.row.merchantId));
    expect(m!.businessName).toBe('Ngozi Fabrics');
  });

  test('without a session: 401', async () => {
    const t = harness(database.db);
    errorBody(await t.call('PATCH', update('USR-X'), { body: form }), 401);
  });
});
