/**
 * A sub-account's settlement payouts as its detail page lists them: newest first, 20 a page, the
 * account number masked but for its last four digits. The sub-account is found as every
 * sub-account read finds it (another merchant's, or one outside a member's limit, is a 404).
 */
import {
  SUB_ACCOUNT_PAYOUTS_PER_PAGE,
  type SubAccountPayout,
  type SubAccountPayoutPage,
} from '@payrail/contract/sub-accounts-payouts';
import { and, count, desc, eq } from 'drizzle-orm';
import { subAccountPayouts } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { bankName } from '#modules/payouts/index.ts';
import { findBySlug } from '#modules/sub-accounts/index.ts';
import { jsonAmount } from '#modules/transactions/index.ts';

type Row = typeof subAccountPayouts.$inferSelect;
const masked = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

function view(p: Row): SubAccountPayout {
  return {
    reference: p.reference,
    amount: jsonAmount(p.amount),
    fee: jsonAmount(p.fee),
    currency: p.currency,
    status: p.status,
    bankName: bankName(p.bankCode),
    accountNumber: masked(p.accountNumber),
    accountName: p.accountName,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

export async function listSubAccountPayouts(
  ctx: Pick<Ctx, 'deps' | 'actor' | 'access'>,
  { slug, page }: { slug: string; page: number },
): Promise<SubAccountPayoutPage> {
  const sub = await findBySlug(ctx, slug);
  const where = and(
    eq(subAccountPayouts.subAccountId, sub.id),
    eq(subAccountPayouts.merchantId, ctx.actor.merchantId),
  );
  const [rows, [total]] = await Promise.all([
    ctx.deps.db
      .select()
      .from(subAccountPayouts)
      .where(where)
      .orderBy(desc(subAccountPayouts.createdAt), desc(subAccountPayouts.id))
      .limit(SUB_ACCOUNT_PAYOUTS_PER_PAGE)
      .offset((page - 1) * SUB_ACCOUNT_PAYOUTS_PER_PAGE),
    ctx.deps.db.select({ n: count() }).from(subAccountPayouts).where(where),
  ]);
  return {
    items: rows.map(view),
    page,
    perPage: SUB_ACCOUNT_PAYOUTS_PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}
