/**
 * The customers search past its common trigrams (customers/search-parts.ts, customers-trigrams.ts):
 * which parts of a term the trigram index is asked for, the job that counts the common trigrams,
 * and searches that answer exactly what a plain substring match would, whatever the count says.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { ManualClock } from '#lib/clock.ts';
import { matching } from '#modules/customers/customers-model.ts';
import { countSearchTrigrams } from '#modules/customers/index.ts';
import { likeTrigrams, searchParts, termTrigrams } from '#modules/customers/search-parts.ts';
import { customerItems } from './support/customers.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

/** The trigrams each part yields, flattened. */
const trigramsOf = (parts: string[]) => parts.flatMap((p) => likeTrigrams(p).map((x) => x.trigram));

describe('the parts of a term the index is asked for', () => {
  test('pg_trgm’s trigrams of a LIKE pattern: words lower-cased, padded where a non-word character meets them', () => {
    expect(termTrigrams('Scale50007@')).toEqual([
      'sca',
      'cal',
      'ale',
      'le5',
      'e50',
      '500',
      '000',
      '007',
      '07 ',
    ]);
    // A word after a non-word character gets two spaces in front, one before it one behind; at
    // the term's ends, none (and "a " is too short for a trigram).
    expect(termTrigrams('a@ex')).toEqual(['  e', ' ex']);
    expect(termTrigrams('ab@ex')).toEqual(['ab ', '  e', ' ex']);
    expect(termTrigrams('ab')).toEqual([]);
    expect(termTrigrams('+234 80')).toEqual(['  2', ' 23', '234', '34 ', '  8', ' 80']);
    // Not ASCII: pg_trgm hashes such trigrams; the term is asked as it is.
    expect(termTrigrams('Adébáyọ̀')).toEqual([]);
  });

  test('common trigrams are left to the rows; the rest are asked in the widest clean pieces', () => {
    const common = new Set(['sca', 'cal', 'ale', '000']);
    expect(searchParts('scale50007@', common)).toEqual(['le500', '007@']);
    // None common, all common, too short or not ASCII: the term as it is.
    expect(searchParts('scale50007@', new Set())).toEqual(['scale50007@']);
    expect(searchParts('scale', new Set(['sca', 'cal', 'ale']))).toEqual(['scale']);
    expect(searchParts('ab', common)).toEqual(['ab']);
    expect(searchParts('scalé50007', common)).toEqual(['scalé50007']);
    // A padded trigram's least substring yields its neighbour too: "@ex" yields "  e" and " ex".
    expect(searchParts('@ex', new Set(['  e']))).toEqual(['@ex']);
    expect(searchParts('a@exam', new Set(['  e']))).toEqual(['exam']);
    expect(searchParts('ab@exam', new Set(['  e']))).toEqual(['ab@', 'exam']);
  });

  test('any term, any common set: each part is a substring yielding trigrams, none of them common', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const alphabet = 'ab0 1@._-%\\+Z';
    for (let i = 0; i < 2_000; i++) {
      const term = Array.from({ length: 1 + (next() % 14) }, () => alphabet[next() % alphabet.length]).join(
        '',
      );
      const all = termTrigrams(term);
      const common = new Set(all.filter(() => next() % 3 === 0));
      const parts = searchParts(term, common);
      if (parts.length === 1 && parts[0] === term) continue;
      for (const part of parts) {
        expect(term.includes(part), `${term} → ${part}`).toBe(true);
        expect(likeTrigrams(part).length, `${term} → ${part}`).toBeGreaterThan(0);
      }
      expect(
        trigramsOf(parts).filter((x) => common.has(x)),
        term,
      ).toEqual([]);
      expect(
        trigramsOf(parts).every((x) => all.includes(x)),
        term,
      ).toBe(true);
    }
  });
});

