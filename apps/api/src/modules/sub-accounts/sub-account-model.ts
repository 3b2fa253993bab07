/**
 * A sub-account as stored and as answered, and who may see it: the caller's merchant's, and for a
 * member limited to sub-accounts only those (RequestAccess.subAccountIds). Anything else, a slug
 * or uuid of another merchant or outside the member's limit, is a 404 like an unknown one.
 */
import { nigerianBank } from '@payrail/contract/banks';
import type { LinkCurrency } from '@payrail/contract/payments';
import { type SubAccount, SubAccountMessages } from '@payrail/contract/sub-accounts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { subAccounts } from '#db/schema/index.ts';
import type { Actor, Ctx, RequestAccess } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { jsonAmount } from '#modules/transactions/index.ts';

export type SubAccountRow = typeof subAccounts.$inferSelect;

/** What reading sub-accounts needs of the request context: whose, and the member's limit. */
export type SubAccountReadCtx = Pick<Ctx, 'deps'> & {
  actor: Pick<Actor, 'merchantId'>;
  access: Pick<RequestAccess, 'subAccountIds'>;
};

export const subAccountNotFound = () => notFound(SubAccountMessages.notFound);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sub-accounts the caller may see. */
export function visibleSubAccounts({ actor, access }: Omit<SubAccountReadCtx, 'deps'>): SQL {
  const mine = eq(subAccounts.merchantId, actor.merchantId);
  if (!access.subAccountIds) return mine;
  if (!access.subAccountIds.length) return sql`false`;
  return and(mine, inArray(subAccounts.id, [...access.subAccountIds]))!;
}

async function findBy(ctx: SubAccountReadCtx, where: SQL): Promise<SubAccountRow> {
  const [row] = await ctx.deps.db
    .select()
    .from(subAccounts)
    .where(and(where, visibleSubAccounts(ctx)))
    .limit(1);
  if (!row) throw subAccountNotFound();
  return row;
}

/** The caller's sub-account by its slug; 404 otherwise. */
export const findBySlug = (ctx: SubAccountReadCtx, slug: string) => findBy(ctx, eq(subAccounts.slug, slug));

/** The caller's sub-account by its uuid; 404 otherwise (a malformed uuid included). */
export async function findByUuid(ctx: SubAccountReadCtx, uuid: string): Promise<SubAccountRow> {
  if (!UUID.test(uuid)) throw subAccountNotFound();
  return findBy(ctx, eq(subAccounts.id, uuid.toLowerCase()));
}

/** `0123456789` → `******6789`. */
export const maskAccountNumber = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

export function toSubAccount(r: SubAccountRow): SubAccount {
  return {
    uuid: r.id,
    slug: r.slug,
    sub_account_details: { name: r.name },
    status: r.status,
    split: {
      splitType: r.splitType,
      value: jsonAmount(r.splitValue),
      currency: (r.splitCurrency as LinkCurrency | null) ?? null,
      feeBearer: r.feeBearer,
    },
    settlementAccount:
      r.bankCode && r.accountNumber && r.accountName
        ? {
            bankCode: r.bankCode,
            bankName: nigerianBank(r.bankCode)?.name ?? r.bankCode,
            accountNumber: maskAccountNumber(r.accountNumber),
            accountName: r.accountName,
            payoutsFrom: r.payoutsFrom?.toISOString() ?? null,
          }
        : null,
    createdAt: r.createdAt.toISOString(),
  };
}
