/**
 * The settlement account's name lookup (POST kyb/resolve-account, through the sandbox processor),
 * the settlement stage that keeps the bank's name once the merchant confirms it, the bank list
 * (no revoked bank, fintech banks without a check digit), and the sign-up prefill.
 */
import { describe, expect, test } from 'vitest';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { businessDetails, K, patch, settlementAccount } from './support/kyb.ts';
import { member } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const resolve = (t: Harness, token: string, body: unknown) => t.post(`${K}/resolve-account`, body, { token });

describe('account name lookup', () => {
  test('a found account answers the bank’s name, the same every time', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const res = await resolve(t, token, { bankCode: '058', accountNumber: '0123456785' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.responseBody).toEqual({
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0123456785',
      accountName: sandboxAccountName('0123456785'),
    });
    expect(res.body.responseBody.accountName).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+){1,2}$/);
    const again = await resolve(t, token, { bankCode: '058', accountNumber: '0123456785' });
    expect(again.body.responseBody.accountName).toBe(res.body.responseBody.accountName);
    const opay = await resolve(t, token, { bankCode: '100004', accountNumber: '8031234567' });
    expect(opay.status, opay.text).toBe(200);
    expect(opay.body.responseBody.bankName).toBe('OPay');
  });

  test('a number ending in 0000 is not found (422 on the account number)', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const body = errorBody(
      await resolve(t, token, { bankCode: '100004', accountNumber: '8031230000' }),
      422,
      'BANK_ACCOUNT_NOT_FOUND',
    );
    expect(body.errors).toEqual({ accountNumber: ['No account with this number was found at this bank'] });
  });

  test('a bad NUBAN, an unknown or revoked bank are refused before any lookup', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const cases: [unknown, string[]][] = [
      [{ bankCode: '058', accountNumber: '0123456789' }, ['accountNumber']], // wrong check digit
      [{ bankCode: '058', accountNumber: '012345678' }, ['accountNumber']],
      [{ bankCode: '030', accountNumber: '0123456785' }, ['bankCode']], // Heritage Bank: revoked
      [{ bankCode: '999', accountNumber: '0123456785' }, ['bankCode']],
    ];
    for (const [b, fields] of cases) {
      const res = await resolve(t, token, b);
      expect(
        Object.keys(errorBody(res, 422, 'VALIDATION_ERROR').errors ?? {}).sort(),
        JSON.stringify(b),
      ).toEqual(fields);
    }
  });

  test('needs kyb:update, and is limited to 20 lookups per merchant in 15 minutes', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    errorBody(await resolve(t, viewer.token, { bankCode: '058', accountNumber: '0123456785' }), 403);
    for (let i = 0; i < 20; i++) {
      const res = await resolve(t, owner.token, {
        bankCode: '100004',
        accountNumber: `80312345${String(i).padStart(2, '0')}`,
      });
      expect(res.status, res.text).toBe(200);
    }
    const limited = await resolve(t, owner.token, { bankCode: '058', accountNumber: '0123456785' });
    errorBody(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1000);
    const fresh = await signIn(t, owner.email);
    expect((await resolve(t, fresh, { bankCode: '058', accountNumber: '0123456785' })).status).toBe(200);
  });
});

describe('saving the settlement account', () => {
  test('keeps the name the bank gave once confirmed; a wrong name, a missing confirmation or an unknown account is refused', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    await patch(t, token, businessDetails(1));
    const wrongName = await patch(t, token, settlementAccount({ accountName: 'Someone Else' }));
    expect(errorBody(wrongName, 422, 'VALIDATION_ERROR').errors).toEqual({
      accountName: ['This is not the name on the account. Look the account up again.'],
    });
    const unconfirmed = await patch(t, token, settlementAccount({ accountNameConfirmed: false }));
    expect(Object.keys(errorBody(unconfirmed, 422).errors ?? {})).toEqual(['accountNameConfirmed']);
    const missing = await patch(
      t,
      token,
      settlementAccount({ bankCode: '090267', accountNumber: '2000000000', accountName: 'Anyone' }),
    );
    expect(errorBody(missing, 422, 'BANK_ACCOUNT_NOT_FOUND').errors).toHaveProperty('accountNumber');

    const name = sandboxAccountName('2012345678');
    const saved = await patch(
      t,
      token,
      settlementAccount({ bankCode: '090267', accountNumber: '2012345678', accountName: name.toUpperCase() }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.responseBody.stages['settlement-account']).toEqual({
      bankCode: '090267',
      bankName: 'Kuda Microfinance Bank',
      accountNumber: '2012345678',
      accountName: name,
      accountNameConfirmed: true,
    });
  });
});

describe('prefill from sign-up', () => {
  test("answers the business name and the owner's name, email and phone, to any member who may update", async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t, {
      businessName: 'Chidi Prints',
      firstName: 'Chidi',
      lastName: 'Okeke',
    });
    const res = await t.get(`${K}/prefill`, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.responseBody).toEqual({
      businessName: 'Chidi Prints',
      firstName: 'Chidi',
      lastName: 'Okeke',
      email: owner.email,
      phone: owner.row.phone,
    });
    const admin = await member(t, owner.token, { roleName: 'Admin' });
    expect((await t.get(`${K}/prefill`, { token: admin.token })).body.responseBody.firstName).toBe('Chidi');
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    errorBody(await t.get(`${K}/prefill`, { token: viewer.token }), 403);
  });
});
