/**
 * Reading sub-accounts: the list (search over name and slug, 20 a page, newest first), one with its
 * stats in NGN or USD, and the payments on its links. Every query is scoped to what the caller may
 * see (sub-account-model.ts).
 *
 * Stats count the transactions carrying the sub-account (copied from its link when a checkout
 * starts) in the chosen currency, through their (sub_account_id, created_at) index. Balances are
 * its wallets in the ledger (`subAccountBalances`), null until it has one in that currency.
 */
import {
  type StatsCurrency,
  SUB_ACCOUNTS_PER_PAGE,
  type SubAccountDetails,
  type SubAccountPage,
  type SubAccountStats,
} from '@payrail/contract/sub-accounts';
import { TRANSACTIONS_PER_PAGE } from '@payrail/contract/transactions';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { paymentLinks, subAccounts, transactions } from '#db/schema/index.ts';
import { subAccountBalances, subAccountShareOf } from '#modules/ledger/index.ts';
import {
  jsonAmount,
  newestFirst,
  toTransaction,
  transactionViewColumns,
} from '#modules/transactions/index.ts';
import {
  findBySlug,
  type SubAccountReadCtx,
  type SubAccountRow,
  toSubAccount,
  visibleSubAccounts,
} from './sub-account-model.ts';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listSubAccounts(
  ctx: SubAccountReadCtx,
  { page, search }: { page: number; search?: string | undefined },
): Promise<SubAccountPage> {
  const where: SQL[] = [visibleSubAccounts(ctx)];
  if (search) {
    const like = `%${likeEscape(search)}%`;
    where.push(or(ilike(subAccounts.name, like), ilike(subAccounts.slug, like))!);
  }
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.deps.db
      .select()
      .from(subAccounts)
      .where(filter)
      .orderBy(desc(subAccounts.createdAt), desc(subAccounts.id))
      .limit(SUB_ACCOUNTS_PER_PAGE)
      .offset((page - 1) * SUB_ACCOUNTS_PER_PAGE),
    ctx.deps.db.select({ n: count() }).from(subAccounts).where(filter),
  ]);
  return {
    items: rows.map(toSubAccount),
    page,
    perPage: SUB_ACCOUNTS_PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}

const PAID = sql`${transactions.status} in ('success', 'underpaid')`;

/** Its wallets' balances in the currency (the ledger's), or null while it has none there. */
async function balances(ctx: SubAccountReadCtx, row: SubAccountRow, currency: StatsCurrency) {
  const wallet = (await subAccountBalances(ctx.deps.db, row.id)).get(currency);
  return wallet ? { available: jsonAmount(wallet.available), pending: jsonAmount(wallet.pending) } : null;
}

async function stats(
  ctx: SubAccountReadCtx,
  row: SubAccountRow,
  currency: StatsCurrency,
): Promise<SubAccountStats> {
  const [[totals], wallet] = await Promise.all([
    ctx.deps.db
      .select({
        attempts: count(),
        payments: sql<number>`count(*) filter (where ${PAID})`.mapWith(Number),
        volume: sql<string>`coalesce(sum(${transactions.amountPaid}) filter (where ${PAID}), 0)::text`,
        net: sql<string>`coalesce(sum(${subAccountShareOf()}) filter (where ${PAID}), 0)::text`,
      })
      .from(transactions)
      .where(and(eq(transactions.subAccountId, row.id), eq(transactions.currency, currency))),
    balances(ctx, row, currency),
  ]);
  const attempts = Number(totals?.attempts ?? 0);
  const payments = Number(totals?.payments ?? 0);
  return {
    currency,
    payments,
    volume: jsonAmount(BigInt(totals?.volume ?? '0')),
    net: jsonAmount(BigInt(totals?.net ?? '0')),
    attempts,
    successRate: attempts ? Math.round((payments * 1000) / attempts) / 10 : 0,
    balances: wallet,
  };
}

export async function showSubAccount(
  ctx: SubAccountReadCtx,
  { slug, currency }: { slug: string; currency: StatsCurrency },
): Promise<SubAccountDetails> {
  const row = await findBySlug(ctx, slug);
  return { ...toSubAccount(row), stats: await stats(ctx, row, currency) };
}

/** The payments on its links, newest first, 20 a page, optionally in one currency. */
export async function subAccountTransactions(
  ctx: SubAccountReadCtx,
  { slug, page, currency }: { slug: string; page: number; currency?: StatsCurrency | undefined },
) {
  const row = await findBySlug(ctx, slug);
  const where = and(
    eq(transactions.subAccountId, row.id),
    eq(transactions.merchantId, ctx.actor.merchantId),
    currency ? eq(transactions.currency, currency) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.deps.db
      .select({ t: transactionViewColumns, ref: paymentLinks.ref, fields: paymentLinks.customFields })
      .from(transactions)
      .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(TRANSACTIONS_PER_PAGE)
      .offset((page - 1) * TRANSACTIONS_PER_PAGE),
    ctx.deps.db.select({ n: count() }).from(transactions).where(where),
  ]);
  return {
    items: rows.map((r) => toTransaction(r.t, r.ref, r.fields ?? undefined)),
    page,
    perPage: TRANSACTIONS_PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}
