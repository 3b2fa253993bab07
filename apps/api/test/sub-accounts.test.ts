/**
 * Sub-accounts (issue 15): created with the bank's name for their settlement account, listed and
 * searched, shown with stats in NGN or USD, audited; refused with field errors on bad input; and
 * seen only by the merchant, and by a member limited to them only theirs.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, subAccounts } from '#db/schema/index.ts';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { createSubAccount, SUB_BANK, SUBS, subAccountBody } from './support/sub-accounts.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const NAME = sandboxAccountName(SUB_BANK.accountNumber);

describe('sub-accounts', () => {
  test('created with the resolved name and a generated slug, audited, then listed and shown', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const looked = await t.post(`${SUBS}/resolve-account`, SUB_BANK, { token: owner.token });
    expect(looked.status).toBe(200);
    expect(looked.body.responseBody).toEqual({
      ...SUB_BANK,
      bankName: 'Guaranty Trust Bank',
      accountName: NAME,
    });

    const res = await t.post(`${SUBS}/`, subAccountBody({ name: 'Amaka’s Lekki Store' }), {
      token: owner.token,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('Sub account created successfully');
    const created = res.body.responseBody;
    expect(created).toMatchObject({
      sub_account_details: { name: 'Amaka’s Lekki Store' },
      status: 'active',
      split: { splitType: 'percentage', value: 1250, currency: null, feeBearer: 'merchant' },
      settlementAccount: {
        bankCode: '058',
        bankName: 'Guaranty Trust Bank',
        accountNumber: '******6785',
        accountName: NAME,
      },
    });
    expect(created.slug).toMatch(/^amakas-lekki-store-[a-z2-9]{6}$/);
    const [row] = await t.db.select().from(subAccounts).where(eq(subAccounts.id, created.uuid));
    expect(row).toMatchObject({
      accountNumber: SUB_BANK.accountNumber,
      splitValue: 1250n,
      merchantId: owner.row.merchantId,
    });
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.merchantId, owner.row.merchantId));
    expect(audits.find((a) => a.action === 'sub_account.created')?.target).toBe(created.uuid);

    t.clock.advance(1000);
    const flat = await createSubAccount(t, owner.token, {
      name: 'Abuja campus',
      split: { splitType: 'flat', amount: 50_000, currency: 'USD', feeBearer: 'proportional' },
    });
    const list = await t.get(`${SUBS}/`, { token: owner.token });
    expect(list.body.responseBody).toMatchObject({ page: 1, perPage: 20, total: 2 });
    expect(list.body.responseBody.items.map((s: { slug: string }) => s.slug)).toEqual([
      flat.slug,
      created.slug,
    ]);
    expect(list.body.responseBody.items[0].split).toEqual({
      splitType: 'flat',
      value: 50_000,
      currency: 'USD',
      feeBearer: 'proportional',
    });
    const searched = await t.get(`${SUBS}/?search=lekki`, { token: owner.token });
    expect(searched.body.responseBody.items.map((s: { uuid: string }) => s.uuid)).toEqual([created.uuid]);
    const none = await t.get(`${SUBS}/?search=${encodeURIComponent('100%_')}`, { token: owner.token });
    expect(none.body.responseBody).toMatchObject({ items: [], total: 0 });
    expect((await t.get(`${SUBS}/?page=2`, { token: owner.token })).body.responseBody.items).toEqual([]);

    const shown = await t.get(`${SUBS}/${created.slug}?currency=USD`, { token: owner.token });
    expect(shown.status).toBe(200);
    expect(shown.body.responseBody).toMatchObject({
      uuid: created.uuid,
      stats: { currency: 'USD', payments: 0, volume: 0, attempts: 0, successRate: 0 },
    });
    expect(
      (await t.get(`${SUBS}/${created.slug}`, { token: owner.token })).body.responseBody.stats.currency,
    ).toBe('NGN');
    const bad = await t.get(`${SUBS}/${created.slug}?currency=EUR`, { token: owner.token });
    expect(errorBody(bad, 422).errors?.currency).toEqual(['Choose NGN or USD']);
  });

  test('a name the bank does not hold, or an account it does not have, is refused on its field', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const wrong = await t.post(
      `${SUBS}/`,
      subAccountBody({ settlementAccount: { ...SUB_BANK, accountName: 'Somebody Else' } }),
      { token: owner.token },
    );
    expect(errorBody(wrong, 422).errors?.['settlementAccount.accountName']).toEqual([
      'The account name does not match the name the bank holds. Look the account up again.',
    ]);
    const missing = await t.post(
      `${SUBS}/`,
      subAccountBody({
        settlementAccount: { bankCode: '100004', accountNumber: '8031230000', accountName: 'X' },
      }),
      { token: owner.token },
    );
    expect(
      errorBody(missing, 422, 'BANK_ACCOUNT_NOT_FOUND').errors?.['settlementAccount.accountNumber'],
    ).toHaveLength(1);
    expect(
      await t.db.select().from(subAccounts).where(eq(subAccounts.merchantId, owner.row.merchantId)),
    ).toEqual([]);
  });

  test('bad input is a 4xx with field errors, never a 5xx', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const post = (body: unknown) => t.post(`${SUBS}/`, body, { token: owner.token });
    const fields = async (body: unknown) => errorBody(await post(body), 422).errors ?? {};

    expect(Object.keys(await fields({}))).toEqual(
      expect.arrayContaining(['name', 'settlementAccount', 'split']),
    );
    expect((await fields(subAccountBody({ name: 'Ikeja\u0000branch' }))).name).toEqual([
      'Remove the NUL character: it is not allowed',
    ]);
    expect((await fields(subAccountBody({ name: 'Ikeja \ud83d branch' }))).name).toEqual([
      'Contains a broken character (half of an emoji): type it again',
    ]);
    expect((await fields(subAccountBody({ name: '   ' }))).name).toEqual(['Enter the sub-account’s name']);
    expect(
      Object.keys(
        await fields(
          subAccountBody({ settlementAccount: { bankCode: '999', accountNumber: '12', accountName: 'A' } }),
        ),
      ),
    ).toEqual(expect.arrayContaining(['settlementAccount.bankCode', 'settlementAccount.accountNumber']));
    for (const percentage of [100.5, -1, 12.345, 1e21, '1e3', 'abc'])
      expect(
        (
          await fields(
            subAccountBody({ split: { splitType: 'percentage', percentage, feeBearer: 'merchant' } }),
          )
        )['split.percentage'],
        String(percentage),
      ).toEqual(['Enter a percentage from 0 to 100 with at most 2 decimals']);
    for (const amount of [0, 1.5, 2 ** 60, Number.MAX_SAFE_INTEGER + 2])
      expect(
        (
          await fields(
            subAccountBody({ split: { splitType: 'flat', amount, currency: 'NGN', feeBearer: 'merchant' } }),
          )
        )['split.amount']?.length,
        String(amount),
      ).toBeGreaterThan(0);
    expect(
      Object.keys(
        await fields(
          subAccountBody({ split: { splitType: 'flat', amount: 100, currency: 'EUR', feeBearer: 'x' } }),
        ),
      ),
    ).toEqual(expect.arrayContaining(['split.currency', 'split.feeBearer']));
    expect(Object.keys(await fields(subAccountBody({ split: { splitType: 'shares' } })))).toEqual([
      'split.splitType',
    ]);
    const proto = await t.call('POST', `${SUBS}/`, {
      token: owner.token,
      raw: JSON.stringify(subAccountBody()).replace('"split":{', '"split":{"__proto__":{"admin":true},'),
    });
    expect(errorBody(proto, 422).errors?.['split.__proto__']).toEqual([
      'This name is reserved: choose another',
    ]);
    errorBody(
      await t.call('POST', `${SUBS}/`, { token: owner.token, raw: '{"name":' }),
      400,
      'MALFORMED_JSON',
    );
    const huge = await t.get(`${SUBS}/?page=1e400`, { token: owner.token });
    expect(errorBody(huge, 422).errors?.page).toBeDefined();
    expect((await t.get(`${SUBS}/?search=${'x'.repeat(101)}`, { token: owner.token })).status).toBe(422);
    expect((await t.get(`${SUBS}/%00`, { token: owner.token })).status).toBeLessThan(500);
    expect(
      await t.db.select().from(subAccounts).where(eq(subAccounts.merchantId, owner.row.merchantId)),
    ).toEqual([]);
  });

  test('each role gets what its permissions allow', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const sub = await createSubAccount(t, owner.token);
    const finance = await member(t, owner.token, { roleName: 'Finance' });
    const developer = await member(t, owner.token, { roleName: 'Developer' });
    const creator = await createRole(t, owner.token, ['sub-accounts:read', 'sub-accounts:create']);
    const maker = await member(t, owner.token, { roleName: creator.name });
    const admin = await member(t, owner.token, { roleName: 'Admin' });

    expect((await t.get(`${SUBS}/`)).status).toBe(401);
    for (const who of [finance, maker, admin]) {
      expect((await t.get(`${SUBS}/`, { token: who.token })).body.responseBody.total).toBe(1);
      expect((await t.get(`${SUBS}/${sub.slug}`, { token: who.token })).status).toBe(200);
      expect((await t.get(`${SUBS}/${sub.slug}/transactions/`, { token: who.token })).status).toBe(200);
    }
    for (const path of [`${SUBS}/`, `${SUBS}/${sub.slug}`, `${SUBS}/${sub.slug}/transactions/`])
      expect(errorBody(await t.get(path, { token: developer.token }), 403).message).toBe('Not authorized');
    expect(errorBody(await t.post(`${SUBS}/`, subAccountBody(), { token: finance.token }), 403).message).toBe(
      'Not authorized',
    );
    expect((await t.post(`${SUBS}/resolve-account`, SUB_BANK, { token: finance.token })).status).toBe(403);
    expect(
      (await t.post(`${SUBS}/`, subAccountBody({ name: 'Maker’s' }), { token: maker.token })).status,
    ).toBe(201);
    expect(
      (await t.post(`${SUBS}/`, subAccountBody({ name: 'Admin’s' }), { token: admin.token })).status,
    ).toBe(201);
  });

  test('another merchant’s sub-account is a 404; a member limited to one sees only it', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const ikeja = await createSubAccount(t, owner.token, { name: 'Ikeja' });
    const lekki = await createSubAccount(t, owner.token, { name: 'Lekki' });
    const other = await signedInUser(t);
    for (const path of [`${SUBS}/${ikeja.slug}`, `${SUBS}/${ikeja.slug}/transactions/`]) {
      const res = await t.get(path, { token: other.token });
      expect(errorBody(res, 404).message).toBe('Sub-account not found');
    }
    expect((await t.get(`${SUBS}/`, { token: other.token })).body.responseBody.items).toEqual([]);

    const limited = await member(t, owner.token, { roleName: 'Admin', subAccountIds: [ikeja.uuid] });
    const list = await t.get(`${SUBS}/`, { token: limited.token });
    expect(list.body.responseBody.items.map((s: { uuid: string }) => s.uuid)).toEqual([ikeja.uuid]);
    expect(list.body.responseBody.total).toBe(1);
    expect((await t.get(`${SUBS}/${ikeja.slug}`, { token: limited.token })).status).toBe(200);
    errorBody(await t.get(`${SUBS}/${lekki.slug}`, { token: limited.token }), 404);
    errorBody(await t.get(`${SUBS}/${lekki.slug}/transactions/`, { token: limited.token }), 404);
    // A member limited to sub-accounts cannot make one outside their limit.
    errorBody(await t.post(`${SUBS}/`, subAccountBody(), { token: limited.token }), 403);

    // The team endpoints list the real sub-accounts, and lift a limit.
    const TEAM = '/api/v1/merchant/team';
    const all = await t.get(`${TEAM}/get-sub-accounts`, { token: owner.token });
    expect(all.body.responseBody.map((s: { slug: string }) => s.slug).sort()).toEqual(
      [ikeja.slug, lekki.slug].sort(),
    );
    const assigned = await t.get(`${TEAM}/get-assigned-sub-accounts?userId=${limited.userId}`, {
      token: owner.token,
    });
    expect(assigned.body.responseBody).toEqual([{ uuid: ikeja.uuid, slug: ikeja.slug, name: 'Ikeja' }]);
    const removed = await t.get(
      `${TEAM}/remove-sub-account?userId=${limited.userId}&subAccountId=${ikeja.uuid}`,
      {
        token: owner.token,
      },
    );
    expect(removed.body.message).toBe('Sub-account unassigned successfully');
  });
});
