/**
 * Fault injection for tests: a database trigger that makes one kind of write fail (raise) while it
 * is installed, chosen by a condition on the row (a marker only the test's own rows carry, so other
 * test files sharing a PostgreSQL database are never hit). Nothing in the application knows of it.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';

export type Fault = { remove(): Promise<void> };

/**
 * `when` is a SQL condition on NEW, e.g. `NEW.status = 'success' AND NEW.customer_name = 'X'`
 * (write the values in, quoted: DDL takes no parameters).
 */
export async function injectFault(
  db: Db,
  table: 'transactions' | 'sandbox_charges',
  on: 'INSERT' | 'UPDATE',
  when: string,
): Promise<Fault> {
  const name = `test_fault_${randomBytes(6).toString('hex')}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF ${when} THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE ${on} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  );
  return {
    async remove() {
      await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
      await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
    },
  };
}

/** A name no other test uses, safe to write into a fault's condition. */
export const marker = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;
