/**
 * The account of an email address, compared case-insensitively. An address has at most one
 * account (unique on lower(email) outside invitations); invitations to it from other businesses
 * may exist beside it, and come after it here.
 */
import { sql } from 'drizzle-orm';
import { users } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';

export type User = typeof users.$inferSelect;

export async function findByEmail(deps: Pick<Deps, 'db'>, email: string): Promise<User | undefined> {
  const rows = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(sql`${users.status} = 'invited'`, users.createdAt)
    .limit(1);
  return rows[0];
}
