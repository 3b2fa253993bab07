/**
 * KYB stages: categories and industries, saving each stage (with Nigerian validation), the current
 * and next stage, submitting for review, and what a profile under review refuses. Nothing is
 * half-written by a refused save.
 */
import { KYB_CATEGORIES, KYB_INDUSTRIES } from '@payrail/contract/kyb';
import { describe, expect, test } from 'vitest';
import { kybBusinessCategories, kybIndustries } from '#db/schema/index.ts';
import { DEMO, seedDemo } from '#src/seed.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import {
  businessDetails,
  K,
  ownerIdentity,
  patch,
  pdf,
  settlementAccount,
  submitKyb,
  upload,
} from './support/kyb.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

const details = async (t: Harness, token: string) => (await t.get(K, { token })).body.responseBody[0][0];
const next = async (t: Harness, token: string) =>
  (await t.get(`${K}/get-next-stage`, { token })).body.responseBody;

describe('categories and industries', () => {
  test('are listed for any signed-in user, as the migration seeded them', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const cats = await t.get('/api/v1/business-categories', { token });
    expect(cats.status).toBe(200);
    expect(cats.body.responseBody.map((c: { name: string }) => c.name)).toEqual([
      'Starter business',
      'Registered business name',
      'Limited liability company',
      'NGO / Incorporated trustees',
    ]);
    expect(cats.body.responseBody[2]).toMatchObject({
      id: 3,
      registration: 'rc',
      requiresBvn: true,
      requiredDocuments: ['cac-certificate', 'proof-of-address'],
      stages: ['business-details', 'owner-identity', 'documents', 'settlement-account', 'review'],
    });
    const inds = await t.get('/api/v1/industry-categories', { token });
    expect(inds.body.responseBody.map((i: { name: string }) => i.name)).toContain('Software and IT services');
    const rows = await t.db.select().from(kybBusinessCategories).orderBy(kybBusinessCategories.id);
    expect(rows).toEqual(KYB_CATEGORIES.map(({ id, name, description }) => ({ id, name, description })));
    expect(await t.db.select().from(kybIndustries).orderBy(kybIndustries.id)).toEqual([...KYB_INDUSTRIES]);
    expect((await t.get('/api/v1/industry-categories')).status).toBe(401);
  });
});

