/**
 * Prepared statements for the checkout hot path. drizzle builds a query's SQL on every call (a
 * large share of the server's CPU per payment); a prepared query is built once per database and,
 * on PostgreSQL, named, so each connection also parses and plans it once.
 */
import type { Db } from '../../db/client.ts';

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
