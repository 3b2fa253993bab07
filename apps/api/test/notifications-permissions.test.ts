/**
 * Notifications carry the permission their content needs (issue 10, item 9): a payment notice
 * (amounts, payer names) is read only with the transactions or payment-links read permission, a
 * KYB decision with the KYB read permission, a team event with the team read permission, and a
 * notice addressed to one user (security, their role) by that user alone. A kind with no rule is
 * the owner's only. The list, the unread count and the detail (404) all follow the same rule.
 */
import { describe, expect, test } from 'vitest';
import { notify } from '#modules/notifications/notify.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { createRole, member } from './support/team.ts';

const database = useDatabase();
const N = '/api/v1/merchant/notifications';

async function list(t: Harness, token: string) {
  const res = await t.get(N, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as {
    items: { id: string; kind: string; title: string }[];
    total: number;
    unread: number;
  };
}

async function memberWith(t: Harness, ownerToken: string, permissions: string[]) {
  t.clock.advance(1000);
  const role = await createRole(t, ownerToken, permissions);
  return member(t, ownerToken, { roleName: role.name });
}

const wide = (t: Harness, merchantId: string, kind: string, title: string) => {
  t.clock.advance(1000);
  return t.db.transaction((tx) => notify(tx, t.clock, { merchantId, kind, title, body: `${title}.` }));
};

describe('notifications and permissions', () => {
  test('a payment notice is read only with the transactions or payment-links read permission', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const none = await memberWith(t, owner.token, []);
    const txns = await memberWith(t, owner.token, ['transactions:read']);
    const links = await memberWith(t, owner.token, ['payment-link:read']);
    const before = await list(t, none.token);
    t.clock.advance(1000);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));

    const payment = (await list(t, owner.token)).items.find((i) => i.kind === 'payment.success')!;
    expect(payment.title).toBe('Payment received: ₦10,000.00');
    const after = await list(t, none.token);
    expect(after).toEqual(before);
    expect(after.items.map((i) => i.kind)).not.toContain('payment.success');
    errorBody(await t.get(`${N}/show/${payment.id}`, { token: none.token }), 404, 'NOT_FOUND');

    for (const m of [txns, links]) {
      const seen = await list(t, m.token);
      expect(seen.items.map((i) => i.id)).toContain(payment.id);
      const res = await t.get(`${N}/show/${payment.id}`, { token: m.token });
      expect([res.status, res.body.responseBody.title]).toEqual([200, 'Payment received: ₦10,000.00']);
    }
  });

  test('KYB, team and unknown kinds; a notice addressed to a user is theirs alone', async () => {
    const t = harness(database.db);
    const { owner, merchantId } = await merchantWithLink(t);
    const none = await memberWith(t, owner.token, []);
    const kyb = await memberWith(t, owner.token, ['kyb:read']);
    const team = await memberWith(t, owner.token, ['team-members:read']);
    await wide(t, merchantId, 'kyb.approved', 'Business verified');
    await wide(t, merchantId, 'some.future_kind', 'Unclassified');
    // A notice to the member with no permissions about themself: a new PIN.
    t.clock.advance(1000);
    expect((await t.get('/api/v1/settings/pin/send-new-pin', { token: none.token })).status).toBe(200);

    const titles = async (token: string) => (await list(t, token)).items.map((i) => i.title);
    expect(await titles(none.token)).toEqual(['Transaction PIN reset']);
    expect(await list(t, none.token)).toMatchObject({ total: 1, unread: 1 });
    expect(await titles(kyb.token)).toEqual(['Business verified']);
    expect(await titles(team.token)).toEqual(['Bola Adeyemi joined your team']);
    const ownerTitles = await titles(owner.token);
    expect(ownerTitles.slice(0, 2)).toEqual(['Unclassified', 'Business verified']);
    expect(ownerTitles).not.toContain('Transaction PIN reset');

    const kybId = (await list(t, owner.token)).items.find((i) => i.kind === 'kyb.approved')!.id;
    errorBody(await t.get(`${N}/show/${kybId}`, { token: none.token }), 404, 'NOT_FOUND');
    errorBody(await t.get(`${N}/show/${kybId}`, { token: team.token }), 404, 'NOT_FOUND');
    expect((await t.get(`${N}/show/${kybId}`, { token: kyb.token })).status).toBe(200);
  });
});
