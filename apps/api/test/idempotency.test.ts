/**
 * Starting checkout is idempotent: a replayed Idempotency-Key returns the first answer, a reused
 * key with another body is refused, and concurrent duplicate submissions (a double click, a retry)
 * make one transaction and one charge. Run on PostgreSQL too (DATABASE_URL), where the duplicates
 * really race on separate connections.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { idempotencyKeys, journalEntries, paymentLinks, transactions } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, pay, payer } from './support/payments.ts';

const database = useDatabase();
const newKey = () => `key-${randomBytes(8).toString('hex')}`;

async function linkTransactions(t: ReturnType<typeof harness>, ref: string) {
  return t.db
    .select({ reference: transactions.reference, status: transactions.status })
    .from(transactions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(eq(paymentLinks.ref, ref));
}

async function entriesFor(t: ReturnType<typeof harness>, references: string[]) {
  const all = await Promise.all(
    references.map((r) => t.db.select().from(journalEntries).where(eq(journalEntries.reference, r))),
  );
  return all.flat();
}

describe('Idempotency-Key', () => {
  test('the same key and body replay the first answer without charging again', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const key = newKey();
    const body = payer({ card: card(CARDS.success) });
    const first = await pay(t, link.ref, body, { key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    t.clock.advance(60_000);
    const second = await pay(t, link.ref, body, { key });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    // Through the slug too: the key belongs to the link, not to the address used.
    const third = await t.call('POST', `/api/v1/payment-links/pay/${link.slug}`, {
      body,
      headers: { 'idempotency-key': key },
    });
    expect(third.body).toEqual(first.body);
    const txs = await linkTransactions(t, link.ref);
    expect(txs).toHaveLength(1);
    expect(await entriesFor(t, [txs[0]!.reference])).toHaveLength(1);
  });

  test('the same key with another body is refused; a different key is a new checkout', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const key = newKey();
    await pay(t, link.ref, payer({ card: card(CARDS.success) }), { key });
    const other = await pay(t, link.ref, payer({ card: card(CARDS.success), email: 'someone@else.com' }), {
      key,
    });
    expect(errorBody(other, 409, 'IDEMPOTENCY_KEY_REUSED').message).toBe(
      'This Idempotency-Key was used with a different request',
    );
    const otherCard = await pay(t, link.ref, payer({ card: card(CARDS.declined) }), { key });
    errorBody(otherCard, 409, 'IDEMPOTENCY_KEY_REUSED');
    const fresh = await pay(t, link.ref, payer({ card: card(CARDS.success) }), { key: newKey() });
    expect(fresh.status).toBe(201);
    expect(await linkTransactions(t, link.ref)).toHaveLength(2);
  });

  test('a request refused by validation does not use up its key; a malformed key is refused', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t, {
      customFields: [{ key: 'size', label: 'Size', type: 'text', required: true }],
    });
    const key = newKey();
    const missing = await pay(t, link.ref, payer({ card: card(CARDS.success) }), { key });
    errorBody(missing, 422);
    const fixed = await pay(t, link.ref, payer({ card: card(CARDS.success), fields: { size: 'L' } }), {
      key,
    });
    expect(fixed.body.responseBody.status).toBe('success');
    for (const bad of ['short', 'x'.repeat(101), 'has space'])
      expect(
        errorBody(await pay(t, link.ref, payer({ card: card(CARDS.success) }), { key: bad }), 422).errors,
      ).toEqual({ 'Idempotency-Key': ['Use 8 to 100 visible characters'] });
  });

  test('a claim abandoned mid-request (its instance died) resumes its checkout, or is taken over', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const body = payer({ card: card(CARDS.success) });
    const abandon = (key: string, answer: unknown) =>
      t.db.update(idempotencyKeys).set({ status: 'in_progress', answer }).where(eq(idempotencyKeys.key, key));

    // Died after creating its transaction: the retry answers with that checkout, no new charge.
    const key = newKey();
    const first = await pay(t, link.ref, body, { key });
    const reference = first.body.responseBody.reference;
    await abandon(key, { reference });
    t.clock.advance(5 * 60_000);
    const resumed = await pay(t, link.ref, body, { key });
    expect(resumed.headers.get('idempotent-replayed')).toBe('true');
    expect(resumed.body.responseBody).toMatchObject({ reference, status: 'success' });
    expect(await linkTransactions(t, link.ref)).toHaveLength(1);

    // Died before its transaction was written: the claim is taken over by a fresh checkout.
    const other = newKey();
    const lost = await pay(t, link.ref, body, { key: other });
    await abandon(other, { reference: 'PRL_NEVERWRITTEN0000' });
    t.clock.advance(5 * 60_000);
    const taken = await pay(t, link.ref, body, { key: other });
    expect(taken.headers.get('idempotent-replayed')).toBeNull();
    expect(taken.body.responseBody.status).toBe('success');
    expect(taken.body.responseBody.reference).not.toBe(lost.body.responseBody.reference);
  });

  test('concurrent duplicate submissions make one transaction and one charge', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    for (const number of [CARDS.success, CARDS.otp]) {
      const key = newKey();
      const body = payer({ card: card(number) });
      const answers = await Promise.all(Array.from({ length: 8 }, () => pay(t, link.ref, body, { key })));
      for (const a of answers) expect(a.status, a.text).toBe(201);
      const references = new Set(answers.map((a) => a.body.responseBody.reference));
      expect(references.size).toBe(1);
      expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);
    }
    const txs = await linkTransactions(t, link.ref);
    expect(txs.map((x) => x.status).sort()).toEqual(['otp_required', 'success']);
    expect(
      await entriesFor(
        t,
        txs.map((x) => x.reference),
      ),
    ).toHaveLength(1);
  });

  test('concurrent OTP submissions and transfer notices settle once', async () => {
    const t = harness(database.db);
    // A usage limit: its counter moves with each payment, and must move once per payment.
    const { link } = await merchantWithLink(t, { usageLimit: 10 });
    const otp = (await pay(t, link.ref, payer({ card: card(CARDS.otp) }))).body.responseBody.reference;
    const otpAnswers = await Promise.all(
      Array.from({ length: 5 }, () => t.post(`/api/v1/payment-links/checkout/${otp}/otp`, { otp: '123456' })),
    );
    expect(otpAnswers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(otpAnswers.filter((a) => a.status === 409)).toHaveLength(4);
    const transfer = (await pay(t, link.ref, payer({ channel: 'bank_transfer' }))).body.responseBody
      .reference;
    const url = `/api/v1/payment-links/checkout/${transfer}/simulate-transfer`;
    const notices = await Promise.all(Array.from({ length: 5 }, () => t.post(url, {})));
    expect(notices.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const entries = await entriesFor(t, [otp, transfer]);
    expect(entries).toHaveLength(2);
    const [linkRow] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.ref, link.ref));
    expect(linkRow!.usageCount).toBe(2);
  });
});
