/**
 * A sub-account's payment links (issue 15): made, changed and toggled through its own endpoints
 * with the merchant links' rules and messages, paid by customers on the public page, and counted in
 * the sub-account's stats and transactions; kept apart from the merchant's own links, from other
 * merchants and from members limited to other sub-accounts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { paymentLinks } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, LINKS, payer, payOk } from './support/payments.ts';
import { createSubAccount, createSubAccountLink, SUB_LINKS, SUBS } from './support/sub-accounts.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const patch = (t: Harness, path: string, body: unknown, o: { token: string }) =>
  t.call('PATCH', path, { ...o, body });

describe('sub-account payment links', () => {
  test('made, listed apart from the merchant’s, changed, toggled, paid and counted', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const sub = await createSubAccount(t, owner.token);
    const res = await t.post(
      `${SUB_LINKS}/${sub.uuid}`,
      { name: 'School fees', amount: 1_000_000 },
      { token: owner.token },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('Payment link created successfully');
    const link = res.body.responseBody;
    expect(link).toMatchObject({ name: 'School fees', status: 'active', currency: 'NGN', amount: 1_000_000 });

    const listed = await t.get(`${SUB_LINKS}/${sub.slug}/list`, { token: owner.token });
    expect(listed.body.responseBody.items.map((l: { ref: string }) => l.ref)).toEqual([link.ref]);
    const other = await createSubAccountLink(t, owner.token, sub.uuid, { name: 'Uniforms' });
    const byRef = await t.get(`${SUB_LINKS}/${sub.slug}/list?search=${link.ref}`, { token: owner.token });
    expect(byRef.body.responseBody.items.map((l: { ref: string }) => l.ref)).toEqual([link.ref]);
    const byName = await t.get(`${SUB_LINKS}/${sub.slug}/list?search=uniform`, { token: owner.token });
    expect(byName.body.responseBody.items.map((l: { ref: string }) => l.ref)).toEqual([other.ref]);
    const mine = await t.post(`${LINKS}/get`, {}, { token: owner.token });
    expect(mine.body.responseBody.items).toEqual([]);
    errorBody(await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token }), 404);

    const edited = await patch(
      t,
      `${SUB_LINKS}/update/${link.ref}`,
      { name: 'Second term fees' },
      { token: owner.token },
    );
    expect(edited.body).toMatchObject({
      message: 'Payment link updated successfully',
      responseBody: { name: 'Second term fees' },
    });
    const off = await patch(
      t,
      `${SUB_LINKS}/status/${link.ref}`,
      { status: 'inactive' },
      { token: owner.token },
    );
    expect(off.body).toMatchObject({
      message: 'Payment link status updated successfully',
      responseBody: { status: 'inactive' },
    });
    expect(
      (await patch(t, `${SUB_LINKS}/status/${link.ref}`, { status: 'active' }, { token: owner.token }))
        .status,
    ).toBe(200);
    expect(
      errorBody(
        await patch(t, `${SUB_LINKS}/status/${link.ref}`, { status: 'paused' }, { token: owner.token }),
        422,
      ).errors?.status,
    ).toHaveLength(1);

    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    const shown = await t.get(`${SUBS}/${sub.slug}?currency=NGN`, { token: owner.token });
    expect(shown.body.responseBody.stats).toMatchObject({
      payments: 1,
      volume: 1_000_000,
      attempts: 2,
      successRate: 50,
    });
    // Its share of the payment (12.5 %, the main account bearing the fee) is in its own wallets.
    const wallet = shown.body.responseBody.stats.balances;
    expect(wallet.available + wallet.pending).toBe(125_000);
    const usd = await t.get(`${SUBS}/${sub.slug}?currency=USD`, { token: owner.token });
    expect(usd.body.responseBody.stats).toMatchObject({
      payments: 0,
      volume: 0,
      attempts: 0,
      balances: null,
    });
    const txns = await t.get(`${SUBS}/${sub.slug}/transactions/`, { token: owner.token });
    expect(txns.body.responseBody.total).toBe(2);
    expect(txns.body.responseBody.items.map((x: { status: string }) => x.status)).toEqual(
      expect.arrayContaining(['success', 'failed']),
    );
    expect(txns.body.responseBody.items[0].paymentLinkRef).toBe(link.ref);
    expect(
      (await t.get(`${SUBS}/${sub.slug}/transactions/?currency=USD`, { token: owner.token })).body
        .responseBody.total,
    ).toBe(0);
    const byLink = await t.get(`${SUB_LINKS}/transactions/${link.ref}`, { token: owner.token });
    expect(byLink.body.responseBody.total).toBe(2);
  });

  test('a flat-split sub-account’s links are only in its split’s currency', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const sub = await createSubAccount(t, owner.token, {
      split: { splitType: 'flat', amount: 500, currency: 'USD', feeBearer: 'sub_account' },
    });
    const naira = await t.post(
      `${SUB_LINKS}/${sub.uuid}`,
      { name: 'Fees', amount: 1_000_000 },
      { token: owner.token },
    );
    expect(errorBody(naira, 422).errors?.currency).toEqual([
      'This sub-account’s links are in USD, the currency of its flat share',
    ]);
    const link = await createSubAccountLink(t, owner.token, sub.uuid, { currency: 'USD', amount: 5_000 });
    expect(link.currency).toBe('USD');
    const moved = await patch(
      t,
      `${SUB_LINKS}/update/${link.ref}`,
      { currency: 'NGN' },
      { token: owner.token },
    );
    expect(errorBody(moved, 422).errors?.currency).toHaveLength(1);
  });

  test('bad input is refused with field errors', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const sub = await createSubAccount(t, owner.token);
    const post = (body: unknown) => t.post(`${SUB_LINKS}/${sub.uuid}`, body, { token: owner.token });
    expect(errorBody(await post({ name: 'a\u0000b', amount: 1_000_000 }), 422).errors?.name).toHaveLength(1);
    expect(
      errorBody(await post({ name: 'Fees', amount: 2 ** 64 }), 422).errors?.amount?.length,
    ).toBeGreaterThan(0);
    expect(errorBody(await post({ name: 'Fees \udc00', amount: 1_000_000 }), 422).errors?.name).toHaveLength(
      1,
    );
    errorBody(await post({ name: 'Fees', amount: 1_000_000, customSlug: 'x'.repeat(200) }), 422);
    const link = await createSubAccountLink(t, owner.token, sub.uuid);
    errorBody(await patch(t, `${SUB_LINKS}/update/${link.ref}`, {}, { token: owner.token }), 422);
    errorBody(
      await t.post(`${SUB_LINKS}/not-a-uuid`, { name: 'Fees', amount: 1_000_000 }, { token: owner.token }),
      404,
    );
    errorBody(await t.get(`${SUB_LINKS}/transactions/PL-0000000000`, { token: owner.token }), 404);
  });

  test('another merchant, a member limited to another sub-account, and the merchant’s link endpoints get 404', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const ikeja = await createSubAccount(t, owner.token, { name: 'Ikeja' });
    const lekki = await createSubAccount(t, owner.token, { name: 'Lekki' });
    const ikejaLink = await createSubAccountLink(t, owner.token, ikeja.uuid);
    const lekkiLink = await createSubAccountLink(t, owner.token, lekki.uuid);
    const other = await signedInUser(t);
    const limited = await member(t, owner.token, { roleName: 'Admin', subAccountIds: [ikeja.uuid] });

    for (const token of [other.token, limited.token]) {
      const link = token === other.token ? ikejaLink : lekkiLink;
      const sub = token === other.token ? ikeja : lekki;
      errorBody(await t.get(`${SUB_LINKS}/${sub.slug}/list`, { token }), 404);
      errorBody(
        await t.post(`${SUB_LINKS}/${sub.uuid}`, { name: 'Mine', amount: 1_000_000 }, { token }),
        404,
      );
      errorBody(await patch(t, `${SUB_LINKS}/update/${link.ref}`, { name: 'Mine' }, { token }), 404);
      errorBody(await patch(t, `${SUB_LINKS}/status/${link.ref}`, { status: 'inactive' }, { token }), 404);
      errorBody(await t.get(`${SUB_LINKS}/transactions/${link.ref}`, { token }), 404);
    }
    // The limited member works on their own sub-account's links.
    const list = await t.get(`${SUB_LINKS}/${ikeja.slug}/list`, { token: limited.token });
    expect(list.body.responseBody.items.map((l: { ref: string }) => l.ref)).toEqual([ikejaLink.ref]);
    expect(
      (
        await t.post(
          `${SUB_LINKS}/${ikeja.uuid}`,
          { name: 'Uniforms', amount: 500_000 },
          { token: limited.token },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await patch(
          t,
          `${SUB_LINKS}/status/${ikejaLink.ref}`,
          { status: 'inactive' },
          { token: limited.token },
        )
      ).status,
    ).toBe(200);
    // Nothing changed the other links.
    const [row] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.ref, lekkiLink.ref));
    expect(row).toMatchObject({ name: 'School fees', status: 'active' });
    // The merchant's own link endpoints do not reach a sub-account's link.
    errorBody(await t.get(`${LINKS}/deactivate/${ikejaLink.ref}`, { token: owner.token }), 404);
    // A member without the payment-link permissions cannot make or change them.
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    errorBody(
      await t.post(`${SUB_LINKS}/${ikeja.uuid}`, { name: 'X', amount: 1_000_000 }, { token: viewer.token }),
      403,
    );
    errorBody(
      await patch(t, `${SUB_LINKS}/status/${ikejaLink.ref}`, { status: 'active' }, { token: viewer.token }),
      403,
    );
    expect((await t.get(`${SUB_LINKS}/${ikeja.slug}/list`, { token: viewer.token })).status).toBe(200);
  });
});
