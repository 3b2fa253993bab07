/**
 * The merchant's payment-link endpoints: create (fixed, customer-chosen, slugs), list with filters
 * and pages, show with the funnel, edit, (de)activate, delete, the link's transactions, audit rows,
 * bad input on every endpoint, and another merchant's refs (404).
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, paymentLinks } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, createLink, LINKS, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';
import { member, subAccount } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

describe('creating a link', () => {
  test('a fixed link gets a ref, a generated slug, its public paths and an audit row', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await t.post(
      `${LINKS}/create`,
      { name: "Amaka's Hampers (Xmas)", amount: 1_500_000, usageLimit: 5 },
      { token: owner.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Payment link created successfully');
    const link = res.body.responseBody;
    expect(link).toMatchObject({
      name: "Amaka's Hampers (Xmas)",
      description: '',
      status: 'active',
      currency: 'NGN',
      amountType: 'fixed',
      amount: 1_500_000,
      minAmount: null,
      redirectUrl: null,
      customFields: [],
      usageLimit: 5,
      usageCount: 0,
      expiresAt: null,
      hasTransactions: false,
      createdAt: t.clock.now().toISOString(),
    });
    expect(link.ref).toMatch(/^PL-[0-9A-Z]{10}$/);
    expect(link.slug).toMatch(/^amakas-hampers-xmas-[a-z0-9]{6}$/);
    expect(link.paths).toEqual({ byRef: `/payment-links/${link.ref}`, bySlug: `/link/${link.slug}` });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.merchantId, owner.row.merchantId), like(auditEvents.action, 'payment_link.%')),
      );
    expect(audit).toMatchObject([
      { action: 'payment_link.created', target: link.ref, actorUserId: owner.row.id },
    ]);
  });

  test('a customer-chosen link with a minimum, a custom slug, custom fields and an expiry', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const slug = `tips-${Date.now().toString(36)}`;
    const link = await createLink(t, owner.token, {
      name: 'Tips',
      amount: undefined,
      amountType: 'customer',
      minAmount: 50_000,
      currency: 'USD',
      customSlug: ` ${slug.toUpperCase()} `,
      redirectUrl: 'https://example.com/thanks',
      customFields: [{ key: 'table', label: 'Table number', type: 'number', required: true }],
      expiresAt: '2026-02-01T00:00:00Z',
    });
    expect(link).toMatchObject({
      slug,
      amountType: 'customer',
      amount: null,
      minAmount: 50_000,
      currency: 'USD',
      expiresAt: '2026-02-01T00:00:00.000Z',
      customFields: [{ key: 'table', label: 'Table number', type: 'number', required: true }],
    });
    const other = await signedInUser(t);
    const taken = await t.post(
      `${LINKS}/create`,
      { name: 'Mine', amount: 10_000, customSlug: slug },
      { token: other.token },
    );
    expect(errorBody(taken, 409).message).toBe('This link address is taken');
  });

  test('refuses bad input with field errors, malformed JSON with 400 and a huge body with 413', async () => {
    const t = harness(database.db, { config: { bodyLimitBytes: 4096 } });
    const { token } = await signedInUser(t);
    const cases: [unknown, string[]][] = [
      [{}, ['name']],
      [{ name: 'X' }, ['amount']],
      [{ name: 42, amount: '100' }, ['name', 'amount']],
      [{ name: 'X', amount: -5 }, ['amount']],
      [{ name: 'X', amount: 10.5 }, ['amount']],
      [{ name: 'X', amount: 2 ** 60 }, ['amount']],
      [{ name: 'x'.repeat(101), amount: 10_000 }, ['name']],
      [{ name: 'X', amount: 10_000, currency: 'EUR' }, ['currency']],
      [{ name: 'X', amount: 10_000, amountType: 'both' }, ['amountType']],
      [{ name: 'X', amountType: 'customer', amount: 10_000 }, ['amount']],
      // Below the platform's minimum charge (₦100, $1), as a fixed amount or a minimum.
      [{ name: 'X', amount: 9_999 }, ['amount']],
      [{ name: 'X', amount: 99, currency: 'USD' }, ['amount']],
      [{ name: 'X', amountType: 'customer', minAmount: 1 }, ['minAmount']],
      // Text the database cannot store, and keys that name Object's own properties.
      [{ name: 'Hamper\u0000', amount: 10_000 }, ['name']],
      [{ name: 'Hamper \ud83d', amount: 10_000, description: 'Line one\n\u0000' }, ['name', 'description']],
      [{ name: 'X', amount: 10_000, redirectUrl: 'https://example.com/\u0000' }, ['redirectUrl']],
      [
        { name: 'X', amount: 10_000, customFields: [{ key: 'constructor', label: 'C' }] },
        ['customFields.0.key'],
      ],
      [{ name: 'X', amount: 10_000, minAmount: 10 }, ['minAmount']],
      [{ name: 'X', amount: 10_000, customSlug: 'no spaces allowed' }, ['customSlug']],
      [{ name: 'X', amount: 10_000, redirectUrl: 'javascript:alert(1)' }, ['redirectUrl']],
      [{ name: 'X', amount: 10_000, usageLimit: 0 }, ['usageLimit']],
      [{ name: 'X', amount: 10_000, expiresAt: 'tomorrow' }, ['expiresAt']],
      [{ name: 'X', amount: 10_000, expiresAt: '0000-06-01T00:00:00Z' }, ['expiresAt']],
      [{ name: 'X', amount: 10_000, expiresAt: '2026-01-05T08:00:00Z' }, ['expiresAt']],
      [
        { name: 'X', amount: 10_000, customFields: [{ key: 'Bad Key', label: '' }] },
        ['customFields.0.key', 'customFields.0.label'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await t.post(`${LINKS}/create`, body, { token });
      expect(Object.keys(errorBody(res, 422).errors ?? {}).sort(), JSON.stringify(body)).toEqual(
        fields.sort(),
      );
    }
    errorBody(await t.call('POST', `${LINKS}/create`, { raw: '{"name":', token }), 400, 'MALFORMED_JSON');
    const huge = { name: 'X', amount: 10_000, description: 'x'.repeat(5000) };
    errorBody(await t.post(`${LINKS}/create`, huge, { token }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('listing links', () => {
  test('pages of 20, newest first, filtered by status, currency, search and days', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const start = t.clock.now().getTime();
    for (let i = 1; i <= 22; i++) {
      const { ref } = await createLink(t, token, {
        name: `Link ${i}`,
        amount: 10_000 * i,
        currency: i % 2 ? 'NGN' : 'USD',
      });
      // One an hour from 09:00 on 5 January (moving the clock that far would end the session).
      await t.db
        .update(paymentLinks)
        .set({ createdAt: new Date(start + (i - 1) * 3_600_000) })
        .where(eq(paymentLinks.ref, ref));
    }
    const first = await t.post(`${LINKS}/get?page=1`, {}, { token });
    expect(first.body.responseBody).toMatchObject({ page: 1, perPage: 20, total: 22 });
    expect(first.body.responseBody.items).toHaveLength(20);
    expect(first.body.responseBody.items[0].name).toBe('Link 22');
    const second = await t.post(`${LINKS}/get?page=2`, {}, { token });
    expect(second.body.responseBody.items.map((l: { name: string }) => l.name)).toEqual(['Link 2', 'Link 1']);
    const usd = await t.post(`${LINKS}/get`, { currency: 'USD' }, { token });
    expect(usd.body.responseBody.total).toBe(11);
    const search = await t.post(`${LINKS}/get`, { search: 'link 1' }, { token });
    expect(search.body.responseBody.total).toBe(11); // Link 1, 10–19
    const pct = await t.post(`${LINKS}/get`, { search: '%' }, { token });
    expect(pct.body.responseBody.total).toBe(0);
    const ref = first.body.responseBody.items[3].ref;
    await t.get(`${LINKS}/deactivate/${ref}`, { token });
    const inactive = await t.post(`${LINKS}/get`, { status: 'inactive' }, { token });
    expect(inactive.body.responseBody.items.map((l: { ref: string }) => l.ref)).toEqual([ref]);
    // Created from 09:00 on 5 January, one an hour: 15 on the 5th, 7 on the 6th.
    const day = await t.post(`${LINKS}/get`, { from: '2026-01-06', to: '2026-01-06' }, { token });
    expect(day.body.responseBody.total).toBe(7);
    const before = await t.post(`${LINKS}/get`, { to: '2026-01-05' }, { token });
    expect(before.body.responseBody.total).toBe(15);
    const bad = [
      [{ status: 'paused' }, 'status'],
      [{ from: '05/01/2026' }, 'from'],
      [{ from: '2026-02-01', to: '2026-01-01' }, 'to'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ] as const;
    for (const [body, field] of bad)
      expect(Object.keys(errorBody(await t.post(`${LINKS}/get`, body, { token }), 422).errors!)).toEqual([
        field,
      ]);
    for (const page of ['0', 'abc', '-1'])
      errorBody(await t.post(`${LINKS}/get?page=${page}`, {}, { token }), 422);
  });
});

describe('one link', () => {
  test('show gives the link and its funnel; transactions lists every attempt, newest first', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 300_000 });
    await t.get(`${PAY}/${link.ref}`);
    await t.get(`${PAY}/pay/${link.slug}`);
    const paid = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    t.clock.advance(1000);
    const failed = await payOk(t, link.ref, payer({ card: card(CARDS.declined), email: 'bo@example.com' }));
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.status).toBe(200);
    expect(shown.body.responseBody).toMatchObject({
      ref: link.ref,
      usageCount: 1,
      hasTransactions: true,
      stats: {
        views: 2,
        checkoutsStarted: 2,
        failed: 1,
        failedByReason: { 'Card declined by the issuer': 1 },
        paid: 1,
        amountPaid: 300_000,
      },
    });
    const txs = await t.get(`${LINKS}/transactions/${link.ref}?page=1`, { token: owner.token });
    expect(txs.body.responseBody).toMatchObject({ page: 1, perPage: 20, total: 2 });
    expect(txs.body.responseBody.items).toMatchObject([
      {
        reference: failed.reference,
        status: 'failed',
        failureReason: 'Card declined by the issuer',
        customer: { email: 'bo@example.com' },
      },
      {
        reference: paid.reference,
        status: 'success',
        amount: 300_000,
        fee: 14_500, // 1.5 % + ₦100 (₦3,000 is not under ₦2,500)
        net: 285_500,
        card: { brand: 'visa', bin: '408408', last4: '4081' },
        paymentLinkRef: link.ref,
      },
    ]);
    errorBody(await t.get(`${LINKS}/show/not-a-ref`, { token: owner.token }), 404);
    errorBody(await t.get(`${LINKS}/show/PL-0000000000`, { token: owner.token }), 404);
    errorBody(await t.get(`${LINKS}/transactions/${link.ref}?page=0`, { token: owner.token }), 422);
  });

  test('activate and deactivate; an inactive link refuses checkout and says why', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const off = await t.get(`${LINKS}/deactivate/${link.ref}`, { token: owner.token });
    expect(off.body).toMatchObject({
      message: 'Payment link status updated successfully',
      responseBody: { status: 'inactive' },
    });
    const view = await t.get(`${PAY}/${link.ref}`);
    expect(view.body.responseBody).toMatchObject({ available: false, unavailableReason: 'inactive' });
    const refused = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }));
    expect(errorBody(refused, 409, 'PAYMENT_LINK_UNAVAILABLE').message).toBe(
      'This payment link is inactive and cannot take payments',
    );
    const on = await t.get(`${LINKS}/activate/${link.ref}`, { token: owner.token });
    expect(on.body.responseBody.status).toBe('active');
    expect((await payOk(t, link.ref, payer({ card: card(CARDS.success) }))).status).toBe('success');
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.target, link.ref))
      .orderBy(auditEvents.seq);
    expect(actions.map((a) => a.action)).toEqual([
      'payment_link.created',
      'payment_link.deactivated',
      'payment_link.activated',
    ]);
  });
});

describe('who sees which links', () => {
  test('members see the merchant’s links by their role; one limited to a sub-account sees none', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    const list = await t.post(`${LINKS}/get`, {}, { token: viewer.token });
    expect(list.body.responseBody.items.map((l: { ref: string }) => l.ref)).toEqual([link.ref]);
    errorBody(await t.post(`${LINKS}/create`, { name: 'X', amount: 10_000 }, { token: viewer.token }), 403);
    const sub = await subAccount(t, owner.row.merchantId);
    const limited = await member(t, owner.token, { roleName: 'Admin', subAccountIds: [sub.id] });
    const none = await t.post(`${LINKS}/get`, {}, { token: limited.token });
    expect(none.body.responseBody).toMatchObject({ items: [], total: 0 });
    errorBody(await t.get(`${LINKS}/show/${link.ref}`, { token: limited.token }), 404);
    errorBody(await t.post(`${LINKS}/create`, { name: 'X', amount: 10_000 }, { token: limited.token }), 403);
  });
});
