/**
 * Deactivating and activating a sub-account (PATCH merchant/sub-accounts/{slug}/status): audited,
 * sub-accounts:update without the PIN, field errors on bad input, 404 for another merchant's or a
 * limited member's other sub-account; an inactive sub-account's links refuse checkouts as an
 * inactive link does (the pay page's view says so too), and its payouts and transfers go on.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, subAccountPayouts, subAccounts } from '#db/schema/index.ts';
import { runSubAccountPayouts } from '#modules/sub-account-payouts/index.ts';
import { useDatabase } from './support/database.ts';
import { encodeParam } from './support/fuzz-values.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, PAY, pay, payer, payOk } from './support/payments.ts';
import { approveKyb, PIN, setPin } from './support/payouts.ts';
import { createSubAccount, createSubAccountLink, SUBS } from './support/sub-accounts.ts';
import { fundSubAccount } from './support/sub-accounts-money.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const status = (t: Harness, slug: string, body: unknown, token: string) =>
  t.call('PATCH', `${SUBS}/${encodeParam(slug)}/status`, { body, token });

describe('sub-account status', () => {
  test('deactivated and activated again, audited once per change', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const sub = await createSubAccount(t, owner.token);

    const off = await status(t, sub.slug, { status: 'inactive' }, owner.token);
    expect(off.status, off.text).toBe(200);
    expect(off.body.message).toBe('Sub-account deactivated successfully');
    expect(off.body.responseBody).toMatchObject({ slug: sub.slug, status: 'inactive' });
    // The same status again changes nothing and writes no second audit row.
    expect((await status(t, sub.slug, { status: 'inactive' }, owner.token)).status).toBe(200);
    const shown = await t.get(`${SUBS}/${sub.slug}`, { token: owner.token });
    expect(shown.body.responseBody.status).toBe('inactive');

    const on = await status(t, sub.slug, { status: 'active' }, owner.token);
    expect(on.body.message).toBe('Sub-account activated successfully');
    expect(on.body.responseBody.status).toBe('active');
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, owner.row.merchantId), eq(auditEvents.target, sub.uuid)));
    expect(audits.map((a) => a.action).filter((a) => a !== 'sub_account.created')).toEqual([
      'sub_account.deactivated',
      'sub_account.activated',
    ]);
  });

  test('bad input is refused with field errors and changes nothing', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const sub = await createSubAccount(t, owner.token);
    for (const body of [
      {},
      { status: 'in\u0000active' },
      { status: '\ud800' },
      { status: 'inactive'.repeat(20_000) },
      { status: 'closed' },
      { status: ['inactive'] },
    ]) {
      const res = await status(t, sub.slug, body, owner.token);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      if (res.status === 422) expect(errorBody(res, 422).errors).toHaveProperty('status');
    }
    // __proto__ is not an own `status`: still missing.
    const proto = await t.call('PATCH', `${SUBS}/${sub.slug}/status`, {
      raw: '{"__proto__":{"status":"inactive"}}',
      token: owner.token,
    });
    expect(errorBody(proto, 422).errors).toHaveProperty('status');
    for (const slug of ['nul\u0000slug', '\ud800', 'x'.repeat(5000), '__proto__']) {
      const res = await status(t, slug, { status: 'inactive' }, owner.token);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const [row] = await t.db.select().from(subAccounts).where(eq(subAccounts.id, sub.uuid));
    expect(row?.status).toBe('active');
  });

  test('needs sub-accounts:update; another merchant and a member limited elsewhere get 404', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const a = await createSubAccount(t, owner.token, { name: 'Branch A' });
    const b = await createSubAccount(t, owner.token, { name: 'Branch B' });
    const reader = await createRole(t, owner.token, ['sub-accounts:read']);
    const editor = await createRole(t, owner.token, ['sub-accounts:read', 'sub-accounts:update']);
    const readOnly = await member(t, owner.token, { roleName: reader.name });
    const limited = await member(t, owner.token, { roleName: editor.name, subAccountIds: [a.uuid] });
    const stranger = await signedInUser(t);

    expect((await t.call('PATCH', `${SUBS}/${a.slug}/status`, { body: { status: 'inactive' } })).status).toBe(
      401,
    );
    errorBody(await status(t, a.slug, { status: 'inactive' }, readOnly.token), 403);
    errorBody(await status(t, b.slug, { status: 'inactive' }, limited.token), 404);
    errorBody(await status(t, a.slug, { status: 'inactive' }, stranger.token), 404);
    const rows = await t.db
      .select()
      .from(subAccounts)
      .where(eq(subAccounts.merchantId, owner.row.merchantId));
    expect(rows.map((r) => r.status)).toEqual(['active', 'active']);

    const mine = await status(t, a.slug, { status: 'inactive' }, limited.token);
    expect(mine.status, mine.text).toBe(200);
  });

  test('an inactive sub-account’s links refuse checkouts; its payouts and transfers go on', async () => {
    const t = harness(database.db);
    t.clock.set('2026-03-02T09:00:00Z');
    const owner = await signedInUser(t);
    await approveKyb(t, owner.row.merchantId);
    const sub = await createSubAccount(t, owner.token);
    const link = await createSubAccountLink(t, owner.token, sub.uuid);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));

    await status(t, sub.slug, { status: 'inactive' }, owner.token);
    const view = await t.get(`${PAY}/${link.ref}`);
    expect(view.body.responseBody).toMatchObject({ available: false, unavailableReason: 'inactive' });
    const refused = errorBody(
      await pay(t, link.ref, payer({ card: card(CARDS.success) })),
      409,
      'PAYMENT_LINK_UNAVAILABLE',
    );
    expect(refused.message).toBe('This payment link is inactive and cannot take payments');
    // The link itself is still active: activating the sub-account lets it take payments again.
    expect(
      (await t.get(`${SUBS}/payment-links/${sub.slug}/list`, { token: owner.token })).body.responseBody,
    ).toMatchObject({ items: [{ ref: link.ref, status: 'active' }] });

    await fundSubAccount(t, { merchantId: owner.row.merchantId, subAccountId: sub.uuid }, 1_000_000n);
    const run = await runSubAccountPayouts(t.deps, { merchantId: owner.row.merchantId });
    expect(run).toMatchObject({ started: 1 });
    const payouts = await t.db
      .select()
      .from(subAccountPayouts)
      .where(eq(subAccountPayouts.subAccountId, sub.uuid));
    expect(payouts).toHaveLength(1);
    // And its money can still be swept to the main account.
    await fundSubAccount(t, { merchantId: owner.row.merchantId, subAccountId: sub.uuid }, 50_000n);
    await setPin(t, owner.token);
    const swept = await t.post(
      `${SUBS}/${sub.uuid}/sub-account-funds-transfer`,
      { amount: 20_000, pin: PIN },
      { token: owner.token, headers: { 'Idempotency-Key': `inactive-${sub.uuid}` } },
    );
    expect(swept.status, swept.text).toBe(201);
    expect(swept.body.responseBody.subAccountAvailable).toBe(30_000);

    await status(t, sub.slug, { status: 'active' }, owner.token);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  });
});
