/**
 * The settlement account: looked up through the processor, confirmed, added with the PIN as the
 * currency's one default, audited, the owner emailed, and payouts to it held for 24 hours.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, kybProfiles, settlementAccounts } from '#db/schema/index.ts';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { mailTo } from './support/mailbox.ts';
import {
  ACCOUNT,
  account,
  approveKyb,
  fund,
  PAYOUT,
  payoutMerchant,
  SETTLEMENT,
  setPin,
} from './support/payouts.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const RESOLVE = `${SETTLEMENT}/resolve-account`;

describe('settlement account', () => {
  test('the name is resolved, the account added as the default, audited and the owner emailed', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { withAccount: false });
    const name = sandboxAccountName(ACCOUNT.accountNumber);
    const looked = await t.post(RESOLVE, ACCOUNT, { token: m.token });
    expect(looked.status).toBe(200);
    expect(looked.body.responseBody).toEqual({
      ...ACCOUNT,
      bankName: 'Guaranty Trust Bank',
      accountName: name,
    });
    expect((await t.post(RESOLVE, ACCOUNT, { token: m.token })).body.responseBody.accountName).toBe(name);

    const added = await t.post(SETTLEMENT, account(), { token: m.token });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Account added successfully');
    expect(added.body.responseBody).toMatchObject({
      ...ACCOUNT,
      accountName: name,
      isDefault: true,
      currency: 'NGN',
    });
    expect(added.body.responseBody.payoutsFrom).toBe(
      new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    );

    const list = await t.get(SETTLEMENT, { token: m.token });
    expect(list.body.responseBody.items).toHaveLength(1);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.merchantId, m.merchantId));
    expect(audits.map((a) => a.action)).toContain('settlement_account.set');
    const mails = await mailTo(t.db, m.email as string);
    expect(mails.map((x) => x.subject)).toContain('Your settlement account was changed');
  });

  test('a second account becomes the one default; the first stays listed', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t);
    const other = { bankCode: '100004', accountNumber: '8031234567' };
    const res = await t.post(
      SETTLEMENT,
      account({ ...other, accountName: sandboxAccountName(other.accountNumber) }),
      { token: m.token },
    );
    expect(res.status).toBe(201);
    const rows = await t.db
      .select()
      .from(settlementAccounts)
      .where(eq(settlementAccounts.merchantId, m.merchantId));
    expect(rows.filter((r) => r.isDefault).map((r) => r.accountNumber)).toEqual([other.accountNumber]);
    expect(rows).toHaveLength(2);
  });

  test('an account the bank does not have is refused on accountNumber; a wrong name on accountName', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { withAccount: false });
    const missing = { bankCode: '100004', accountNumber: '8031230000' };
    errorBody(await t.post(RESOLVE, missing, { token: m.token }), 422, 'BANK_ACCOUNT_NOT_FOUND');
    const lost = await t.post(SETTLEMENT, account({ ...missing, accountName: 'Someone' }), {
      token: m.token,
    });
    expect(errorBody(lost, 422, 'BANK_ACCOUNT_NOT_FOUND').errors?.accountNumber).toBeDefined();
    const wrong = await t.post(SETTLEMENT, account({ accountName: 'Not The Holder' }), { token: m.token });
    expect(errorBody(wrong, 422, 'VALIDATION_ERROR').errors?.accountName).toBeDefined();
    expect((await t.get(SETTLEMENT, { token: m.token })).body.responseBody.items).toEqual([]);
  });

  test('the PIN is required and checked', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { withAccount: false });
    const wrong = await t.post(SETTLEMENT, account({ pin: '1397' }), { token: m.token });
    expect(errorBody(wrong, 422, 'INVALID_PIN').errors?.pin).toBeDefined();
    const none = await t.post(SETTLEMENT, account({ pin: undefined }), { token: m.token });
    expect(errorBody(none, 422, 'VALIDATION_ERROR').errors?.pin).toBeDefined();
    expect((await t.get(SETTLEMENT, { token: m.token })).body.responseBody.items).toEqual([]);
  });

  test('bad input answers 422 with field errors', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { withAccount: false });
    const bad = await t.post(
      SETTLEMENT,
      {
        bankCode: 'x\u0000',
        accountNumber: '12345',
        accountName: 'a\u0000b',
        accountNameConfirmed: false,
        pin: 12,
      },
      { token: m.token },
    );
    const errors = errorBody(bad, 422, 'VALIDATION_ERROR').errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(
      ['accountName', 'accountNameConfirmed', 'accountNumber', 'bankCode', 'pin'].sort(),
    );
    const check = await t.post(RESOLVE, { bankCode: '058', accountNumber: '0123456789' }, { token: m.token });
    expect(errorBody(check, 422, 'VALIDATION_ERROR').errors?.accountNumber).toEqual([
      'This is not a valid account number for the chosen bank',
    ]);
  });

  test('payouts to a newly added account wait 24 hours', async () => {
    const t = harness(database.db);
    const user = await signedInUser(t);
    await approveKyb(t, user.row.merchantId);
    await setPin(t, user.token);
    await fund(t, user.row.merchantId, 1_000_000n);
    const body = { amount: 500_000, currency: 'NGN', pin: '2580' };
    errorBody(await t.post(PAYOUT, body, { token: user.token }), 409, 'SETTLEMENT_ACCOUNT_REQUIRED');
    expect((await t.post(SETTLEMENT, account(), { token: user.token })).status).toBe(201);
    errorBody(await t.post(PAYOUT, body, { token: user.token }), 409, 'SETTLEMENT_ACCOUNT_ON_HOLD');
    // A day passes (the session's idle limit with it: sign in again).
    t.clock.advance(24 * 60 * 60_000 - 60_000);
    const token = await signIn(t, user.email as string, user.password as string);
    errorBody(await t.post(PAYOUT, body, { token }), 409, 'SETTLEMENT_ACCOUNT_ON_HOLD');
    t.clock.advance(60_000);
    expect((await t.post(PAYOUT, body, { token })).status).toBe(201);
  });

  test('the account the provider reviewed with the approved KYB is not held', async () => {
    const t = harness(database.db);
    const m = await payoutMerchant(t, { withAccount: false, funds: 1_000_000n });
    await t.db
      .update(kybProfiles)
      .set({
        stages: {
          'settlement-account': { ...ACCOUNT, accountName: sandboxAccountName(ACCOUNT.accountNumber) },
        },
      })
      .where(eq(kybProfiles.merchantId, m.merchantId));
    const added = await t.post(SETTLEMENT, account(), { token: m.token });
    expect(added.body.responseBody.payoutsFrom).toBe(t.clock.now().toISOString());
    const paid = await t.post(PAYOUT, { amount: 500_000, currency: 'NGN', pin: '2580' }, { token: m.token });
    expect(paid.status).toBe(201);
    // Another account is still held.
    const other = { bankCode: '100004', accountNumber: '8031234567' };
    const next = await t.post(
      SETTLEMENT,
      account({ ...other, accountName: sandboxAccountName(other.accountNumber) }),
      {
        token: m.token,
      },
    );
    expect(next.body.responseBody.payoutsFrom).toBe(
      new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    );
  });

  test('no session: 401', async () => {
    const t = harness(database.db);
    expect((await t.get(SETTLEMENT)).status).toBe(401);
    expect((await t.post(SETTLEMENT, account())).status).toBe(401);
  });
});
