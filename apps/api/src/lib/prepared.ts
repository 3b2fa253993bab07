/**
 * Prepared and named statements for hot paths (checkout, the ledger, rate limits). drizzle builds a query's SQL on every call (a
 * large share of the server's CPU per payment); a prepared query is built once per database and,
 * on PostgreSQL, named, so each connection also parses and plans it once.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';

/** `build(db)` once per database (tests and tools open several in one process). */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let got = cache.get(db);
    if (!got) {
      got = build(db);
      cache.set(db, got);
    }
    return got;
  };
}

type Internals = {
  session: {
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string } };
};

/**
 * Rows of a raw statement run as a NAMED statement (also inside a transaction), so PostgreSQL
 * parses and plans it once per connection. The name follows from the statement's text; use it
 * only for statements whose text has a few fixed shapes (values as parameters), never literals.
 */
export async function namedRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const d = db as unknown as Internals;
  const built = d.dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = (await d.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
