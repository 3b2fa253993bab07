/** The home's balance card and its recent transactions. */
import {
  type DashboardBalance,
  RECENT_TRANSACTIONS,
  type RecentTransactions,
} from '@payrail/contract/dashboard';
import type { Currency } from '@payrail/contract/money';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { paymentLinks, transactions } from '#db/schema/index.ts';
import { merchantBalances } from '#modules/ledger/index.ts';
import { jsonAmount, toTransaction } from '#modules/transactions/index.ts';
import type { StatsCtx } from './transaction-stats.ts';

/** Available and pending in one currency; zero when the merchant holds none of it. */
export async function dashboardBalance(
  ctx: StatsCtx,
  input: { currency: Currency },
): Promise<DashboardBalance> {
  const held = ctx.access.subAccountIds
    ? undefined
    : (await merchantBalances(ctx.deps.db, ctx.actor.merchantId)).get(input.currency);
  return {
    currency: input.currency,
    available: jsonAmount(held?.available ?? 0n),
    pending: jsonAmount(held?.pending ?? 0n),
  };
}

/** The newest transactions, every status, with their link's ref and the answers' labels. */
export async function recentTransactions(ctx: StatsCtx): Promise<RecentTransactions> {
  if (ctx.access.subAccountIds) return { items: [] };
  const rows = await ctx.deps.db
    .select({ t: getTableColumns(transactions), ref: paymentLinks.ref, fields: paymentLinks.customFields })
    .from(transactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(eq(transactions.merchantId, ctx.actor.merchantId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(RECENT_TRANSACTIONS);
  return { items: rows.map((r) => toTransaction(r.t, r.ref, r.fields ?? undefined)) };
}
