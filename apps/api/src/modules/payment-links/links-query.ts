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
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { linkEvents, paymentLinks, transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { jsonAmount } from '../checkout/json-amount.ts';
import { toTransaction } from '../checkout/transaction-view.ts';
import {
  findOwnLink,
  hasTransactionsSql,
  type LinkCaller,
  paidCountSql,
  toPaymentLink,
  visibleTo,
} from './link-model.ts';

const PER_PAGE = PAYMENT_LINKS_PER_PAGE;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayAfter = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);
/** What customers paid through the link (its transactions by link, on their index). */
const amountPaidSql = sql<string>`(select coalesce(sum(t.amount_paid), 0)::text from transactions t
  where t.link_id = "payment_links"."id" and t.status = 'success')`;

export async function listLinks(deps: Deps, caller: LinkCaller, page: number, f: PaymentLinkFilters) {
  const where: SQL[] = [visibleTo(caller)];
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
 * The funnel: page views are events; checkouts started, failures (by reason) and payments are the
 * link's transactions, counted where they are (nothing more to write on the checkout path).
 */
async function linkStats(deps: Deps, linkId: string): Promise<PaymentLinkStats> {
  const [[views], byOutcome] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(linkEvents)
      .where(and(eq(linkEvents.linkId, linkId), eq(linkEvents.kind, 'view'))),
    deps.db
      .select({
        status: transactions.status,
        reason: transactions.failureReason,
        n: count(),
        total: sql<string>`coalesce(sum(${transactions.total}), 0)::text`,
        paid: sql<string>`coalesce(sum(${transactions.amountPaid}), 0)::text`,
      })
      .from(transactions)
      .where(eq(transactions.linkId, linkId))
      .groupBy(transactions.status, transactions.failureReason),
  ]);
  const failedByReason: Record<string, number> = {};
  let started = 0;
  let failed = 0;
  let paid = 0;
  let amountStarted = 0n;
  let amountFailed = 0n;
  let amountPaid = 0n;
  for (const r of byOutcome) {
    started += r.n;
    amountStarted += BigInt(r.total);
    if (r.status === 'failed') {
      failed += r.n;
      amountFailed += BigInt(r.total);
      const reason = r.reason ?? 'Unknown';
      failedByReason[reason] = (failedByReason[reason] ?? 0) + r.n;
    }
    if (r.status === 'success') {
      paid += r.n;
      amountPaid += BigInt(r.paid);
    }
  }
  return {
    views: views?.n ?? 0,
    checkoutsStarted: started,
    amountStarted: jsonAmount(amountStarted),
    failed,
    amountFailed: jsonAmount(amountFailed),
    failedByReason,
    paid,
    amountPaid: jsonAmount(amountPaid),
  };
}

export async function showLink(deps: Deps, caller: LinkCaller, ref: string): Promise<PaymentLinkDetails> {
  const { link, facts } = await findOwnLink(deps.db, caller, ref);
  return { ...toPaymentLink(link, facts), stats: await linkStats(deps, link.id) };
}

export async function linkTransactions(
  deps: Deps,
  caller: LinkCaller,
  ref: string,
  page: number,
): Promise<TransactionPage> {
  const { link } = await findOwnLink(deps.db, caller, ref);
  const where = and(eq(transactions.linkId, link.id), eq(transactions.merchantId, caller.merchantId));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    deps.db.select({ n: count() }).from(transactions).where(where),
  ]);
  return {
    items: rows.map((t) => toTransaction(t, link.ref)),
    page,
    perPage: PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}
