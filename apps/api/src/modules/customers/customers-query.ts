/**
 * Reading customers: the filtered list (20 a page, the most recent payer first), one customer with
 * their totals per currency, and their payments (newest first).
 *
 * The list is read by keyset behind the spec's `?page=`: page N's first row is found on the index
 * (merchant_id, last_paid_at, id) alone, then its 20 rows are read from there, so a deep page does
 * not fetch and discard the rows before it. Its total is counted to CUSTOMER_COUNT_CAP at most.
 * A search reads its matches from the trigram index once, for its count and its page alike.
 * A member limited to sub-accounts reads each customer's figures on their sub-accounts only
 * (customers-scope.ts).
 */
import {
  CUSTOMER_COUNT_CAP,
  CUSTOMERS_PER_PAGE,
  type CustomerDetails,
  type CustomerFilters,
  type CustomerPage,
} from '@payrail/contract/customers';
import type { TransactionPage } from '@payrail/contract/payments';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { customers, customerTotals, paymentLinks, transactions } from '#db/schema/index.ts';
import {
  jsonAmount,
  toTransaction,
  transactionViewColumns,
  visibleTransactions,
} from '#modules/transactions/index.ts';
import {
  type CustomerReadCtx,
  type CustomerRow,
  findOwnCustomer,
  matching,
  toCustomer,
} from './customers-model.ts';
import { scopedFacts, scopedRow } from './customers-scope.ts';

const PER_PAGE = CUSTOMERS_PER_PAGE;
const PAID = sql`${transactions.status} in ('success', 'underpaid')`;
/** The list's order; the keyset compares (last_paid_at, id) in it. */
export const customerOrder = [desc(customers.lastPaidAt), desc(customers.id)];

export async function listCustomers(
  ctx: CustomerReadCtx,
  { page, filters }: { page: number; filters: CustomerFilters },
): Promise<CustomerPage> {
  const filter = await matching(ctx, filters);
  const found = filters.search ? await searchedPage(ctx, filter, page) : null;
  const { rows, n } = found ?? (await orderedPage(ctx, filter, page, Boolean(filters.search)));
  const facts = await scopedFacts(ctx, rows);
  return {
    items: rows.map((c) => toCustomer(scopedRow(c, facts))),
    page,
    perPage: PER_PAGE,
    total: Math.min(n, CUSTOMER_COUNT_CAP),
    totalCapped: n > CUSTOMER_COUNT_CAP,
  };
}

type Found = { rows: CustomerRow[]; n: number };

/**
 * A search's page from one read of the trigram index: its matches (to the cap and one more) kept
 * once, then counted and ordered for the page. Two statements each reading the index, one for the
 * page and one for the count, cost two scans of its posting lists, and a trigram most customers
 * share (a mail domain, a phone prefix) makes each scan long: 14 ms of PostgreSQL's CPU at 100,000
 * customers. Null when the matches pass the cap: the page is then read in the list's order.
 */
async function searchedPage(ctx: CustomerReadCtx, filter: SQL, page: number): Promise<Found | null> {
  const { db } = ctx.deps;
  const m = db.$with('m').as(
    db
      .select()
      .from(customers)
      .where(filter)
      .limit(CUSTOMER_COUNT_CAP + 1),
  );
  const fields = Object.fromEntries(
    Object.keys(getTableColumns(customers)).map((k) => [k, m[k as keyof CustomerRow]]),
  ) as unknown as typeof m._.selectedFields;
  // A CTE read twice is kept once (materialized); the count rides on every row of the page.
  const counted = sql<number>`(select count(*)::int from ${sql.identifier('m')})`;
  const rows = await db
    .with(m)
    .select({ c: fields, counted })
    .from(m)
    .orderBy(desc(m.lastPaidAt), desc(m.id))
    .offset((page - 1) * PER_PAGE)
    .limit(PER_PAGE);
  const n = Number(
    rows[0]?.counted ?? (await db.with(m).select({ counted }).from(sql`(select 1) one`))[0]?.counted ?? 0,
  );
  if (n > CUSTOMER_COUNT_CAP) return null;
  return { rows: rows.map((r) => r.c as CustomerRow), n };
}

/**
 * The page in the list's order, by keyset: page N's first row from the (merchant_id, last_paid_at,
 * id) index alone, then its 20 rows from there. The total is counted to the cap in the same
 * statement, unless a search already found more matches than the cap (`overCap`).
 */
