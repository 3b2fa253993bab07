/** The account of an email address, compared case-insensitively (the unique index is on lower(email)). */
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';

export type User = typeof users.$inferSelect;

export async function findByEmail(deps: Pick<Deps, 'db'>, email: string): Promise<User | undefined> {
  const rows = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}
