/**
 * Editing and deleting payment links: partial edits, the amount-type switch, what a link with
 * transactions may no longer change, slugs, usage limits and expiry (ManualClock), deletion rules,
 * and another merchant's refs (404, nothing changed).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, createLink, LINKS, merchantWithLink, PAY, payer, payOk } from './support/payments.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

describe('editing a link', () => {
  test('changes only what is sent, clears with null, and audits the fields changed', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { redirectUrl: 'https://a.example/x', usageLimit: 3 });
    const res = await t.call('PATCH', `${LINKS}/edit/${link.ref}`, {
      token: owner.token,
      body: { name: 'Bigger hamper', amount: 2_000_000, redirectUrl: null, usageLimit: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment link updated successfully');
    expect(res.body.responseBody).toMatchObject({
      ref: link.ref,
      slug: link.slug,
      name: 'Bigger hamper',
      amount: 2_000_000,
      redirectUrl: null,
      usageLimit: null,
      currency: 'NGN',
    });
    const mine = await t.db.select().from(auditEvents).where(eq(auditEvents.target, link.ref));
    expect(mine.find((a) => a.action === 'payment_link.updated')!.details).toEqual({
      fields: ['name', 'amount', 'redirectUrl', 'usageLimit'],
    });
  });

  test('switching the amount type drops what no longer applies; the rules hold on the result', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const edit = (body: unknown) =>
      t.call('PATCH', `${LINKS}/edit/${link.ref}`, { token: owner.token, body });
    const toCustomer = await edit({ amountType: 'customer', minAmount: 10_000 });
    expect(toCustomer.body.responseBody).toMatchObject({
      amountType: 'customer',
      amount: null,
      minAmount: 10_000,
    });
    expect(errorBody(await edit({ amountType: 'fixed' }), 422).errors).toEqual({
      amount: ['Enter the amount'],
    });
    const back = await edit({ amountType: 'fixed', amount: 70_000 });
    expect(back.body.responseBody).toMatchObject({ amountType: 'fixed', amount: 70_000, minAmount: null });
    expect(Object.keys(errorBody(await edit({ minAmount: 5 }), 422).errors!)).toEqual(['minAmount']);
    expect(errorBody(await edit({}), 422).errors).toEqual({ _: ['Nothing to change'] });
    expect(Object.keys(errorBody(await edit({ amount: 'ten' }), 422).errors!)).toEqual(['amount']);
    expect(Object.keys(errorBody(await edit({ expiresAt: '2025-01-01T00:00:00Z' }), 422).errors!)).toEqual([
      'expiresAt',
    ]);
    errorBody(await t.call('PATCH', `${LINKS}/edit/${link.ref}`, { token: owner.token, raw: '[' }), 400);
    const unknown = await t.call('PATCH', `${LINKS}/edit/PL-0000000000`, {
      token: owner.token,
      body: { name: 'X' },
    });
    errorBody(unknown, 404);
  });

  test('a link with transactions keeps its currency and amount type, and the usage limit cannot drop below its payments', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const edit = (body: unknown) =>
      t.call('PATCH', `${LINKS}/edit/${link.ref}`, { token: owner.token, body });
    for (const body of [{ currency: 'USD' }, { amountType: 'customer' }])
      expect(errorBody(await edit(body), 409, 'PAYMENT_LINK_HAS_TRANSACTIONS').message).toMatch(
        /cannot change once it has transactions/,
      );
    expect((await edit({ currency: 'NGN', amount: 150_000 })).status).toBe(200);
    expect(errorBody(await edit({ usageLimit: 1 }), 422).errors).toEqual({
      usageLimit: ['The link has already been paid 2 times'],
    });
    // The limit's counter starts from the payments made so far, then moves with each payment.
    expect((await edit({ usageLimit: 3 })).body.responseBody).toMatchObject({ usageLimit: 3, usageCount: 2 });
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    const used = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }));
    expect(errorBody(used, 409, 'PAYMENT_LINK_UNAVAILABLE').message).toBe(
      'This payment link has reached its usage limit and cannot take more payments',
    );
    expect((await t.get(`${PAY}/${link.ref}`)).body.responseBody.unavailableReason).toBe('used_up');
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody).toMatchObject({ usageLimit: 3, usageCount: 3 });
  });

  test('a new slug must be free; the old address stops working', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const other = await createLink(t, owner.token, { name: 'Other' });
    const edit = (body: unknown) =>
      t.call('PATCH', `${LINKS}/edit/${link.ref}`, { token: owner.token, body });
    expect(errorBody(await edit({ customSlug: other.slug }), 409, 'SLUG_TAKEN').message).toBe(
      'This link address is taken',
    );
    const fresh = `renamed-${link.slug}`.slice(0, 60).replace(/-$/, '');
    expect((await edit({ customSlug: fresh })).body.responseBody.paths.bySlug).toBe(`/link/${fresh}`);
    errorBody(await t.get(`${PAY}/pay/${link.slug}`), 404);
    expect((await t.get(`${PAY}/pay/${fresh}`)).body.responseBody.ref).toBe(link.ref);
  });

  test('two merchants racing for one slug: one gets it, the other is told it is taken', async () => {
    const t = harness(database.db);
    const [a, b] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const slug = `race-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const answers = await Promise.all(
      [a, b].map((u) =>
        t.post(`${LINKS}/create`, { name: 'Race', amount: 10_000, customSlug: slug }, { token: u.token }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(errorBody(answers.find((r) => r.status === 409)!, 409, 'SLUG_TAKEN').message).toBe(
      'This link address is taken',
    );
  });

  test('expiry follows the clock: the link stops taking payments once it passes', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, { expiresAt: '2026-01-05T10:00:00Z' });
    expect((await payOk(t, link.ref, payer({ card: card(CARDS.success) }))).status).toBe('success');
    t.clock.set('2026-01-05T10:00:00Z');
    const view = await t.get(`${PAY}/${link.ref}`);
    expect(view.body.responseBody).toMatchObject({ available: false, unavailableReason: 'expired' });
    const late = await t.post(`${PAY}/${link.ref}`, payer({ card: card(CARDS.success) }));
    expect(errorBody(late, 409).message).toBe('This payment link has expired and cannot take payments');
  });
});

describe('deleting a link', () => {
  test('a link without transactions goes; one with transactions stays and says to deactivate it', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    await t.get(`${PAY}/${link.ref}`); // a view is not a transaction
    const gone = await t.call('DELETE', `${LINKS}/delete/${link.ref}`, { token: owner.token });
    expect(gone.body).toEqual({ message: 'Payment link deleted successfully', responseBody: {} });
    errorBody(await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token }), 404);
    errorBody(await t.call('DELETE', `${LINKS}/delete/${link.ref}`, { token: owner.token }), 404);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.target, link.ref));
    expect(audit.map((a) => a.action).sort()).toEqual(['payment_link.created', 'payment_link.deleted']);

    const kept = await createLink(t, owner.token);
    await payOk(t, kept.ref, payer({ card: card(CARDS.declined) }));
    const refused = await t.call('DELETE', `${LINKS}/delete/${kept.ref}`, { token: owner.token });
    expect(errorBody(refused, 409, 'PAYMENT_LINK_HAS_TRANSACTIONS').message).toBe(
      'This payment link has transactions and cannot be deleted. Deactivate it instead.',
    );
    errorBody(await t.call('DELETE', `${LINKS}/delete/nope`, { token: owner.token }), 404);
  });
});

describe('another merchant', () => {
  test('gets 404 for every endpoint with this merchant’s ref, and changes nothing', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const intruder = await signedInUser(t);
    const token = intruder.token;
    const calls = [
      t.get(`${LINKS}/show/${link.ref}`, { token }),
      t.get(`${LINKS}/transactions/${link.ref}`, { token }),
      t.get(`${LINKS}/activate/${link.ref}`, { token }),
      t.get(`${LINKS}/deactivate/${link.ref}`, { token }),
      t.call('PATCH', `${LINKS}/edit/${link.ref}`, { token, body: { name: 'Mine now' } }),
      t.call('DELETE', `${LINKS}/delete/${link.ref}`, { token }),
    ];
    for (const res of await Promise.all(calls)) errorBody(res, 404);
    const list = await t.post(`${LINKS}/get`, { search: link.ref }, { token });
    expect(list.body.responseBody.total).toBe(0);
    const mine = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(mine.body.responseBody).toMatchObject({ name: 'Hamper', status: 'active' });
  });
});
