/**
 * The transactions list's ordered indexes carry sub_account_id (migration 0059), so the primary
 * account's list, `sub_account_id IS NULL` by default, is read from the index alone. Drizzle's
 * schema cannot say INCLUDE: a migration it generates that rebuilds one of these indexes would
 * drop the column silently, and this test says so.
 */
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { rawRows } from '#db/client.ts';
import { useDatabase } from './support/database.ts';

const database = useDatabase();

test('each ordered index of the list keeps its key and includes sub_account_id', async () => {
  const rows = await rawRows<{ name: string; def: string }>(
    database.db,
    sql`select indexname as name, indexdef as def from pg_indexes
      where tablename = 'transactions' and indexname in ('transactions_merchant_created_idx',
        'transactions_merchant_status_created_idx', 'transactions_merchant_channel_currency_idx')
      order by indexname`,
  );
  const keys = Object.fromEntries(rows.map((r) => [r.name, r.def.replace(/^.*USING btree /, '')]));
  expect(keys).toEqual({
    transactions_merchant_channel_currency_idx:
      '(merchant_id, channel, currency, created_at, id) INCLUDE (sub_account_id)',
    transactions_merchant_created_idx: '(merchant_id, created_at, id) INCLUDE (sub_account_id)',
    transactions_merchant_status_created_idx:
      '(merchant_id, status, created_at, id) INCLUDE (sub_account_id)',
  });
});
