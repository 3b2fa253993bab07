/**
 * Reading payment links: the filtered list (20 a page, newest first), one link with its funnel,
 * and the link's transactions. Every query is scoped to the caller's merchant (link-model.ts).
 */
import {
  PAYMENT_LINKS_PER_PAGE,
  type PaymentLinkDetails,
  type PaymentLinkFilters,
  type PaymentLinkStats,
} from '@payrail/contract/payment-links';
import type { TransactionPage } from '@payrail/contract/payments';
import { type AnyColumn, and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { paymentLinkStats, paymentLinks, transactions } from '#db/schema/index.ts';
import { jsonAmount, toTransaction, transactionViewColumns } from '#modules/transactions/index.ts';
import {
  findOwnLink,
  hasTransactionsSql,
  type LinkReadCtx,
  type LinkScope,
  linkTotalSql,
  paidCountSql,
  toPaymentLink,
  visibleTo,
} from './link-model.ts';

const PER_PAGE = PAYMENT_LINKS_PER_PAGE;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayAfter = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);
/** What customers paid through the link (its funnel totals). */
const amountPaidSql = linkTotalSql('paid_amount');

export async function listLinks(
  ctx: LinkReadCtx,
  { page, filters: f, scope }: { page: number; filters: PaymentLinkFilters; scope?: LinkScope },
) {
  const { deps } = ctx;
  const where: SQL[] = [visibleTo(ctx, scope)];
  if (f.status) where.push(eq(paymentLinks.status, f.status));
  if (f.currency) where.push(eq(paymentLinks.currency, f.currency));
  if (f.search) {
    const like = `%${likeEscape(f.search)}%`;
    where.push(
      or(ilike(paymentLinks.name, like), ilike(paymentLinks.ref, like), ilike(paymentLinks.slug, like))!,
    );
  }
  if (f.from) where.push(gte(paymentLinks.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(paymentLinks.createdAt, dayAfter(f.to)));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        link: paymentLinks,
        hasTransactions: hasTransactionsSql,
        paidCount: paidCountSql,
        amountPaid: amountPaidSql,
      })
      .from(paymentLinks)
      .where(filter)
      .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    deps.db.select({ n: count() }).from(paymentLinks).where(filter),
  ]);
  return {
    items: rows.map((r) => ({
      ...toPaymentLink(r.link, { hasTransactions: r.hasTransactions, paidCount: Number(r.paidCount) }),
      amountPaid: jsonAmount(BigInt(r.amountPaid)),
    })),
    page,
    perPage: PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}

/**
 * The funnel, from the link's totals (kept by triggers as transactions start, succeed and fail,
 * and as its page is viewed; schema/payment-link-stats.ts), and failures by reason from the failed
 * transactions (their own partial index): no count over every payment of a busy link.
 */
async function linkStats({ deps }: Pick<LinkReadCtx, 'deps'>, linkId: string): Promise<PaymentLinkStats> {
  const sum = (c: AnyColumn) => sql<string>`coalesce(sum(${c}), 0)::text`;
  const [[totals], reasons] = await Promise.all([
    deps.db
      .select({
        views: sum(paymentLinkStats.views),
        started: sum(paymentLinkStats.started),
        startedAmount: sum(paymentLinkStats.startedAmount),
        paid: sum(paymentLinkStats.paid),
        paidAmount: sum(paymentLinkStats.paidAmount),
        failed: sum(paymentLinkStats.failed),
        failedAmount: sum(paymentLinkStats.failedAmount),
      })
      .from(paymentLinkStats)
      .where(eq(paymentLinkStats.linkId, linkId)),
    deps.db
      .select({ reason: transactions.failureReason, n: count() })
      .from(transactions)
      .where(and(eq(transactions.linkId, linkId), eq(transactions.status, 'failed')))
      .groupBy(transactions.failureReason),
  ]);
  const failedByReason: Record<string, number> = {};
  for (const r of reasons) {
    const reason = r.reason ?? 'Unknown';
    failedByReason[reason] = (failedByReason[reason] ?? 0) + r.n;
  }
  const n = (v: string | undefined) => Number(v ?? 0);
  const amount = (v: string | undefined) => jsonAmount(BigInt(v ?? '0'));
  return {
    views: n(totals?.views),
    checkoutsStarted: n(totals?.started),
    amountStarted: amount(totals?.startedAmount),
    failed: n(totals?.failed),
    amountFailed: amount(totals?.failedAmount),
    failedByReason,
    paid: n(totals?.paid),
    amountPaid: amount(totals?.paidAmount),
  };
}

export async function showLink(ctx: LinkReadCtx, { ref }: { ref: string }): Promise<PaymentLinkDetails> {
  const { link, facts } = await findOwnLink(ctx, ref);
  return { ...toPaymentLink(link, facts), stats: await linkStats(ctx, link.id) };
}

export async function linkTransactions(
  ctx: LinkReadCtx,
  { ref, page, scope }: { ref: string; page: number; scope?: LinkScope },
): Promise<TransactionPage> {
  const { deps, actor } = ctx;
  const { link } = await findOwnLink(ctx, ref, scope);
  const where = and(eq(transactions.linkId, link.id), eq(transactions.merchantId, actor.merchantId));
  // The total is the link's checkouts started (its funnel totals), not a count of a million rows.
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(transactionViewColumns)
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    deps.db
      .select({ n: sql<string>`coalesce(sum(${paymentLinkStats.started}), 0)::text` })
      .from(paymentLinkStats)
      .where(eq(paymentLinkStats.linkId, link.id)),
  ]);
  return {
    items: rows.map((t) => toTransaction(t, link.ref, link.customFields)),
    page,
    perPage: PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}