describe('saving stages', () => {
  test('a new merchant has not started; each saved stage moves the current stage on', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    expect((await t.get(K, { token })).body.responseBody).toEqual([[]]);
    expect(await next(t, token)).toEqual({ currentStage: null, stagesComplete: false });
    const stage = await t.get(`${K}/get-stage`, { token });
    expect(stage.body.responseBody).toEqual({
      data: null,
      status: 'not_started',
      business_category_id: null,
      stages: [],
    });

    const saved = await patch(t, token, businessDetails(3));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.responseBody).toMatchObject({
      business_category_id: 3,
      status: 'in_progress',
      current_stage: 'owner-identity',
    });
    expect(saved.body.responseBody.stages['business-details']).toMatchObject({
      registrationNumber: 'RC1234567',
      businessPhone: '+2348031234567',
    });
    expect(await next(t, token)).toEqual({ currentStage: 'owner-identity', stagesComplete: false });

    expect((await patch(t, token, ownerIdentity())).status).toBe(200);
    const record = await details(t, token);
    expect(record.stages['owner-identity']).toMatchObject({ bvn: '*******5678', nin: '*******8901' });
    expect(record.current_stage).toBe('documents');
    const view = (await t.get(`${K}/get-stage`, { token })).body.responseBody;
    expect(view.data).toBe('documents');
    expect(view.stages.map((s: { complete: boolean }) => s.complete)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  test('bad input is a 422 with field errors and changes nothing', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const cases: [unknown, string[]][] = [
      [{}, ['stage']],
      [{ stage: 'payouts' }, ['stage']],
      [businessDetails(1, { businessPhone: '+44 7700 900123' }), ['businessPhone']],
      [businessDetails(3, { registrationNumber: 'BN123' }), ['registrationNumber']],
      [businessDetails(2, { registrationNumber: undefined }), ['registrationNumber']],
      [businessDetails(9), ['businessCategoryId']],
      [businessDetails(1, { industryId: 999 }), ['industryId']],
      [businessDetails(1, { state: 'London', businessEmail: 'no' }), ['businessEmail', 'state']],
      [ownerIdentity(), ['stage']],
    ];
    for (const [body, fields] of cases) {
      const res = await patch(t, token, body);
      expect(Object.keys(errorBody(res, 422).errors ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect((await t.get(K, { token })).body.responseBody).toEqual([[]]);
    expect((await t.call('PATCH', K, { token, raw: '{"stage":' })).status).toBe(400);

    await patch(t, token, businessDetails(3));
    const later: [unknown, string[]][] = [
      [ownerIdentity({ bvn: '123' }), ['bvn']],
      [ownerIdentity({ nin: '1234567890x' }), ['nin']],
      [ownerIdentity({ bvn: null }), ['bvn']],
      [ownerIdentity({ dateOfBirth: '2015-01-01' }), ['dateOfBirth']],
      [ownerIdentity({ phone: '12345' }), ['phone']],
      [settlementAccount({ accountNumber: '012345678' }), ['accountNumber']],
      [settlementAccount({ accountNumber: '0123456789' }), ['accountNumber']],
      [settlementAccount({ bankCode: '999' }), ['bankCode']],
      [{ stage: 'documents' }, ['cac-certificate', 'proof-of-address']],
      [{ stage: 'review', confirm: false }, ['confirm']],
      [
        { stage: 'review', confirm: true },
        ['cac-certificate', 'documents', 'owner-identity', 'proof-of-address', 'settlement-account'],
      ],
    ];
    for (const [body, fields] of later) {
      const res = await patch(t, token, body);
      expect(Object.keys(errorBody(res, 422).errors ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const record = await details(t, token);
    expect(Object.keys(record.stages)).toEqual(['business-details']);
    expect(record.status).toBe('in_progress');
  });

  test('a starter business needs no CAC number; a NIN alone will do', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const res = await patch(t, token, businessDetails(1, { registrationNumber: 'anything' }));
    expect(res.body.responseBody.stages['business-details'].registrationNumber).toBeNull();
    expect((await patch(t, token, ownerIdentity({ bvn: null }))).status).toBe(200);
    const docs = await patch(t, token, { stage: 'documents' });
    expect(Object.keys(errorBody(docs, 422).errors!).sort()).toEqual(['government-id', 'proof-of-address']);
  });
});

describe('submitting for review', () => {
  test('the last stage puts the merchant under review, notifies them, and locks the profile', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const res = await submitKyb(t, token, 3);
    expect(res.status).toBe(200);
    const record = await details(t, token);
    expect(record).toMatchObject({ status: 'under_review', current_stage: 'review', rejection_reason: null });
    expect(record.submitted_at).toBe(t.clock.now().toISOString());
    expect(record.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'cac-certificate',
      'proof-of-address',
    ]);
    expect(record.stages['settlement-account']).toMatchObject({ bankName: 'Guaranty Trust Bank' });
    expect(await next(t, token)).toEqual({ currentStage: 'review', stagesComplete: true });
    const list = (await t.get('/api/v1/merchant/notifications', { token })).body.responseBody;
    expect(list.items[0]).toMatchObject({ kind: 'kyb.submitted', title: 'Business verification submitted' });

    const locked = await patch(t, token, settlementAccount());
    expect(errorBody(locked, 409, 'KYB_LOCKED').message).toMatch(/under review/);
    expect(errorBody(await upload(t, token, 'proof-of-address', pdf()), 409, 'KYB_LOCKED')).toBeTruthy();
  });

  test('changing the category after saving re-checks everything at submission', async () => {
    const t = harness(database.db);
    const other = await signedInUser(t);
    await patch(t, other.token, businessDetails(1));
    await patch(t, other.token, ownerIdentity({ bvn: null }));
    await patch(t, other.token, businessDetails(3));
    const res = await patch(t, other.token, { stage: 'review', confirm: true });
    expect(errorBody(res, 422).errors).toMatchObject({ 'owner-identity': ["Enter the director's BVN"] });
  });

  test('members need kyb:update to save a stage', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    expect(errorBody(await patch(t, viewer.token, businessDetails(1)), 403).message).toBe('Not authorized');
    expect((await t.get(`${K}/get-next-stage`, { token: viewer.token })).status).toBe(200);
  });
});

describe('the sandbox demo merchant', () => {
  test('is KYB approved, so the demo lands on /home', async () => {
    await seedDemo(database.db);
    const t = harness(database.db);
    const login = await t.post('/api/v2/auth/login', { ...DEMO.owner, channel: 'web' });
    const token = login.body.responseBody.token as string;
    expect((await t.get(`${K}/get-next-stage`, { token })).body.responseBody).toEqual({
      currentStage: 'review',
      stagesComplete: true,
    });
    expect((await t.get(K, { token })).body.responseBody[0][0]).toMatchObject({
      business_category_id: 2,
      status: 'approved',
    });
  });
});
