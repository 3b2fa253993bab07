/**
 * The database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise the embedded
 * PGlite in DATA_DIR/pglite. One schema and one set of migrations serve both.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

/** The PostgreSQL extensions the migrations create, as PGlite loads them (pg_trgm: customer search). */
export const pgliteExtensions = { pg_trgm };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (on PostgreSQL under an advisory lock, so instances can start together). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string;
  memory?: boolean;
  poolSize?: number;
  /** Memory mode only: start from a `dumpDataDir()` image instead of running initdb (the tests share one migrated image). */
  loadDataDir?: Blob;
};

const MIGRATION_LOCK = 727274;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let dataDir: string | undefined;
  if (!opts.memory) {
    if (!opts.dataDir) throw new Error('dataDir is required for the embedded database');
    release = lockDataDir(opts.dataDir);
    dataDir = path.join(opts.dataDir, 'pglite');
  }
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: pgliteExtensions,
    });
    const pglite = drizzlePglite(client, { schema });
    return {
      db: pglite as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(pglite, { migrationsFolder }),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Rows of a raw SQL statement; both drivers answer `{ rows }`. */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
