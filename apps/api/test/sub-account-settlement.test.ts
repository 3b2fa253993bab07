/**
 * Changing a sub-account's settlement bank account (PATCH merchant/sub-accounts/{uuid}/settlement-
 * account): the name looked up again and compared, the PIN, the audit row, the owner's email, and
 * the sub-account's payouts held 24 hours and then sent to the new account; refusals on their
 * field, 403 without sub-accounts:update, 404 for another merchant's or another sub-account's.
 */
import { nubanCheckDigit } from '@payrail/contract/kyb-fields';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, subAccountPayouts } from '#db/schema/index.ts';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import { runSubAccountPayouts } from '#modules/sub-account-payouts/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { approveKyb, PIN, setPin } from './support/payouts.ts';
import { fundSubAccount, subAccount } from './support/sub-accounts-money.ts';
import { createRole, member } from './support/team.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const path = (uuid: string) => `/api/v1/merchant/sub-accounts/${uuid}/settlement-account`;
const HOUR = 3_600_000;

/** Access Bank 044 + a serial with its check digit: a valid NUBAN the sandbox names. */
const serial = '003456789';
const NEW = { bankCode: '044', accountNumber: `${serial}${nubanCheckDigit('044', serial)}` };
const body = (o: Record<string, unknown> = {}) => ({
  ...NEW,
  accountName: sandboxAccountName(NEW.accountNumber),
  pin: PIN,
  ...o,
});

async function world(t: Harness) {
  t.clock.set('2026-03-02T09:00:00Z');
  const owner = await signedInUser(t);
  await setPin(t, owner.token);
  await approveKyb(t, owner.row.merchantId);
  const sub = await subAccount(t, owner.row.merchantId);
  return { owner, merchantId: owner.row.merchantId, sub };
}

describe('changing a sub-account’s settlement account', () => {
  test('saves the bank’s name, audits, emails the owner, and holds payouts 24 hours', async () => {
    const t = harness(database.db);
    const { owner, merchantId, sub } = await world(t);
    const res = await t.call('PATCH', path(sub.id), { token: owner.token, body: body() });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Settlement account updated successfully');
    const payoutsFrom = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
    expect(res.body.responseBody.settlementAccount).toEqual({
      bankCode: '044',
      bankName: 'Access Bank',
      accountNumber: `******${NEW.accountNumber.slice(-4)}`,
      accountName: sandboxAccountName(NEW.accountNumber),
      payoutsFrom,
    });
    const [audited] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, merchantId), eq(auditEvents.target, sub.id)));
    expect(audited).toMatchObject({
      action: 'sub_account.settlement_account_changed',
      details: { from: { bankCode: '058', accountNumber: '******6785' }, to: NEW, payoutsFrom },
    });
    const mail = await lastMail(t.db, owner.email, /settlement account was changed/);
    expect(mail.text).toContain(`account ending ${NEW.accountNumber.slice(-4)}`);

    // No payout inside the hold; once it ends, the payout goes to the new account.
    await fundSubAccount(t, { merchantId, subAccountId: sub.id }, 1_000_000n);
    t.clock.advance(23 * HOUR);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 0 });
    t.clock.advance(2 * HOUR);
    expect(await runSubAccountPayouts(t.deps, { merchantId })).toMatchObject({ started: 1 });
    const [p] = await t.db.select().from(subAccountPayouts).where(eq(subAccountPayouts.subAccountId, sub.id));
    expect(p).toMatchObject({ ...NEW, accountName: sandboxAccountName(NEW.accountNumber) });

    // The same account again changes nothing (no new hold); a day later, signed in again.
    const token = await signIn(t, owner.email);
    const again = await t.call('PATCH', path(sub.id), { token, body: body() });
    expect(again.body.responseBody.settlementAccount.payoutsFrom).toBe(payoutsFrom);
  });

  test('a wrong name, an unknown account, a wrong PIN and bad input are refused on their field', async () => {
    const t = harness(database.db);
    const { owner, sub } = await world(t);
    const patch = (b: unknown) => t.call('PATCH', path(sub.id), { token: owner.token, body: b });
    const cases: [unknown, number, string][] = [
      [body({ accountName: 'SOMEONE ELSE' }), 422, 'accountName'],
      [body({ accountNumber: '0000000000', bankCode: '058' }), 422, 'accountNumber'],
      [body({ pin: '1111' }), 422, 'pin'],
      [body({ accountNumber: '12345' }), 422, 'accountNumber'],
      [body({ accountName: 'Ada\u0000' }), 422, 'accountName'],
      [body({ pin: 1234 }), 422, 'pin'],
    ];
    for (const [b, status, field] of cases) {
      const res = await patch(b);
      expect(res.status, res.text).toBe(status);
      expect(Object.keys(res.body.errors ?? {}), res.text).toContain(field);
    }
    const proto = await t.call('PATCH', path(sub.id), {
      token: owner.token,
      raw: `{"bankCode":"044","accountNumber":"${NEW.accountNumber}","accountName":"x","pin":"${PIN}","__proto__":{"a":1}}`,
    });
    expect(proto.status).toBe(422);
    const [row] = await t.db.select().from(auditEvents).where(eq(auditEvents.target, sub.id));
    expect(row).toBeUndefined();
  });

  test('401, 403 without sub-accounts:update, 404 for another merchant’s or outside a member’s limit', async () => {
    const t = harness(database.db);
    const { owner, merchantId, sub } = await world(t);
    expect((await t.call('PATCH', path(sub.id), { body: body() })).status).toBe(401);
    const reader = await createRole(t, owner.token, ['sub-accounts:read']);
    const readerToken = (await member(t, owner.token, { roleName: reader.name })).token;
    expect((await t.call('PATCH', path(sub.id), { token: readerToken, body: body() })).status).toBe(403);
    const other = await world(t);
    const foreign = await t.call('PATCH', path(sub.id), { token: other.owner.token, body: body() });
    expect(foreign.status).toBe(404);
    const mine = await subAccount(t, merchantId);
    const editor = await createRole(t, owner.token, ['sub-accounts:read', 'sub-accounts:update']);
    const limited = await member(t, owner.token, { roleName: editor.name, subAccountIds: [mine.id] });
    // Checked before the PIN: a member without one still gets the 404.
    expect((await t.call('PATCH', path(sub.id), { token: limited.token, body: body() })).status).toBe(404);
    expect((await t.call('PATCH', path('not-a-uuid'), { token: owner.token, body: body() })).status).toBe(
      404,
    );
  });
});
