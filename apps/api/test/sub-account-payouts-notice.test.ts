/**
 * A sub-account payout's end is heard (issue 15): the merchant's webhook gets transfer.success or
 * transfer.failed naming the sub-account, the owner is emailed, and the sub-account's page lists
 * its payouts (GET merchant/sub-accounts/{slug}/payouts: sub-accounts:read, 404 for another
 * merchant and for a member limited to other sub-accounts).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { webhookDeliveries } from '#db/schema/index.ts';
import { runSubAccountPayouts } from '#modules/sub-account-payouts/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { approveKyb } from './support/payouts.ts';
import { createSubAccount, SUBS } from './support/sub-accounts.ts';
import { fundSubAccount } from './support/sub-accounts-money.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

/** A verified merchant with a sub-account holding `amount`; the clock at 10:00 Lagos. */
async function setup(t: Harness, amount: bigint) {
  t.clock.set('2026-03-02T09:00:00Z');
  const owner = await signedInUser(t);
  await approveKyb(t, owner.row.merchantId);
  const sub = await createSubAccount(t, owner.token, { name: 'Lekki campus' });
  if (amount) await fundSubAccount(t, { merchantId: owner.row.merchantId, subAccountId: sub.uuid }, amount);
  return { owner, sub, merchantId: owner.row.merchantId };
}

const hooks = (t: Harness, merchantId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.merchantId, merchantId));

describe('sub-account payouts heard and listed', () => {
  test('paid: transfer.success names the sub-account, the owner is emailed, the page lists it', async () => {
    const t = harness(database.db);
    const { owner, sub, merchantId } = await setup(t, 1_000_000n);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 1, pending: 1 });
    expect(await hooks(t, merchantId)).toEqual([]);
    t.clock.advance(60_000);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ paid: 1 });

    const [hook, ...more] = await hooks(t, merchantId);
    expect(more).toEqual([]);
    expect(hook?.event).toBe('transfer.success');
    expect(hook?.payload).toMatchObject({
      event: 'transfer.success',
      data: {
        amount: 997_500,
        fee_charged: 2_500,
        currency: 'NGN',
        status: 'success',
        recipient: { details: { bank_code: '058', account_number: '0123456785' } },
        subaccount: { subaccount_code: sub.slug, business_name: 'Lekki campus' },
      },
    });
    const mail = await lastMail(t.db, owner.email, /payout/);
    expect(mail.subject).toBe('Lekki campus: payout of ₦9,975.00 paid');
    expect(mail.text).toContain('from your sub-account Lekki campus was paid to');
    expect(mail.text).toContain(`/others/sub-accounts/${sub.slug}`);

    const list = await t.get(`${SUBS}/${sub.slug}/payouts`, { token: owner.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.responseBody).toMatchObject({ page: 1, perPage: 20, total: 1 });
    expect(list.body.responseBody.items).toEqual([
      expect.objectContaining({
        amount: 997_500,
        fee: 2_500,
        currency: 'NGN',
        status: 'paid',
        bankName: 'Guaranty Trust Bank',
        accountNumber: '******6785',
        failureReason: null,
        paidAt: '2026-03-02T09:01:00.000Z',
      }),
    ]);
  });

  test('failed: transfer.failed with the reason, and the email says whose balance it went back to', async () => {
    const t = harness(database.db);
    // The sandbox declines amounts ending in 13 kobo.
    const { owner, sub, merchantId } = await setup(t, 1_000_013n);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ failed: 1 });
    const [hook] = await hooks(t, merchantId);
    expect(hook?.payload).toMatchObject({
      event: 'transfer.failed',
      data: { status: 'failed', subaccount: { subaccount_code: sub.slug } },
    });
    expect((hook!.payload as { data: { failures: string | null } }).data.failures).toBeTruthy();
    const mail = await lastMail(t.db, owner.email, /payout/);
    expect(mail.subject).toBe('Lekki campus: payout of ₦9,975.13 failed');
    expect(mail.text).toContain('is back in Lekki campus’s available balance');
    const list = await t.get(`${SUBS}/${sub.slug}/payouts`, { token: owner.token });
    expect(list.body.responseBody.items[0]).toMatchObject({ status: 'failed', paidAt: null });
  });

  test('the list: sub-accounts:read; 404 for another merchant and a member limited elsewhere', async () => {
    const t = harness(database.db);
    const { owner, sub } = await setup(t, 0n);
    const other = await createSubAccount(t, owner.token, { name: 'Ikeja campus' });
    const noRead = await createRole(t, owner.token, ['transactions:read']);
    const reader = await createRole(t, owner.token, ['sub-accounts:read']);
    const outsider = await member(t, owner.token, { roleName: noRead.name });
    const limited = await member(t, owner.token, { roleName: reader.name, subAccountIds: [other.uuid] });
    const stranger = await signedInUser(t);

    expect((await t.get(`${SUBS}/${sub.slug}/payouts`)).status).toBe(401);
    errorBody(await t.get(`${SUBS}/${sub.slug}/payouts`, { token: outsider.token }), 403);
    errorBody(await t.get(`${SUBS}/${sub.slug}/payouts`, { token: limited.token }), 404);
    errorBody(await t.get(`${SUBS}/${sub.slug}/payouts`, { token: stranger.token }), 404);
    const own = await t.get(`${SUBS}/${other.slug}/payouts`, { token: limited.token });
    expect(own.body.responseBody).toMatchObject({ items: [], total: 0 });
    errorBody(await t.get(`${SUBS}/${sub.slug}/payouts?page=0`, { token: owner.token }), 422);
  });
});
