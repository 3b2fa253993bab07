/**
 * Conversions racing on one USD balance. On PostgreSQL (`DATABASE_URL=…`) they run on separate
 * connections at once: the ledger's conditional debit lets through only what the balance covers,
 * and it never goes below zero. On PGlite (one connection) they queue, with the same outcome. The
 * racers enter after the PIN check (`convertWithQuote`): 30 PIN checks at once would be stopped by
 * the PIN's own five-tries guard before reaching the balance.
 */
import { convertAt, readRate } from '@payrail/contract/conversion-rate';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { conversions } from '#db/schema/index.ts';
import { convertWithQuote, createQuote } from '#modules/conversion/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { balance, conversionMerchant, convert, quote } from './support/conversion.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';

const database = useDatabase();

const ctxOf = (t: ReturnType<typeof harness>, m: Awaited<ReturnType<typeof conversionMerchant>>) => ({
  deps: t.deps,
  actor: { ...m.row, userId: m.row.id, merchantId: m.merchantId, ip: '127.0.0.1' },
});

describe('concurrent conversions on one balance', () => {
  test('30 conversions of $80 on $100: exactly one succeeds, never below zero', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 10_000n });
    const ctx = ctxOf(t, m);
    const quotes = await Promise.all(Array.from({ length: 30 }, () => createQuote(ctx as never, 'USD')));
    const results = await Promise.allSettled(
      quotes.map((q, i) =>
        convertWithQuote(ctx as never, {
          amount: 8_000,
          from: 'USD',
          quoteId: q.id,
          idempotencyKey: `race-${m.merchantId}-${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    for (const r of refused) expect((r.reason as { code?: string }).code).toBe('INSUFFICIENT_FUNDS');
    // The winner's own quote's rate (on PostgreSQL another file may change the rate meanwhile).
    const won = ok[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof convertWithQuote>>>;
    const rate = won.value.conversion.rate;
    expect(await balance(t, m.merchantId, 'USD')).toBe(2_000n);
    expect(await balance(t, m.merchantId, 'NGN')).toBe(convertAt(8_000n, 'USD', 'NGN', rate));
    expect(
      await t.db.select().from(conversions).where(eq(conversions.merchantId, m.merchantId)),
    ).toHaveLength(1);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  test('one quote raced with different keys converts once', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 100_000n });
    const ctx = ctxOf(t, m);
    const q = await createQuote(ctx as never, 'USD');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        convertWithQuote(ctx as never, {
          amount: 1_000,
          from: 'USD',
          quoteId: q.id,
          idempotencyKey: `quote-${m.merchantId}-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r.reason as { code?: string }).code).toBe('CONVERSION_QUOTE_USED');
    expect(await balance(t, m.merchantId, 'USD')).toBe(99_000n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  test('through the API, requests racing with one key convert once', async () => {
    const t = harness(database.db);
    const m = await conversionMerchant(t, { usd: 100_000n });
    const q = await quote(t, m.token);
    const key = `same-${m.merchantId}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => convert(t, m.token, { amount: 30_000, quoteId: q.quoteId }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.responseBody.id)).size).toBe(1);
    expect(await balance(t, m.merchantId, 'USD')).toBe(70_000n);
    expect(await balance(t, m.merchantId, 'NGN')).toBe(convertAt(30_000n, 'USD', 'NGN', readRate(q.rate)!));
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
