/**
 * USD → NGN conversion through the API: a quote, then a conversion that moves exactly the quoted
 * amounts in one balanced ledger entry; expired, used and foreign quotes refused; the PIN; the
 * Idempotency-Key; a short balance writing nothing; bad input.
 */
import { convertAt, readRate } from '@payrail/contract/conversion-rate';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditEvents, conversionQuotes, conversions, journalEntries, postings } from '#db/schema/index.ts';
import { createQuote } from '#modules/conversion/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { balance, CONVERT, conversionMerchant, convert, quote, RATE } from './support/conversion.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { lastMail } from './support/mailbox.ts';
import { member } from './support/team.ts';

const database = useDatabase();

const rows = async (t: ReturnType<typeof harness>, merchantId: string) =>
  t.db.select().from(conversions).where(eq(conversions.merchantId, merchantId));

describe('USD → NGN conversion', () => {
  test('quote → convert moves exactly the quoted amounts, in one balanced entry', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 50_000n });
    const q = await quote(t, m.token);
    expect(q.expiresInSeconds).toBe(60);
    expect(new Date(q.expiresAt).getTime() - t.clock.now().getTime()).toBe(60_000);
    const rate = readRate(q.rate)!;
    const expected = convertAt(12_345n, 'USD', 'NGN', rate);
    t.clock.advance(59_000);
    const res = await convert(t, m.token, { amount: 12_345, quoteId: q.quoteId }, `cnv-${m.merchantId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Conversion successfully');
    expect(res.body.responseBody).toMatchObject({
      from: 'USD',
      to: 'NGN',
      amount: 12_345,
      converted: Number(expected),
      rate: q.rate,
      quoteId: q.quoteId,
    });
    expect(await balance(t, m.merchantId, 'USD')).toBe(50_000n - 12_345n);
    expect(await balance(t, m.merchantId, 'NGN')).toBe(expected);
    // One journal entry, four postings summing to zero per currency.
    const [entry] = await t.db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.kind, 'conversion'),
          eq(journalEntries.reference, res.body.responseBody.reference),
        ),
      );
    const lines = await t.db.select().from(postings).where(eq(postings.entryId, entry!.id));
    expect(lines.map((l) => `${l.currency} ${l.amount}`).sort()).toEqual(
      [`NGN ${-expected}`, `NGN ${expected}`, 'USD -12345', 'USD 12345'].sort(),
    );
    const [audited] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.merchantId, m.merchantId), eq(auditEvents.action, 'conversion.made')));
    expect(audited?.details).toMatchObject({ amount: '12345', converted: String(expected) });
    const mail = await lastMail(t.db, m.email as string, /You converted/);
    expect(mail.text).toContain(res.body.responseBody.reference);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  test('an expired quote is refused, and a new one converts', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 10_000n });
    const q = await quote(t, m.token);
    t.clock.advance(60_000);
    const late = await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId });
    expect(errorBody(late, 409, 'CONVERSION_QUOTE_EXPIRED').message).toMatch(/expired/);
    expect(await balance(t, m.merchantId, 'USD')).toBe(10_000n);
    const fresh = await quote(t, m.token);
    expect((await convert(t, m.token, { amount: 10_000, quoteId: fresh.quoteId })).status).toBe(200);
    expect(await balance(t, m.merchantId, 'USD')).toBe(0n);
  });

  test('a quote converts once', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 30_000n });
    const q = await quote(t, m.token);
    expect((await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId })).status).toBe(200);
    const again = await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId });
    errorBody(again, 409, 'CONVERSION_QUOTE_USED');
    expect(await balance(t, m.merchantId, 'USD')).toBe(20_000n);
    expect(await rows(t, m.merchantId)).toHaveLength(1);
  });

  test('the same Idempotency-Key converts once; another body with it is refused', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 30_000n });
    const q = await quote(t, m.token);
    const key = `same-${m.merchantId}`;
    const first = await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId }, key);
    // The replay answers the first conversion even once the quote has expired.
    t.clock.advance(120_000);
    const second = await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId }, key);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body.responseBody).toEqual(first.body.responseBody);
    const other = await quote(t, m.token);
    errorBody(
      await convert(t, m.token, { amount: 10_000, quoteId: other.quoteId }, key),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await balance(t, m.merchantId, 'USD')).toBe(20_000n);
    expect(await rows(t, m.merchantId)).toHaveLength(1);
  });

  test('a wrong PIN is refused and nothing moves', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 10_000n });
    const q = await quote(t, m.token);
    const wrong = await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId, pin: '9999' });
    expect(errorBody(wrong, 422, 'INVALID_PIN').errors?.pin).toBeDefined();
    expect(await balance(t, m.merchantId, 'USD')).toBe(10_000n);
    const [row] = await t.db.select().from(conversionQuotes).where(eq(conversionQuotes.id, q.quoteId));
    expect(row?.usedAt).toBeNull();
  });

  test('a short USD balance is refused without a half-written record; the quote stays usable', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 9_999n });
    const q = await quote(t, m.token);
    errorBody(await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId }), 409, 'INSUFFICIENT_FUNDS');
    expect(await rows(t, m.merchantId)).toEqual([]);
    expect(await balance(t, m.merchantId, 'USD')).toBe(9_999n);
    expect(await balance(t, m.merchantId, 'NGN')).toBe(0n);
    const entries = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.merchantId, m.merchantId), eq(journalEntries.kind, 'conversion')));
    expect(entries).toEqual([]);
    expect((await convert(t, m.token, { amount: 9_999, quoteId: q.quoteId })).status).toBe(200);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  test('another merchant’s quote, or an id that is not one, is a 404', async () => {
    const t = harness(database.db);
    const a = await conversionMerchant(t, { usd: 10_000n });
    const b = await conversionMerchant(t, { usd: 10_000n });
    const q = await quote(t, a.token);
    errorBody(await convert(t, b.token, { amount: 10_000, quoteId: q.quoteId }), 404, 'NOT_FOUND');
    errorBody(await convert(t, b.token, { amount: 10_000, quoteId: 'not-a-quote' }), 404, 'NOT_FOUND');
    expect(await balance(t, b.merchantId, 'USD')).toBe(10_000n);
    expect((await convert(t, a.token, { amount: 10_000, quoteId: q.quoteId })).status).toBe(200);
  });

  test('unused quotes are removed after a day; used ones stay with their conversion', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 10_000n });
    const unused = await quote(t, m.token);
    const used = await quote(t, m.token);
    expect((await convert(t, m.token, { amount: 10_000, quoteId: used.quoteId })).status).toBe(200);
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    // A day later the session has ended: the next quote is asked for through the service.
    await createQuote(
      { deps: t.deps, actor: { ...m.row, userId: m.row.id, merchantId: m.merchantId } } as never,
      'USD',
    );
    const left = await t.db
      .select()
      .from(conversionQuotes)
      .where(eq(conversionQuotes.merchantId, m.merchantId));
    expect(left.map((q) => q.id)).not.toContain(unused.quoteId);
    expect(left.map((q) => q.id)).toContain(used.quoteId);
    expect(left).toHaveLength(2);
  });

  test('bad input: 4xx with field errors (NUL bytes, huge, negative, decimals, other currencies)', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 10_000n });
    const q = await quote(t, m.token);
    for (const amount of [-10_000, 100.5, 1e30, 2 ** 63, '10000', null, 0, 99]) {
      const res = await convert(t, m.token, { amount, quoteId: q.quoteId });
      expect(errorBody(res, 422, 'VALIDATION_ERROR').errors?.amount).toBeDefined();
    }
    const nul = await convert(t, m.token, {
      amount: 10_000,
      quoteId: 'a\u0000b',
      from: 'NGN',
      pin: '12\u00004',
    });
    expect(Object.keys(errorBody(nul, 422, 'VALIDATION_ERROR').errors ?? {}).sort()).toEqual([
      'from',
      'pin',
      'quoteId',
    ]);
    const badKey = await convert(t, m.token, { amount: 10_000, quoteId: q.quoteId }, 'short');
    expect(errorBody(badKey, 422, 'VALIDATION_ERROR').errors?.['Idempotency-Key']).toBeDefined();
    const notJson = await t.call('PUT', CONVERT, { token: m.token, raw: '{"amount": 1' });
    errorBody(notJson, 400, 'MALFORMED_JSON');
    for (const from of ['NGN', 'usd', 'XXX', 'U'.repeat(5000)]) {
      const res = await t.get(RATE.replace('/USD/', `/${from}/`), { token: m.token });
      expect(errorBody(res, 422, 'VALIDATION_ERROR').errors?.from).toBeDefined();
    }
    // A NUL byte in a path names nothing (lib/route.ts: paths are text).
    errorBody(await t.get(RATE.replace('/USD/', '/US%00D/'), { token: m.token }), 404);
    errorBody(await t.get(RATE.replace('/to-currency/NGN', '/to-currency/USD'), { token: m.token }), 404);
    expect(await balance(t, m.merchantId, 'USD')).toBe(10_000n);
  });

  test('no session: 401; a member without balances:create may quote but not convert', async () => {
    const t = harness(database.db);
    const owner = await conversionMerchant(t, { usd: 10_000n });
    errorBody(await t.get(RATE), 401);
    errorBody(await t.call('PUT', CONVERT, { body: {} }), 401);
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    const q = await quote(t, viewer.token);
    const res = await convert(t, viewer.token, { amount: 10_000, quoteId: q.quoteId });
    expect(errorBody(res, 403, 'NOT_AUTHORIZED').message).toBe('Not authorized');
    expect(await balance(t, owner.merchantId, 'USD')).toBe(10_000n);
  });
});
