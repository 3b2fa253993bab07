/**
 * Two-person approval's emails (issue 14): when a payout above the limit or a settlement-account
 * change waits, every member who could approve it ('payout:create', the owner always) is emailed
 * through the dev mailbox; the requester and members who cannot approve are not.
 */
import { describe, expect, test } from 'vitest';
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { firstLink, mailTo } from './support/mailbox.ts';
import { account, PAYOUT, PIN, payoutMerchant, SETTLEMENT, setPin } from './support/payouts.ts';
import { member } from './support/team.ts';

const database = useDatabase();
const WAITS = /waits for your approval/;

async function team(t: Harness) {
  const owner = await payoutMerchant(t, { funds: 20_000_000n });
  await t.call('PUT', '/api/v1/payouts/approval-limit', {
    body: { limit: 5_000_000, pin: PIN },
    token: owner.token,
  });
  const finance = await member(t, owner.token, { roleName: 'Finance' });
  await setPin(t, finance.token);
  const viewer = await member(t, owner.token, { roleName: 'Viewer' });
  return { owner, finance, viewer };
}

const approvalMails = async (t: Harness, email: string) =>
  (await mailTo(t.db, email)).filter((m) => WAITS.test(m.subject));

describe('approval emails', () => {
  test('a payout above the limit: the approvers are emailed, not the requester', async () => {
    const t = harness(database.db);
    const { owner, finance, viewer } = await team(t);
    const pay = (amount: number, key = `mail-${crypto.randomUUID()}`) =>
      t.post(
        PAYOUT,
        { amount, currency: 'NGN', pin: PIN },
        { token: finance.token, headers: { 'Idempotency-Key': key } },
      );
    await pay(5_000_000);
    expect(await approvalMails(t, owner.email as string)).toEqual([]);

    const p = (await pay(6_000_000, 'mail-approval-1')).body.responseBody;
    expect(p.status).toBe('awaiting_approval');
    const [mail, ...more] = await approvalMails(t, owner.email as string);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A payout of ₦60,000.00 waits for your approval');
    expect(mail!.text).toContain(p.reference);
    expect(firstLink(mail!).pathname).toBe(`/payments/payout/${p.id}`);
    expect(await approvalMails(t, finance.email)).toEqual([]);
    expect(await approvalMails(t, viewer.email)).toEqual([]);
    // A replay of the same request is the same payout: no second email.
    expect((await pay(6_000_000, 'mail-approval-1')).headers.get('idempotent-replayed')).toBe('true');
    expect(await approvalMails(t, owner.email as string)).toHaveLength(1);
    await t.post(`/api/v1/payouts/reject/${p.id}`, { pin: PIN }, { token: finance.token });
  });

  test('a settlement-account change: the approvers are emailed, not the requester', async () => {
    const t = harness(database.db);
    const { owner, finance, viewer } = await team(t);
    const other = { bankCode: '100004', accountNumber: '8031234567' };
    const asked = await t.post(
      SETTLEMENT,
      account({ ...other, accountName: sandboxAccountName(other.accountNumber) }),
      { token: owner.token },
    );
    expect(asked.body.responseBody.status).toBe('awaiting_approval');
    const [mail, ...more] = await approvalMails(t, finance.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A settlement account change waits for your approval');
    expect(mail!.text).toContain('account ending 4567');
    expect(firstLink(mail!).pathname).toBe('/payments/payout');
    expect(await approvalMails(t, owner.email as string)).toEqual([]);
    expect(await approvalMails(t, viewer.email)).toEqual([]);
  });
});
