/**
 * `lib/prepared.ts` reaches into drizzle-orm's private API (`dialect.sqlToQuery` and
 * `session.prepareQuery(query, fields, name, arrayMode).execute()`) to run the hot paths' named
 * statements. drizzle-orm is pinned to an exact version for that reason, and these tests fail
 * loudly when an upgrade changes what prepared.ts relies on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { type Db, rawRows, type Tx } from '#db/client.ts';
import { namedRows } from '#lib/prepared.ts';
import { useDatabase } from './support/database.ts';

const database = useDatabase();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, string>>;

const FIX =
  'apps/api/src/lib/prepared.ts uses drizzle-orm internals (dialect.sqlToQuery, ' +
  'session.prepareQuery(query, fields, name, arrayMode).execute() answering { rows }): adapt namedRows() to ' +
  'this drizzle-orm, then pin the new version exactly in package.json and apps/api/package.json';

describe('drizzle-orm internals used by lib/prepared.ts', () => {
  test('drizzle-orm is pinned to the installed version wherever it is declared', () => {
    const installed = readJson('node_modules/drizzle-orm/package.json').version;
    for (const file of ['package.json', 'apps/api/package.json']) {
      const pkg = readJson(file);
      const declared = pkg.dependencies?.['drizzle-orm'] ?? pkg.devDependencies?.['drizzle-orm'];
      if (declared === undefined) continue;
      expect(declared, `${file}: drizzle-orm must be exactly ${installed}. ${FIX}`).toBe(installed);
    }
  });

  test('sqlToQuery and prepareQuery exist on the database and on a transaction, and answer rows', async () => {
    await usesInternals(database.db);
    await database.db.transaction(async (tx) => {
      const text = await usesInternals(tx);
      // On PostgreSQL the statement is prepared under its name on the transaction's connection.
      if (database.kind !== 'postgres') return;
      const prepared = await rawRows<{ name: string }>(
        tx,
        sql`select name from pg_prepared_statements where statement = ${text}`,
      );
      expect(
        prepared.map((p) => p.name),
        FIX,
      ).toEqual([expect.stringMatching(/^q_[0-9a-f]{20}$/)]);
    });
  });
});

/** What namedRows() needs of `handle`, checked one by one; answers the statement's text. */
async function usesInternals(handle: Db | Tx): Promise<string> {
  const query = sql`select ${41}::int + 1 as n, ${'kobo'}::text as unit`;
  const internals = handle as unknown as {
    dialect?: { sqlToQuery?: (q: SQL) => { sql: string; params: unknown[] } };
    session?: { prepareQuery?: unknown };
  };
  expect(typeof internals.dialect?.sqlToQuery, FIX).toBe('function');
  expect(typeof internals.session?.prepareQuery, FIX).toBe('function');
  const built = internals.dialect!.sqlToQuery!(query);
  expect(built, FIX).toMatchObject({ sql: expect.stringContaining('$2'), params: [41, 'kobo'] });
  expect(await namedRows(handle, query), FIX).toEqual([{ n: 42, unit: 'kobo' }]);
  return built.sql;
}
