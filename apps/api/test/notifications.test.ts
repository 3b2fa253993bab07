/**
 * Notifications: made by real events (a payment, a member joining, a role changed), listed newest
 * first 20 a page with the caller's unread count, opened (which marks them read for that user
 * only), and scoped: another merchant's id, or one the caller may not see (another member's, another
 * sub-account's, one from before they joined), is a 404.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { notificationReads } from '#db/schema/index.ts';
import { notify } from '#modules/notifications/notify.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { member, subAccount } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const N = '/api/v1/merchant/notifications';

type Item = {
  id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: string;
  readAt: string | null;
};

async function list(t: Harness, token: string, page?: number) {
  const res = await t.get(page === undefined ? N : `${N}?page=${page}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as {
    items: Item[];
    page: number;
    perPage: number;
    total: number;
    unread: number;
  };
}

async function open(t: Harness, token: string, id: string) {
  const res = await t.get(`${N}/show/${id}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.responseBody as Item;
}

/** Writes notifications the way the services do: through notify(), in a transaction. */
async function seed(t: Harness, merchantId: string, n: number, extra: Record<string, unknown> = {}) {
  for (let i = 1; i <= n; i++) {
    t.clock.advance(1000);
    await t.db.transaction((tx) =>
      notify(tx, t.clock, {
        merchantId,
        kind: 'payment.success',
        title: `Event ${i}`,
        body: `Body ${i}`,
        ...extra,
      }),
    );
  }
}

describe('a payment notifies the merchant', () => {
  test('the owner sees it unread, opening it marks it read for them, and the count drops', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const empty = await list(t, owner.token);
    expect(empty).toEqual({ items: [], page: 1, perPage: 20, total: 0, unread: 0 });

    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const before = await list(t, owner.token);
    expect(before).toMatchObject({ total: 1, unread: 1 });
    const [item] = before.items;
    expect(item).toMatchObject({
      kind: 'payment.success',
      title: 'Payment received: ₦10,000.00',
      readAt: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(item!.body).toContain(paid.reference);

    t.clock.advance(60_000);
    const opened = await open(t, owner.token, item!.id);
    expect(opened).toEqual({ ...item, readAt: t.clock.now().toISOString() });
    const firstRead = opened.readAt;

    // Opening it again keeps the first read time.
    t.clock.advance(60_000);
    expect((await open(t, owner.token, item!.id)).readAt).toBe(firstRead);
    const after = await list(t, owner.token);
    expect(after).toMatchObject({ total: 1, unread: 0 });
    expect(after.items[0]!.readAt).toBe(firstRead);
  });

  test('read state is per user: a merchant-wide notification stays unread for the other members', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const ownerView = await list(t, owner.token);
    const payment = ownerView.items.find((i) => i.kind === 'payment.success')!;
    await open(t, owner.token, payment.id);

    const memberView = await list(t, viewer.token);
    expect(memberView.items.find((i) => i.id === payment.id)).toMatchObject({ readAt: null });
    // The payment and the member's own joining, both unread for them.
    expect(memberView).toMatchObject({ total: 2, unread: 2 });
    expect((await list(t, owner.token)).unread).toBe(ownerView.unread - 1);
    const reads = await t.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.notificationId, payment.id));
    expect(reads).toHaveLength(1);
  });
});

describe('team events', () => {
  test('a member joining notifies the whole team; a role change notifies only that member', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const m = await member(t, owner.token, { roleName: 'Viewer' });
    const joined = (await list(t, owner.token)).items;
    expect(joined).toEqual([
      expect.objectContaining({
        kind: 'team.member_joined',
        title: 'Bola Adeyemi joined your team',
        body: `Bola Adeyemi (${m.email}) accepted the invitation and can now sign in.`,
        readAt: null,
      }),
    ]);

    t.clock.advance(1000);
    const assigned = await t.post(
      '/api/v1/merchant/team/assign-role',
      { userId: m.userId, roleName: 'Finance', replace: true },
      { token: owner.token },
    );
    expect(assigned.status, assigned.text).toBe(200);
    t.clock.advance(1000);
    const revoked = await t.post(
      '/api/v1/merchant/team/un-assign-role',
      { userId: m.userId, roleName: 'Finance' },
      { token: owner.token },
    );
    expect(revoked.status, revoked.text).toBe(200);

    const mine = await list(t, m.token);
    // With no role left the member reads only what is addressed to them: the team's news needs
    // the team read permission (notifications-permissions.test.ts).
    expect(mine.items.map((i) => [i.kind, i.body])).toEqual([
      ['team.role_changed', 'The Finance role was taken away from you.'],
      ['team.role_changed', 'Your role is now Finance.'],
    ]);
    expect(mine.unread).toBe(2);
    // The owner sees neither role change, and cannot open them.
    const ownerView = await list(t, owner.token);
    expect(ownerView.items.map((i) => i.kind)).toEqual(['team.member_joined']);
    errorBody(await t.get(`${N}/show/${mine.items[0]!.id}`, { token: owner.token }), 404, 'NOT_FOUND');
  });

  test('a role change that fails writes no notification', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const m = await member(t, owner.token, { roleName: 'Viewer' });
    const res = await t.post(
      '/api/v1/merchant/team/un-assign-role',
      { userId: m.userId, roleName: 'Finance' },
      { token: owner.token },
    );
    errorBody(res, 404);
    expect((await list(t, m.token)).items.map((i) => i.kind)).toEqual(['team.member_joined']);
  });
});

