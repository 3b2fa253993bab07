/**
 * The KYB review: the sandbox simulator (owner only, sandbox mode only), the operator endpoint
 * behind OPS_TOKEN and the operator CLI (through a running server, and on the database), the
 * merchant told in-app and by email, and the money-out rule that holds until approval.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { kybLocal } from '#cli/kyb-commands.ts';
import type { Database } from '#db/client.ts';
import { auditEvents } from '#db/schema/index.ts';
import { AppError } from '#lib/errors.ts';
import { assertMayMoveMoneyOut } from '#modules/kyb/kyb-review.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness, testConfig } from './support/harness.ts';
import { K, patch, settlementAccount, submitKyb } from './support/kyb.ts';
import { lastMail } from './support/mailbox.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const OPS_TOKEN = 'ops-token-for-tests-0123456789abcdef';
const decide = (t: Harness, token: string, body: unknown) => t.post(`${K}/sandbox/decision`, body, { token });
const record = async (t: Harness, token: string) => (await t.get(K, { token })).body.responseBody[0][0];
const notifications = async (t: Harness, token: string) =>
  (await t.get('/api/v1/merchant/notifications', { token })).body.responseBody.items as {
    kind: string;
    body: string;
  }[];

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e instanceof AppError ? { status: e.status, code: e.code, message: e.message } : e;
  }
  return 'passed';
}

describe('sandbox review simulator', () => {
  test('a rejection with its reason, a fix and resubmission, then approval; the owner is told each time', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const merchantId = owner.row.merchantId;
    expect(await refusal(assertMayMoveMoneyOut(t.db, merchantId))).toEqual({
      status: 403,
      code: 'KYB_NOT_APPROVED',
      message: 'Money cannot leave your account until your business verification (KYB) is approved.',
    });
    expect(
      errorBody(await decide(t, owner.token, { decision: 'approve' }), 409, 'KYB_NOT_UNDER_REVIEW'),
    ).toBeTruthy();
    await submitKyb(t, owner.token, 2);
    expect((await refusal(assertMayMoveMoneyOut(t.db, merchantId))) as { code: string }).toMatchObject({
      code: 'KYB_NOT_APPROVED',
    });

    expect(Object.keys(errorBody(await decide(t, owner.token, { decision: 'reject' }), 422).errors!)).toEqual(
      ['reason'],
    );
    const admin = await member(t, owner.token, { roleName: 'Admin' });
    expect(errorBody(await decide(t, admin.token, { decision: 'approve' }), 403).message).toBe(
      'Not authorized',
    );

    t.clock.advance(60_000);
    const rejected = await decide(t, owner.token, {
      decision: 'reject',
      reason: 'The proof of address is older than 3 months',
    });
    expect(rejected.body.responseBody).toEqual({ status: 'rejected' });
    expect(await record(t, owner.token)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The proof of address is older than 3 months',
    });
    expect((await t.get(`${K}/get-next-stage`, { token: owner.token })).body.responseBody).toEqual({
      currentStage: 'review',
      stagesComplete: false,
    });
    expect((await notifications(t, owner.token))[0]).toMatchObject({ kind: 'kyb.rejected' });
    expect((await notifications(t, owner.token))[0]!.body).toContain('older than 3 months');
    expect((await lastMail(t.db, owner.email, /needs changes/)).text).toContain(
      'Reason: The proof of address is older',
    );

    expect((await patch(t, owner.token, settlementAccount())).body.responseBody.status).toBe('in_progress');
    t.clock.advance(60_000);
    expect((await patch(t, owner.token, { stage: 'review', confirm: true })).body.responseBody).toMatchObject(
      {
        status: 'under_review',
        rejection_reason: null,
      },
    );
    t.clock.advance(60_000);
    const approved = await decide(t, owner.token, { decision: 'approve' });
    expect(approved.body).toEqual({
      message: 'KYB approved (sandbox)',
      responseBody: { status: 'approved' },
    });
    expect(await record(t, owner.token)).toMatchObject({
      status: 'approved',
      reviewed_at: t.clock.now().toISOString(),
    });
    expect(
      (await t.get(`${K}/get-next-stage`, { token: owner.token })).body.responseBody.stagesComplete,
    ).toBe(true);
    expect((await notifications(t, owner.token))[0]).toMatchObject({ kind: 'kyb.approved' });
    expect((await lastMail(t.db, owner.email, /verified/)).subject).toBe('Your business is verified');
    await expect(assertMayMoveMoneyOut(t.db, merchantId)).resolves.toBeUndefined();
    expect(errorBody(await patch(t, owner.token, settlementAccount()), 409, 'KYB_LOCKED').message).toMatch(
      /already verified/,
    );
  });

  test('does not exist in live mode', async () => {
    const t = harness(database.db, { config: { mode: 'live' } });
    const owner = await signedInUser(t);
    await submitKyb(t, owner.token);
    expect(errorBody(await decide(t, owner.token, { decision: 'approve' }), 404).message).toBe('Not Found');
    expect((await record(t, owner.token)).status).toBe('under_review');
  });
});

describe('operator endpoint', () => {
  const ops = (t: Harness, merchant: string, decision: string, o: { token?: string; body?: unknown } = {}) =>
    t.call('POST', `/api/ops/kyb/${encodeURIComponent(merchant)}/${decision}`, {
      ...(o.token ? { headers: { authorization: `Bearer ${o.token}` } } : {}),
      body: o.body ?? {},
    });

  test('does not exist without OPS_TOKEN; needs the token in constant time otherwise', async () => {
    const off = harness(database.db);
    const owner = await signedInUser(off);
    await submitKyb(off, owner.token);
    expect((await ops(off, owner.email, 'approve', { token: OPS_TOKEN })).status).toBe(404);
    const t = harness(database.db, { config: { opsToken: OPS_TOKEN } });
    expect(errorBody(await ops(t, owner.email, 'approve'), 401).message).toBe('Operator token required');
    expect((await ops(t, owner.email, 'approve', { token: `${OPS_TOKEN}x` })).status).toBe(401);
    expect((await ops(t, owner.email, 'explode', { token: OPS_TOKEN })).status).toBe(404);
    expect((await record(t, owner.token)).status).toBe('under_review');
  });

  test('approves by user email and rejects by merchant public id, with a reason', async () => {
    const t = harness(database.db, { config: { opsToken: OPS_TOKEN } });
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await submitKyb(t, a.token, 3);
    await submitKyb(t, b.token, 4);
    const ok = await ops(t, a.email.toUpperCase(), 'approve', { token: OPS_TOKEN });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.responseBody.status).toBe('approved');
    expect(
      errorBody(await ops(t, a.email, 'approve', { token: OPS_TOKEN }), 409, 'KYB_NOT_UNDER_REVIEW'),
    ).toBeTruthy();

    const merchant = (await t.get('/api/v1/settings/profile', { token: b.token })).body.responseBody;
    const [row] = await t.db.query.merchants.findMany({
      where: (m, { eq }) => eq(m.id, merchant.merchantId),
    });
    expect(
      Object.keys(errorBody(await ops(t, row!.publicId, 'reject', { token: OPS_TOKEN }), 422).errors!),
    ).toEqual(['reason']);
    const long = await ops(t, row!.publicId, 'reject', {
      token: OPS_TOKEN,
      body: { reason: 'x'.repeat(501) },
    });
    expect(errorBody(long, 422).errors).toEqual({ reason: ['Reason must be at most 500 characters'] });
    const no = await ops(t, row!.publicId, 'reject', {
      token: OPS_TOKEN,
      body: { reason: 'The IT number does not match the certificate' },
    });
    expect(no.body.responseBody).toEqual({ merchant: row!.publicId, status: 'rejected' });
    expect((await record(t, b.token)).rejection_reason).toBe('The IT number does not match the certificate');
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.merchantId, merchant.merchantId));
    expect(audit.find((e) => e.action === 'kyb.rejected')).toMatchObject({
      actorUserId: null,
      target: 'kyb',
      details: { by: 'ops', reason: 'The IT number does not match the certificate' },
    });
    expect(
      errorBody(await ops(t, 'nobody@example.test', 'approve', { token: OPS_TOKEN }), 404).message,
    ).toMatch(/No merchant/);
  });
});

describe('operator CLI', () => {
  const cli = path.resolve(import.meta.dirname, '../src/cli/ops.ts');
  const run = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...process.env, MODE: 'sandbox', ...env },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  // Three CLI processes, each loading the operator CLI: a bound for a loaded 2-core machine, not a timing assertion.
  test('through a running server (PAYRAIL_URL + OPS_TOKEN), and refuses a rejection without a reason', {
    timeout: 120_000,
  }, async () => {
    const t = harness(database.db, { config: { opsToken: OPS_TOKEN } });
    const owner = await signedInUser(t);
    await submitKyb(t, owner.token);
    t.clock.advance(60_000);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    try {
      const env = { PAYRAIL_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, OPS_TOKEN };
      const usage = await run(['kyb:reject', owner.email], env);
      expect(usage.code, usage.stderr).toBe(2);
      expect(usage.stderr).toContain('kyb:reject needs --reason');
      const res = await run(['kyb:approve', owner.email], env);
      expect(res.stdout, res.stderr).toMatch(/^KYB approved for Amaka Foods \(MER-/);
      expect(res.code).toBe(0);
      const again = await run(['kyb:approve', owner.email], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('not under review (status: approved)');
    } finally {
      server.close();
    }
    expect((await notifications(t, owner.token))[0]).toMatchObject({ kind: 'kyb.approved' });
  });

  test('on the database directly', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await submitKyb(t, owner.token);
    const db = { db: t.db } as Database;
    const args = { decision: 'reject' as const, merchant: owner.email, reason: 'Blurry CAC certificate' };
    expect(await kybLocal(db, testConfig(), args)).toBe(0);
    expect(await record(t, owner.token)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Blurry CAC certificate',
    });
    expect(await kybLocal(db, testConfig(), { ...args, merchant: 'MER-NOPE' })).toBe(1);
  });
});
