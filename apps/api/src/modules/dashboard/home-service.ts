/** The home's balance card and its recent transactions. */
import {
  type DashboardBalance,
  RECENT_TRANSACTIONS,
  type RecentTransactions,
} from '@payrail/contract/dashboard';
import type { Currency } from '@payrail/contract/money';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { paymentLinks, subAccounts, transactions } from '#db/schema/index.ts';
import { merchantBalances, subAccountBalances } from '#modules/ledger/index.ts';
import {
  jsonAmount,
  toTransaction,
  transactionViewColumns,
  visibleTransactions,
} from '#modules/transactions/index.ts';
import type { StatsCtx } from './transaction-stats.ts';

/** Available and pending in one currency; zero when the merchant holds none of it. */
export async function dashboardBalance(
  ctx: StatsCtx,
  input: { currency: Currency },
): Promise<DashboardBalance> {
  const held = ctx.access.subAccountIds
    ? await subAccountsHeld(ctx, ctx.access.subAccountIds, input.currency)
    : (await merchantBalances(ctx.deps.db, ctx.actor.merchantId)).get(input.currency);
  return {
    currency: input.currency,
    available: jsonAmount(held?.available ?? 0n),
    pending: jsonAmount(held?.pending ?? 0n),
  };
}

/**
 * A limited member's balance: their sub-accounts' wallets together (the merchant's own are not
 * theirs to see); only the merchant's own sub-accounts count.
 */
async function subAccountsHeld(ctx: StatsCtx, ids: readonly string[], currency: Currency) {
  const own = await ctx.deps.db
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(and(eq(subAccounts.merchantId, ctx.actor.merchantId), inArray(subAccounts.id, [...ids])));
  const held = { available: 0n, pending: 0n };
  for (const { id } of own) {
    const b = (await subAccountBalances(ctx.deps.db, id)).get(currency);
    held.available += b?.available ?? 0n;
    held.pending += b?.pending ?? 0n;
  }
  return held;
}

/**
 * The newest transactions, every status, with their link's ref and the answers' labels: the
 * merchant's, or a limited member's sub-accounts' (their index serves it).
 */
export async function recentTransactions(ctx: StatsCtx): Promise<RecentTransactions> {
  const rows = await ctx.deps.db
    .select({ t: transactionViewColumns, ref: paymentLinks.ref, fields: paymentLinks.customFields })
    .from(transactions)
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
    .where(visibleTransactions(ctx))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(RECENT_TRANSACTIONS);
  return { items: rows.map((r) => toTransaction(r.t, r.ref, r.fields ?? undefined)) };
}
