/**
 * A payment link as stored, as answered, and the rules both the merchant's screens and the public
 * pages apply to it: who may see it, and whether it can be paid right now.
 */
import type { UnavailableReason } from '@payrail/contract/checkout';
import { type LinkImage, PAYMENT_LINK_REF_PATTERN, type PaymentLink } from '@payrail/contract/payment-links';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { initializedPayments, paymentLinks } from '#db/schema/index.ts';
import type { Actor, Ctx, RequestAccess } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { jsonAmountOrNull } from '#modules/transactions/index.ts';

export type LinkRow = typeof paymentLinks.$inferSelect;

/** What reading the merchant's links needs of the request context: whose links, and the member's limits. */
export type LinkReadCtx = Pick<Ctx, 'deps'> & {
  actor: Pick<Actor, 'merchantId'>;
  access: Pick<RequestAccess, 'subAccountIds'>;
};
/** What changing them needs besides: who changes them, from where (the audit row). */
export type LinkCtx = LinkReadCtx & { actor: Pick<Actor, 'userId' | 'merchantId' | 'ip'> };

export const linkNotFound = () => notFound('Payment link not found');

/**
 * The sum of one of the link's funnel totals (schema/payment-link-stats.ts): a few rows a link.
 * Written out in full: drizzle leaves the table off a column of a single-table select, and a bare
 * "id" inside the subquery would be the other table's.
 */
export const linkTotalSql = (column: 'paid' | 'paid_amount' | 'started') =>
  sql<string>`(select coalesce(sum(s.${sql.raw(column)}), 0)::text from payment_link_stats s
    where s.link_id = "payment_links"."id")`;

/**
 * Does any transaction (even a failed attempt) point at the link? Read from its totals: an
 * `exists` over transactions let the planner hash every transaction of the merchant for a list.
 */
export const hasTransactionsSql = sql<boolean>`(${linkTotalSql('started')}::bigint > 0)`;

/**
 * How many times the link was paid: its successful transactions (kept in its funnel totals). The
 * `usage_count` column is only the enforcement counter of a link WITH a usage limit (a payment
 * bumps it only then, so an unlimited link's row is not a hot row every payment must lock), and
 * `usage_reserved` the checkouts under way that hold one of its slots (checkout/open-checkout.ts).
 */
export const paidCountSql = sql<number>`${linkTotalSql('paid')}::bigint`;

/** What answering a link needs besides its row. */
export type LinkFacts = { hasTransactions: boolean; paidCount: number };

/**
 * Which links a call works on: the merchant's own (the default), or its sub-accounts' (all those
 * the caller may see, or one of them: modules/sub-accounts, which checks the sub-account first).
 */
export type LinkScope = { kind: 'merchant' } | { kind: 'sub-account'; subAccountId?: string };
const MERCHANT: LinkScope = { kind: 'merchant' };

/**
 * The links a call manages. The merchant's own (not a sub-account's): a member limited to
 * sub-accounts sees none of them. A sub-account's: within the member's limit.
 */
export function visibleTo({ actor, access }: Omit<LinkReadCtx, 'deps'>, scope: LinkScope = MERCHANT): SQL {
  if (scope.kind === 'merchant') {
    if (access.subAccountIds) return sql`false`;
    // A payment initialized through the public API is paid through a link of its own: it is not
    // one of the merchant's links (not listed, not edited or deleted from the dashboard: 404).
    return and(
      eq(paymentLinks.merchantId, actor.merchantId),
      isNull(paymentLinks.subAccountId),
      sql`not exists (select 1 from ${initializedPayments} where ${initializedPayments.linkId} = ${paymentLinks.id})`,
    )!;
  }
  const where = [eq(paymentLinks.merchantId, actor.merchantId), isNotNull(paymentLinks.subAccountId)];
  if (access.subAccountIds)
    where.push(
      access.subAccountIds.length
        ? inArray(paymentLinks.subAccountId, [...access.subAccountIds])
        : sql`false`,
    );
  if (scope.subAccountId) where.push(eq(paymentLinks.subAccountId, scope.subAccountId));
  return and(...where)!;
}

/** The caller's link by ref; 404 alike for a malformed, unknown or another merchant's ref. */
export async function findOwnLink(ctx: LinkReadCtx, ref: string, scope: LinkScope = MERCHANT) {
  if (!PAYMENT_LINK_REF_PATTERN.test(ref)) throw linkNotFound();
  const [row] = await ctx.deps.db
    .select({ link: paymentLinks, hasTransactions: hasTransactionsSql, paidCount: paidCountSql })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.ref, ref), visibleTo(ctx, scope)))
    .limit(1);
  if (!row) throw linkNotFound();
  const { link, ...facts } = row;
  return { link, facts: { hasTransactions: facts.hasTransactions, paidCount: Number(facts.paidCount) } };
}

/** Why the link cannot be paid now, or null when it can. */
export function unavailableReason(link: LinkRow, now: Date): UnavailableReason | null {
  if (link.status !== 'active') return 'inactive';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  // Checkouts under way hold their slots (usage_reserved) until they are paid or fail.
  if (link.usageLimit !== null && link.usageCount + link.usageReserved >= link.usageLimit) return 'used_up';
  return null;
}

export const UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  inactive: 'This payment link is inactive and cannot take payments',
  expired: 'This payment link has expired and cannot take payments',
  used_up: 'This payment link has reached its usage limit and cannot take more payments',
};

/** The link's image as pages show it: its public URL carries the content hash (cached for ever). */
export function linkImage(link: LinkRow): LinkImage | null {
  if (!link.imageHash || !link.imageWidth || !link.imageHeight) return null;
  return {
    url: `/api/v1/payment-links/image/${link.ref}/${link.imageHash}`,
    width: link.imageWidth,
    height: link.imageHeight,
  };
}

export function toPaymentLink(link: LinkRow, { hasTransactions, paidCount }: LinkFacts): PaymentLink {
  return {
    ref: link.ref,
    slug: link.slug,
    name: link.name,
    description: link.description,
    status: link.status,
    currency: link.currency as PaymentLink['currency'],
    amountType: link.amountType,
    amount: jsonAmountOrNull(link.amount),
    minAmount: jsonAmountOrNull(link.minAmount),
    redirectUrl: link.redirectUrl,
    customFields: link.customFields,
    usageLimit: link.usageLimit,
    usageCount: paidCount,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    image: linkImage(link),
    hasTransactions,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
    paths: { byRef: `/payment-links/${link.ref}`, bySlug: `/link/${link.slug}` },
  };
}