describe('counting the common trigrams, and searches past them', () => {
  afterAll(async () => {
    // The table is one for the whole database (shared on PostgreSQL): leave it as it was found.
    await database.db.execute(sql`delete from customer_search_trigrams`);
  });

  test('the count finds what most customers share; every search answers as a substring match does', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await t.db.execute(sql`
      insert into customers (merchant_id, email, name, phone, payment_count, first_paid_at, last_paid_at)
      select ${owner.row.merchantId}::uuid, 'qzxv' || n || '@wq.test', 'Qzxv Payer ' || n,
        '+234803' || lpad(n::text, 7, '0'), 1,
        timestamptz '2025-01-01' + n * interval '1 minute', timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, 3000) as n`);
    await t.db.execute(sql`
      insert into customers (merchant_id, email, name, phone, payment_count, first_paid_at, last_paid_at)
      values (${owner.row.merchantId}, 'qzxv_under@wq.test', 'Qzxv 50% Off', null, 1, '2026-01-01', '2026-01-01'),
        (${owner.row.merchantId}, 'back\\slash@wq.test', 'Qzxv Bàbá Qjwk', '0803', 1, '2026-01-02', '2026-01-02'),
        -- Holds the pieces of "v1234@" apart, not the term: only the check of the whole term leaves it out.
        (${owner.row.merchantId}, 'apart34@wq.test', 'Qzxv v123 Apart', null, 1, '2026-01-03', '2026-01-03')`);

    const counted = await countSearchTrigrams(t.deps, { minRows: 500 });
    expect(counted.sampled).toBeGreaterThan(0);
    const shares = new Map(
      (
        await rawRows<{ trigram: string; share: number }>(
          t.db,
          sql`select trigram, share from customer_search_trigrams`,
        )
      ).map((r) => [r.trigram, Number(r.share)]),
    );
    expect(shares.size).toBe(counted.common);
    // Every one of the 3,000 holds these; one customer holds "qjw" (the database may hold other
    // tests' customers, so no rarer claim is made of a trigram they might share).
    for (const common of ['qzx', 'zxv', ' wq', 'tes', '803']) expect(shares.has(common), common).toBe(true);
    expect(shares.has('qjw')).toBe(false);

    // The filter now asks the index for the term's uncommon pieces and checks the whole term after.
    const ctx = {
      deps: t.deps,
      actor: { merchantId: owner.row.merchantId },
      access: { subAccountIds: null },
    };
    const parts = searchParts('qzxv1234@', new Set(shares.keys()));
    expect(parts).not.toEqual(['qzxv1234@']);
    const params = new PgDialect().sqlToQuery(await matching(ctx, { search: 'qzxv1234@' })).params;
    expect(params.filter((p) => typeof p === 'string' && p.startsWith('%'))).toEqual([
      ...parts.map((p) => `%${p}%`),
      '%qzxv1234@%',
    ]);

    const all = await rawRows<{ email: string; text: string }>(
      t.db,
      sql`select email, name || ' ' || email || ' ' || coalesce(phone, '') as text from customers
          where merchant_id = ${owner.row.merchantId} order by last_paid_at desc, id desc`,
    );
    const terms = [
      'qzxv1234@',
      'v1234@',
      'QZXV1234@WQ',
      'qzxv12',
      'wq.test',
      '@wq',
      '2348030001234',
      '0001234',
      'payer 12',
      'Payer 123 qzxv',
      'xv2999@',
      '50%',
      '50% off',
      '_under',
      'v_u',
      'k\\s',
      'bàbá',
      '12',
      'zz9',
      'qjwk',
    ];
    for (const search of terms) {
      const expected = all
        .filter((c) => c.text.toLowerCase().includes(search.toLowerCase()))
        .map((c) => c.email);
      const found = await customerItems(t, owner.token, { search });
      expect([found.total, found.items.map((c) => c.email)], search).toEqual([
        expected.length,
        expected.slice(0, 20),
      ]);
    }
  });

  test('two counts at once: neither fails, and the table holds one count’s rows', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    await t.db.execute(sql`
      insert into customers (merchant_id, email, name, payment_count, first_paid_at, last_paid_at)
      select ${owner.row.merchantId}::uuid, 'twice' || n || '@wq.test', 'Twice ' || n, 1, now(), now()
      from generate_series(1, 1200) as n`);
    const first = new ManualClock(new Date('2026-03-01T02:10:00Z'));
    const second = new ManualClock(new Date('2026-03-01T02:10:05Z'));
    const runs = await Promise.all([
      countSearchTrigrams({ db: t.db, clock: first }, { minRows: 500 }),
      countSearchTrigrams({ db: t.db, clock: second }, { minRows: 500 }),
    ]);
    const rows = await rawRows<{ at: string; n: number }>(
      t.db,
      sql`select counted_at::text as at, count(*)::int as n from customer_search_trigrams group by 1`,
    );
    // One run's rows only (whichever committed last), each run having counted "twi".
    expect(rows).toHaveLength(1);
    expect(runs.map((r) => r.common)).toContain(rows[0]!.n);
    expect(
      await rawRows(t.db, sql`select 1 from customer_search_trigrams where trigram = 'twi'`),
    ).toHaveLength(1);
  });

  test('a count over fewer customers than a common trigram needs leaves none; a new count replaces the old', async () => {
    const t = harness(database.db);
    await t.db.execute(sql`insert into customer_search_trigrams (trigram, share, counted_at)
      values ('old', 1, now())`);
    expect(await countSearchTrigrams(t.deps, { minRows: 1_000_000_000 })).toEqual({ common: 0, sampled: 0 });
    expect(await rawRows(t.db, sql`select trigram from customer_search_trigrams`)).toEqual([]);
  });
});
