/**
 * One database per test file: a private copy of the migrated PGlite image, or the shared
 * PostgreSQL database when DATABASE_URL is set (see global-setup.ts).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type Database, type Db, openDatabase } from '#db/client.ts';
import { verifyLedger } from '#modules/ledger/verify.ts';

export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = inject('databaseUrl');
  if (databaseUrl) return openDatabase({ databaseUrl, poolSize: 4 });
  const image = await fs.promises.readFile(inject('pgliteImage'));
  return openDatabase({ memory: true, loadDataDir: new Blob([image]) });
}

/**
 * Opens the file's database before its tests and closes it after them. Every suite ends by proving
 * the ledger's invariants over the whole database (balanced entries, cached balances equal to their
 * postings, no wallet below zero), whatever it tested: a suite that never moves money must not
 * break them either.
 */
export function useDatabase(): { readonly db: Db; readonly kind: Database['kind'] } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    if (!database) return;
    try {
      expect(await verifyLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
  const get = () => {
    if (!database) throw new Error('the test database is not open yet');
    return database;
  };
  return {
    get db() {
      return get().db;
    },
    get kind() {
      return get().kind;
    },
  };
}