async function orderedPage(
  ctx: CustomerReadCtx,
  filter: SQL,
  page: number,
  overCap: boolean,
): Promise<Found> {
  const { db } = ctx.deps;
  let where = filter;
  if (page > 1) {
    // The page's first row, from the index alone; past the last page there is none and no row matches.
    const first = db
      .select({ lastPaidAt: customers.lastPaidAt, id: customers.id })
      .from(customers)
      .where(filter)
      .orderBy(...customerOrder)
      .offset((page - 1) * PER_PAGE)
      .limit(1);
    where = and(filter, sql`(${customers.lastPaidAt}, ${customers.id}) <= (${first})`)!;
  }
  if (overCap) {
    const rows = await db
      .select()
      .from(customers)
      .where(where)
      .orderBy(...customerOrder)
      .limit(PER_PAGE);
    return { rows, n: CUSTOMER_COUNT_CAP + 1 };
  }
  // The count rides in the page's statement (one round trip): it reads the (merchant_id,
  // last_paid_at, id) index in the list's order and stops at the cap.
  const capped = db
    .select({ one: sql`1` })
    .from(customers)
    .where(filter)
    .orderBy(...customerOrder)
    .limit(CUSTOMER_COUNT_CAP + 1);
  const counted = sql<number>`(select count(*)::int from (${capped}) capped)`.as('counted');
  const rows = await db
    .select({ c: getTableColumns(customers), counted })
    .from(customers)
    .where(where)
    .orderBy(...customerOrder)
    .limit(PER_PAGE);
  // Past the last page no row carries the count: it is asked on its own.
  const n = Number(
    rows[0]?.counted ?? (await db.select({ counted }).from(sql`(select 1) one`))[0]?.counted ?? 0,
  );
  return { rows: rows.map((r) => r.c), n };
}

/** Their paid payments' totals per currency the caller may see (a limited member: theirs only). */
function scopedTotals(ctx: CustomerReadCtx, customerId: string) {
  return ctx.deps.db
    .select({
      currency: transactions.currency,
      amount: sql<bigint>`coalesce(sum(${transactions.amountPaid}), 0)::bigint`.mapWith(BigInt),
      count: sql<number>`count(*)::int`,
    })
    .from(transactions)
    .where(and(eq(transactions.customerId, customerId), visibleTransactions(ctx), PAID))
    .groupBy(transactions.currency)
    .orderBy(asc(transactions.currency));
}

export async function customerDetails(ctx: CustomerReadCtx, row: CustomerRow): Promise<CustomerDetails> {
  const limited = ctx.access.subAccountIds !== null;
  const totals = limited
    ? await scopedTotals(ctx, row.id)
    : await ctx.deps.db
        .select()
        .from(customerTotals)
        .where(eq(customerTotals.customerId, row.id))
        .orderBy(asc(customerTotals.currency));
  const seen = limited ? { paymentCount: totals.reduce((n, t) => n + t.count, 0) } : {};
  return {
    ...toCustomer(row),
    ...seen,
    totals: totals.map((t) => ({ currency: t.currency, amount: jsonAmount(t.amount), count: t.count })),
    blacklist:
      row.blacklistedAt === null
        ? null
        : { reason: row.blacklistReason ?? '', at: row.blacklistedAt.toISOString() },
  };
}

export async function showCustomer(ctx: CustomerReadCtx, { id }: { id: string }): Promise<CustomerDetails> {
  return customerDetails(ctx, await findOwnCustomer(ctx, id));
}

/** The customer's payments, newest first; the total is their payment count (no count of rows). */
export async function customerPayments(
  ctx: CustomerReadCtx,
  { id, page }: { id: string; page: number },
): Promise<TransactionPage> {
  const customer = await findOwnCustomer(ctx, id);
  const rows = await ctx.deps.db
    .select({ t: transactionViewColumns, ref: paymentLinks.ref, fields: paymentLinks.customFields })
    .from(transactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(and(eq(transactions.customerId, customer.id), visibleTransactions(ctx)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  const total = ctx.access.subAccountIds
    ? (await scopedTotals(ctx, customer.id)).reduce((n, t) => n + t.count, 0)
    : customer.paymentCount;
  return {
    items: rows.map((r) => toTransaction(r.t, r.ref, r.fields ?? undefined)),
    page,
    perPage: PER_PAGE,
    total,
  };
}