describe('the list', () => {
  test('pages 20 at a time, newest first, with the total and the unread count over every page', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await seed(t, owner.row.merchantId, 25);
    const first = await list(t, owner.token);
    expect(first).toMatchObject({ page: 1, perPage: 20, total: 25, unread: 25 });
    expect(first.items.map((i) => i.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Event ${25 - i}`));
    await open(t, owner.token, first.items[3]!.id);
    const second = await list(t, owner.token, 2);
    expect(second).toMatchObject({ page: 2, total: 25, unread: 24 });
    expect(second.items.map((i) => i.title)).toEqual(['Event 5', 'Event 4', 'Event 3', 'Event 2', 'Event 1']);
    expect(await list(t, owner.token, 3)).toMatchObject({ items: [], page: 3, total: 25, unread: 24 });
  });

  test('bad input is a 422 with the field; no session is a 401', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    for (const page of ['0', '-1', 'abc', '1.5', '10001']) {
      const body = errorBody(
        await t.get(`${N}?page=${page}`, { token: owner.token }),
        422,
        'VALIDATION_ERROR',
      );
      expect(Object.keys(body.errors as object)).toEqual(['page']);
    }
    for (const id of ['1', 'not-a-uuid', `${randomUUID()}x`]) {
      const body = errorBody(await t.get(`${N}/show/${id}`, { token: owner.token }), 422, 'VALIDATION_ERROR');
      expect(Object.keys(body.errors as object)).toEqual(['id']);
    }
    errorBody(await t.get(N), 401);
    errorBody(await t.get(`${N}/show/${randomUUID()}`), 401);
  });
});

describe('who sees what', () => {
  test('another merchant’s notification is a 404 and is not marked read', async () => {
    const t = harness(database.db);
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await seed(t, a.row.merchantId, 1);
    const [item] = (await list(t, a.token)).items;
    expect(await list(t, b.token)).toMatchObject({ items: [], total: 0, unread: 0 });
    errorBody(await t.get(`${N}/show/${item!.id}`, { token: b.token }), 404, 'NOT_FOUND');
    errorBody(await t.get(`${N}/show/${randomUUID()}`, { token: a.token }), 404, 'NOT_FOUND');
    const reads = await t.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.notificationId, item!.id));
    expect(reads).toEqual([]);
  });

  test('a member sees what was written since they joined, not the merchant’s history before them', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await seed(t, owner.row.merchantId, 3, { title: 'Before' });
    t.clock.advance(1000);
    const m = await member(t, owner.token, { roleName: 'Viewer' });
    await seed(t, owner.row.merchantId, 1, { title: 'After' });
    const seen = await list(t, m.token);
    expect(seen.items.map((i) => i.title)).toEqual(['After', 'Bola Adeyemi joined your team']);
    expect(seen).toMatchObject({ total: 2, unread: 2 });
    const before = (await list(t, owner.token)).items.find((i) => i.title === 'Before')!;
    errorBody(await t.get(`${N}/show/${before.id}`, { token: m.token }), 404, 'NOT_FOUND');
    expect(await list(t, owner.token)).toMatchObject({ total: 5, unread: 5 });
  });

  test('a member limited to sub-accounts sees theirs and the merchant-wide ones, not the others', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const ikeja = await subAccount(t, owner.row.merchantId, 'Ikeja branch');
    const lekki = await subAccount(t, owner.row.merchantId, 'Lekki branch');
    const limited = await member(t, owner.token, { roleName: 'Viewer', subAccountIds: [ikeja.id] });
    t.clock.advance(1000);
    await seed(t, owner.row.merchantId, 1, { title: 'Ikeja event', subAccountId: ikeja.id });
    await seed(t, owner.row.merchantId, 1, { title: 'Lekki event', subAccountId: lekki.id });
    await seed(t, owner.row.merchantId, 1, { title: 'Everyone', kind: 'team.announcement' });
    // A merchant-wide payment notice without its payment may be the primary account's: not theirs.
    await seed(t, owner.row.merchantId, 1, { title: 'Unknown payment' });

    const seen = await list(t, limited.token);
    expect(seen.items.map((i) => i.title)).toEqual([
      'Everyone',
      'Ikeja event',
      'Bola Adeyemi joined your team',
    ]);
    expect(seen).toMatchObject({ total: 3, unread: 3 });
    const all = await list(t, owner.token);
    expect(all.items.map((i) => i.title)).toEqual([
      'Unknown payment',
      'Everyone',
      'Lekki event',
      'Ikeja event',
      'Bola Adeyemi joined your team',
    ]);
    const lekkiId = all.items.find((i) => i.title === 'Lekki event')!.id;
    errorBody(await t.get(`${N}/show/${lekkiId}`, { token: limited.token }), 404, 'NOT_FOUND');
    const ikejaId = all.items.find((i) => i.title === 'Ikeja event')!.id;
    expect((await open(t, limited.token, ikejaId)).readAt).toBe(t.clock.now().toISOString());
  });
});
