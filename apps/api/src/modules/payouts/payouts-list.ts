/**
 * Reading payouts: the merchant's list (newest first, 20 a page, on the (merchant, created_at)
 * index), one payout with its timeline, and the rows of the PDF. Every query is scoped to the
 * caller's merchant; another merchant's payout, an unknown id and one not shaped like a UUID are
 * the same 404. Members limited to sub-accounts see no payouts (payouts are the primary account's).
 */
import {
  PAYOUTS_PER_PAGE,
  type PayoutDetails,
  type PayoutList,
  type PayoutStatus,
} from '@payrail/contract/payouts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { payouts, users } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { type PayoutRow, payoutTimeline, payoutView } from './payout-view.ts';

export type ReadCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;
export type PayoutFilters = {
  status?: PayoutStatus | undefined;
  currency?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const payoutNotFound = () => notFound('Payout not found');

/** The start of an Africa/Lagos day (UTC+1 all year) as an instant. */
const lagosDayStart = (day: string) => new Date(`${day}T00:00:00+01:00`);
const nextDay = (day: string) => new Date(lagosDayStart(day).getTime() + 24 * 60 * 60_000);

export function payoutsWhere(merchantId: string, f: PayoutFilters): SQL {
  return and(
    eq(payouts.merchantId, merchantId),
    f.status ? eq(payouts.status, f.status) : undefined,
    f.currency ? eq(payouts.currency, f.currency) : undefined,
    f.from ? gte(payouts.createdAt, lagosDayStart(f.from)) : undefined,
    f.to ? lt(payouts.createdAt, nextDay(f.to)) : undefined,
    f.search ? eq(payouts.reference, f.search.toUpperCase()) : undefined,
  )!;
}

export async function listPayouts(
  { deps, actor, access }: ReadCtx,
  { page, ...filters }: PayoutFilters & { page: number },
): Promise<PayoutList> {
  if (access.subAccountIds) return { items: [], page, perPage: PAYOUTS_PER_PAGE, total: 0 };
  const where = payoutsWhere(actor.merchantId, filters);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(PAYOUTS_PER_PAGE)
      .offset((page - 1) * PAYOUTS_PER_PAGE),
    deps.db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { items: rows.map(payoutView), page, perPage: PAYOUTS_PER_PAGE, total: Number(counted?.n ?? 0) };
}

/** The caller's payout, or a 404. */
export async function findPayout({ deps, actor, access }: ReadCtx, id: string): Promise<PayoutRow> {
  if (!UUID.test(id) || access.subAccountIds) throw payoutNotFound();
  const [p] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.merchantId, actor.merchantId)))
    .limit(1);
  if (!p) throw payoutNotFound();
  return p;
}

export async function payoutDetails(ctx: ReadCtx, id: string): Promise<PayoutDetails> {
  const p = await findPayout(ctx, id);
  const [by] = await ctx.deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, p.requestedBy))
    .limit(1);
  return {
    ...payoutView(p),
    requestedBy: by ? `${by.firstName} ${by.lastName}`.trim() : '',
    requestedByYou: p.requestedBy === ctx.actor.userId,
    timeline: payoutTimeline(p),
  };
}

/** The PDF's rows: at most `limit`, newest first. */
export async function payoutRows(
  { deps, actor, access }: ReadCtx,
  filters: PayoutFilters,
  limit: number,
): Promise<PayoutRow[]> {
  if (access.subAccountIds) return [];
  return deps.db
    .select()
    .from(payouts)
    .where(payoutsWhere(actor.merchantId, filters))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}
