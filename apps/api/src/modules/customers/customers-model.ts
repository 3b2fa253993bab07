/**
 * What every customer read shares: who may see them (the caller's merchant's; a member limited to
 * sub-accounts sees those who paid their sub-accounts' links), the filters of the list and the export, the
 * list's order, and a row as the merchant reads it.
 */
import type { Customer, CustomerFilters } from '@payrail/contract/customers';
import { and, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { customerSearchTrigrams, customers, transactions } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { subAccountsScope } from '#modules/transactions/index.ts';
import { searchParts, termTrigrams } from './search-parts.ts';

export type CustomerReadCtx = Pick<Ctx, 'deps'> & {
  actor: Pick<Ctx['actor'], 'merchantId'>;
  access: Pick<Ctx['access'], 'subAccountIds'>;
};

export const customerNotFound = () => notFound('Customer not found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * The caller's customers. A member limited to sub-accounts sees only those with a payment on one
 * of theirs (read by the (customer_id, created_at) index: only paid rows have a customer).
 */
export function visibleTo(ctx: Omit<CustomerReadCtx, 'deps'>): SQL {
  const mine = eq(customers.merchantId, ctx.actor.merchantId);
  if (!ctx.access.subAccountIds) return mine;
  return and(
    mine,
    sql`exists (select 1 from ${transactions} where ${transactions.customerId} = ${customers.id}
      and ${subAccountsScope(ctx)})`,
  )!;
}

/**
 * What a search reads: the expression of the trigram index customers_search_trgm_idx (migration
 * 0031), so the search reads the index, not every customer.
 */
export const customerSearchText = sql`(${customers.name} || ' ' || ${customers.email} || ' ' || coalesce(${customers.phone}, ''))`;

/** The term's trigrams among the common ones (none before the first count, customers-trigrams.ts). */
async function commonTrigramsOf(
  ctx: Pick<CustomerReadCtx, 'deps'>,
  trigrams: string[],
): Promise<Set<string>> {
  if (trigrams.length === 0) return new Set();
  const rows = await ctx.deps.db
    .select({ trigram: customerSearchTrigrams.trigram })
    .from(customerSearchTrigrams)
    .where(inArray(customerSearchTrigrams.trigram, trigrams));
  return new Set(rows.map((r) => r.trigram));
}

/**
 * The caller's customers the filters match (search over name, email, phone; last paid from/to).
 * A search asks the index for the parts of its term without common trigrams (search-parts.ts) and
 * checks the whole term on the rows: the same text with `|| ''`, which no index matches.
 */
export async function matching(ctx: CustomerReadCtx, f: CustomerFilters): Promise<SQL> {
  const where: SQL[] = [visibleTo(ctx)];
  if (f.search) {
    const common = await commonTrigramsOf(ctx, termTrigrams(f.search));
    const parts = searchParts(f.search, common);
    for (const part of parts) where.push(ilike(customerSearchText, `%${likeEscape(part)}%`));
    if (parts[0] !== f.search) {
      where.push(ilike(sql`(${customerSearchText} || '')`, `%${likeEscape(f.search)}%`));
    }
  }
  if (f.from) where.push(gte(customers.lastPaidAt, dayStart(f.from)));
  if (f.to) where.push(lt(customers.lastPaidAt, dayAfter(f.to)));
  return and(...where)!;
}

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(c: CustomerRow): Customer {
  return {
    id: c.id,
    email: c.email,
    name: c.name,
    phone: c.phone,
    paymentCount: c.paymentCount,
    firstPaidAt: c.firstPaidAt.toISOString(),
    lastPaidAt: c.lastPaidAt.toISOString(),
    blacklisted: c.blacklistedAt !== null,
  };
}

/** The caller's customer by id; 404 alike for a malformed, unknown or another merchant's id. */
export async function findOwnCustomer(ctx: CustomerReadCtx, id: string): Promise<CustomerRow> {
  if (!isUuid(id)) throw customerNotFound();
  const [row] = await ctx.deps.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), visibleTo(ctx)))
    .limit(1);
  if (!row) throw customerNotFound();
  return row;
}
