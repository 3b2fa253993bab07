/**
 * The blacklist (beyond the spec): a blacklisted email is refused at checkout on every channel,
 * by ref and by slug, on the JSON API and on the no-JavaScript pay page, with a message that sends
 * the payer to the merchant; lifting it lets them pay again. Both changes are audited.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { auditEvents } from '#db/schema/index.ts';
import { CUSTOMERS, customerItems, paidBy, showCustomer } from './support/customers.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, PAY, pay, payer, payOk } from './support/payments.ts';
import { member } from './support/team.ts';

const database = useDatabase();
const MESSAGE =
  'This merchant cannot accept a payment from this email address. Contact the merchant for help.';

const blacklist = (t: Harness, token: string, id: string, reason: unknown) =>
  t.post(`${CUSTOMERS}/blacklist/${id}`, { reason }, { token });
const lift = (t: Harness, token: string, id: string) =>
  t.call('DELETE', `${CUSTOMERS}/blacklist/${id}`, { token });

function postForm(t: Harness, path: string, fields: Record<string, string>) {
  return t.call('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function blacklistedCustomer() {
  const t = harness(database.db);
  const { owner, link, merchantId } = await merchantWithLink(t);
  await paidBy(t, link.ref, { email: 'ada@example.com', name: 'Ada Obi' });
  const [ada] = (await customerItems(t, owner.token, { search: 'ada@' })).items;
  const res = await blacklist(t, owner.token, ada!.id, '  Chargebacks on three cards  ');
  expect(res.status, res.text).toBe(200);
  return { t, owner, link, merchantId, ada: ada!, details: res.body.responseBody };
}

const checkouts = (t: Harness, merchantId: string) =>
  rawRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from transactions where merchant_id = ${merchantId}::uuid`,
  );

describe('blacklisting a customer', () => {
  test('checkout refuses the email on every channel, by ref and by slug, whatever its case', async () => {
    const { t, link, merchantId, details } = await blacklistedCustomer();
    expect(details).toMatchObject({ blacklisted: true, blacklist: { reason: 'Chargebacks on three cards' } });
    const before = await checkouts(t, merchantId);
    const attempts = [
      payer({ card: card(CARDS.success) }),
      payer({ email: 'ADA@Example.com', card: card(CARDS.success) }),
      payer({ channel: 'bank_transfer' }),
      payer({ channel: 'ussd', ussdBank: 'gtbank' }),
    ];
    for (const body of attempts) {
      const res = await pay(t, link.ref, body);
      const e = errorBody(res, 422, 'CUSTOMER_BLACKLISTED');
      expect(e.message).toBe(MESSAGE);
      expect(e.errors).toEqual({ email: [MESSAGE] });
    }
    const bySlug = await t.post(`${PAY}/pay/${link.slug}`, payer({ channel: 'bank_transfer' }));
    expect(errorBody(bySlug, 422, 'CUSTOMER_BLACKLISTED').message).toBe(MESSAGE);
    // Nothing was recorded for the refused attempts; another email still pays.
    expect(await checkouts(t, merchantId)).toEqual(before);
    await payOk(t, link.ref, payer({ email: 'bola@example.com', card: card(CARDS.success) }));
  });

  test('the pay page without JavaScript shows the message on the email field', async () => {
    const { t, link } = await blacklistedCustomer();
    const res = await postForm(t, `/link/${link.slug}`, {
      step: 'start',
      idempotencyKey: `key-${crypto.randomUUID()}`,
      email: 'ada@example.com',
      name: 'Ada Obi',
      channel: 'card',
      'card.number': CARDS.success,
      'card.expiry': '12/30',
      'card.cvv': '123',
    });
    expect(res.status).toBe(422);
    expect(res.text).toContain(MESSAGE);
    expect(res.text).toMatch(/id="f-email"[^>]*aria-invalid="true"/);
    expect(res.text).not.toContain(CARDS.success);
  });

  test('another merchant’s checkout takes the same email', async () => {
    const { t } = await blacklistedCustomer();
    const other = await merchantWithLink(t);
    await payOk(t, other.link.ref, payer({ card: card(CARDS.success) }));
  });

  test('lifting it lets them pay again; both changes are audited with the reason', async () => {
    const { t, owner, link, merchantId, ada } = await blacklistedCustomer();
    const lifted = await lift(t, owner.token, ada.id);
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body.responseBody).toMatchObject({ blacklisted: false, blacklist: null });
    expect((await showCustomer(t, owner.token, ada.id)).body.responseBody.blacklisted).toBe(false);
    await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
    await payOk(t, link.ref, payer({ channel: 'ussd', ussdBank: 'gtbank' }));
    // Lifting again changes nothing and writes no second row.
    expect((await lift(t, owner.token, ada.id)).status).toBe(200);

    const rows = await t.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, merchantId), eq(auditEvents.target, ada.id)))
      .orderBy(auditEvents.createdAt);
    expect(rows).toEqual([
      {
        action: 'customer.blacklisted',
        details: { email: 'ada@example.com', reason: 'Chargebacks on three cards' },
      },
      {
        action: 'customer.blacklist_lifted',
        details: { email: 'ada@example.com', reason: 'Chargebacks on three cards' },
      },
    ]);
  });

  test('a member with customers:read sees the blacklist but cannot change it', async () => {
    const { t, owner, ada } = await blacklistedCustomer();
    const finance = await member(t, owner.token, { roleName: 'Finance' });
    const seen = await showCustomer(t, finance.token, ada.id);
    expect(seen.body.responseBody.blacklist.reason).toBe('Chargebacks on three cards');
    expect(errorBody(await lift(t, finance.token, ada.id), 403, 'NOT_AUTHORIZED').message).toBe(
      'Not authorized',
    );
  });

  test('the reason is required and checked: empty, too long, NUL, broken characters, a number', async () => {
    const { t, owner, ada } = await blacklistedCustomer();
    const reason = async (value: unknown) =>
      errorBody(await blacklist(t, owner.token, ada.id, value), 422, 'VALIDATION_ERROR').errors?.reason;
    expect(await reason('   ')).toEqual(['Give a reason']);
    expect(await reason('x'.repeat(501))).toEqual(['The reason must be at most 500 characters']);
    expect(await reason('a\u0000b')).toEqual(['Remove the NUL character: it is not allowed']);
    expect(await reason('x\udc00')).toEqual([
      'Contains a broken character (half of an emoji): type it again',
    ]);
    expect(await reason(1e308)).toBeDefined();
    const other = await merchantWithLink(t);
    errorBody(await blacklist(t, other.owner.token, ada.id, 'Not mine'), 404, 'NOT_FOUND');
  });
});
