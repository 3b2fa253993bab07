/**
 * Creating, editing, (de)activating and deleting payment links. Every change is written with its
 * audit row in one transaction. Rules the spec leaves open, decided here:
 * - `expiresAt` must be in the future when set; `usageLimit` cannot go below the payments made.
 * - Once a link has transactions (any checkout attempt), its currency and amount type are fixed
 *   and it cannot be deleted: 409, deactivate it instead.
 * - Switching the amount type clears what no longer applies (a fixed amount, or a minimum) unless
 *   the edit sets it.
 */
import { ErrorCode } from '@payrail/contract/errors';
import {
  amountProblems,
  type CreatePaymentLink,
  type EditPaymentLink,
} from '@payrail/contract/payment-links';
import type { LinkCurrency } from '@payrail/contract/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentLinks } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import { publicId } from '#lib/crypto.ts';
import type { Deps } from '#lib/deps.ts';
import { conflict, forbidden, validation } from '#lib/errors.ts';
import {
  findOwnLink,
  type LinkCtx,
  type LinkRow,
  type LinkScope,
  paidCountSql,
  toPaymentLink,
} from './link-model.ts';
import { chooseSlug, isSlugConflict, slugInUse, slugTaken } from './slug.ts';

export type CreateInput = z.output<typeof CreatePaymentLink>;
export type EditInput = z.output<typeof EditPaymentLink>;

const big = (n: number | null | undefined) => (n === null || n === undefined ? null : BigInt(n));

function futureOnly(deps: Deps, expiresAt: string | null | undefined): Date | null | undefined {
  if (expiresAt === undefined || expiresAt === null) return expiresAt;
  const at = new Date(expiresAt);
  if (at.getTime() <= deps.clock.now().getTime())
    throw validation({ expiresAt: ['Choose a time in the future'] });
  return at;
}

async function withSlugConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isSlugConflict(err)) throw slugTaken();
    throw err;
  }
}

/**
 * `subAccountId`: a link of that sub-account (modules/sub-accounts checked the caller may see it);
 * without it, the merchant's own, which a member limited to sub-accounts may not make.
 */
export async function createLink(
  ctx: LinkCtx,
  input: CreateInput,
  { subAccountId }: { subAccountId?: string } = {},
) {
  const { deps, actor } = ctx;
  if (!subAccountId && ctx.access.subAccountIds) throw forbidden();
  const expiresAt = futureOnly(deps, input.expiresAt) ?? null;
  const slug = await chooseSlug(deps.db, input.name, input.customSlug);
  const now = deps.clock.now();
  const link = await withSlugConflict(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentLinks)
        .values({
          ref: publicId('PL'),
          merchantId: actor.merchantId,
          subAccountId: subAccountId ?? null,
          slug,
          name: input.name,
          description: input.description,
          currency: input.currency,
          amountType: input.amountType,
          amount: input.amountType === 'fixed' ? big(input.amount) : null,
          minAmount: input.amountType === 'customer' ? big(input.minAmount) : null,
          redirectUrl: input.redirectUrl ?? null,
          customFields: input.customFields,
          usageLimit: input.usageLimit ?? null,
          expiresAt,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(
        tx,
        { deps, actor },
        { action: 'payment_link.created', target: row!.ref, details: { name: row!.name, slug } },
      );
      return row!;
    }),
  );
  return toPaymentLink(link, { hasTransactions: false, paidCount: 0 });
}

/** The link as it will be after the edit, with the amount-type switch rules applied. */
function merged(link: LinkRow, input: EditInput) {
  const amountType = input.amountType ?? link.amountType;
  const switched = input.amountType !== undefined && input.amountType !== link.amountType;
  let amount = input.amount !== undefined ? big(input.amount) : link.amount;
  let minAmount = input.minAmount !== undefined ? big(input.minAmount) : link.minAmount;
  if (switched && amountType === 'customer' && input.amount === undefined) amount = null;
  if (switched && amountType === 'fixed' && input.minAmount === undefined) minAmount = null;
  return { amountType, amount, minAmount };
}

