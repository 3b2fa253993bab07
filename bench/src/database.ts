/**
 * Where the benchmarked server keeps its data: PGlite in the server's temp dir, or a fresh
 * PostgreSQL database on the local server that is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
// pg comes with the API workspace (hoisted to the root node_modules).
import pg from 'pg';

export type DbKind = 'pglite' | 'postgres';

export type BenchDatabase = {
  kind: DbKind;
  /** Environment for the server. */
  env: Record<string, string>;
  label: string;
  drop(): Promise<void>;
};

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function prepareDatabase(kind: DbKind): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    return {
      kind,
      env: { DATABASE_URL: '' },
      label: 'PGlite (embedded, temp DATA_DIR)',
      drop: async () => {},
    };
  }
  const name = `payrail_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const version =
      (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      kind,
      env: { DATABASE_URL: url.toString() },
      label: `PostgreSQL ${version.split(' ')[0]} on ${url.host} (fresh database ${name})`,
      drop: async () => {
        const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
        await c.connect();
        try {
          await c.query(`drop database if exists ${name} with (force)`);
        } finally {
          await c.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