export async function editLink(
  ctx: LinkCtx,
  { ref, changes: input, scope }: { ref: string; changes: EditInput; scope?: LinkScope },
) {
  const { deps, actor } = ctx;
  const { link, facts } = await findOwnLink(ctx, ref, scope);
  const currencyChanges = input.currency !== undefined && input.currency !== link.currency;
  const typeChanges = input.amountType !== undefined && input.amountType !== link.amountType;
  if (facts.hasTransactions && (currencyChanges || typeChanges))
    throw conflict(
      'The currency and amount type of a payment link cannot change once it has transactions. Create a new link instead.',
      ErrorCode.PAYMENT_LINK_HAS_TRANSACTIONS,
    );
  const next = merged(link, input);
  const problems = amountProblems({
    currency: input.currency ?? (link.currency as LinkCurrency),
    amountType: next.amountType,
    amount: next.amount === null ? null : Number(next.amount),
    minAmount: next.minAmount === null ? null : Number(next.minAmount),
  });
  const errors: Record<string, string[]> = Object.fromEntries(
    Object.entries(problems).map(([k, v]) => [k, [v]]),
  );
  if (input.usageLimit != null && input.usageLimit < facts.paidCount)
    errors.usageLimit = [`The link has already been paid ${facts.paidCount} times`];
  if (Object.keys(errors).length) throw validation(errors);
  const expiresAt = futureOnly(deps, input.expiresAt);
  const slug =
    input.customSlug !== undefined && input.customSlug !== link.slug ? input.customSlug : undefined;
  if (slug && (await slugInUse(deps.db, slug))) throw slugTaken();

  const changed = Object.keys(input).filter((k) => input[k as keyof EditInput] !== undefined);
  const updated = await withSlugConflict(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentLinks)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.currency !== undefined ? { currency: input.currency } : {}),
          ...(slug ? { slug } : {}),
          ...(input.redirectUrl !== undefined ? { redirectUrl: input.redirectUrl } : {}),
          ...(input.customFields !== undefined ? { customFields: input.customFields } : {}),
          ...(input.usageLimit !== undefined ? { usageLimit: input.usageLimit } : {}),
          // A limit starts (or restarts) its counter from the payments made so far.
          ...(input.usageLimit != null ? { usageCount: paidCountSql } : {}),
          ...(expiresAt !== undefined ? { expiresAt } : {}),
          amountType: next.amountType,
          amount: next.amount,
          minAmount: next.minAmount,
          updatedAt: deps.clock.now(),
        })
        // Payments may have been made since the count was read: the limit is re-checked in the write.
        .where(
          and(
            eq(paymentLinks.id, link.id),
            input.usageLimit != null ? sql`${paidCountSql} <= ${input.usageLimit}` : sql`true`,
          ),
        )
        .returning();
      if (!row) throw validation({ usageLimit: ['The link has been paid more times than this'] });
      await audit(
        tx,
        { deps, actor },
        { action: 'payment_link.updated', target: link.ref, details: { fields: changed } },
      );
      return row;
    }),
  );
  return toPaymentLink(updated, facts);
}

export async function setLinkStatus(
  ctx: LinkCtx,
  { ref, status, scope }: { ref: string; status: 'active' | 'inactive'; scope?: LinkScope },
) {
  const { deps, actor } = ctx;
  const { link, facts } = await findOwnLink(ctx, ref, scope);
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentLinks)
      .set({ status, updatedAt: deps.clock.now() })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    await audit(
      tx,
      { deps, actor },
      {
        action: status === 'active' ? 'payment_link.activated' : 'payment_link.deactivated',
        target: link.ref,
      },
    );
    return row!;
  });
  return toPaymentLink(updated, facts);
}

const hasTransactionsConflict = () =>
  conflict(
    'This payment link has transactions and cannot be deleted. Deactivate it instead.',
    ErrorCode.PAYMENT_LINK_HAS_TRANSACTIONS,
  );

export async function deleteLink(ctx: LinkCtx, { ref }: { ref: string }): Promise<void> {
  const { deps, actor } = ctx;
  const { link, facts } = await findOwnLink(ctx, ref);
  if (facts.hasTransactions) throw hasTransactionsConflict();
  try {
    await deps.db.transaction(async (tx) => {
      // Re-checked in the delete itself: a checkout may have started since the read.
      const gone = await tx
        .delete(paymentLinks)
        .where(
          and(
            eq(paymentLinks.id, link.id),
            sql`not exists (select 1 from transactions t where t.link_id = ${link.id})`,
          ),
        )
        .returning({ id: paymentLinks.id });
      if (!gone.length) throw hasTransactionsConflict();
      await audit(
        tx,
        { deps, actor },
        { action: 'payment_link.deleted', target: link.ref, details: { name: link.name } },
      );
    });
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    // A checkout that started during the delete holds the link (foreign key): it stays.
    if ((e?.code ?? e?.cause?.code) === '23503') throw hasTransactionsConflict();
    throw err;
  }
}
