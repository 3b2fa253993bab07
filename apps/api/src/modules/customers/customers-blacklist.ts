/**
 * The merchant's blacklist (beyond the spec): checkout refuses a blacklisted customer's email, on
 * every channel, before anything is charged or recorded. Blacklisting and lifting it are audited.
 * The message does not accuse the payer: it sends them to the merchant.
 */
import type { BlacklistCustomer, CustomerDetails } from '@payrail/contract/customers';
import { ErrorCatalogue, ErrorCode } from '@payrail/contract/errors';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { customers } from '#db/schema/index.ts';
import { type AuditCtx, audit } from '#lib/audit.ts';
import { AppError } from '#lib/errors.ts';
import { type CustomerReadCtx, findOwnCustomer } from './customers-model.ts';
import { customerDetails } from './customers-query.ts';

type ChangeCtx = CustomerReadCtx & AuditCtx;

export async function blacklistCustomer(
  ctx: ChangeCtx,
  { id, input }: { id: string; input: BlacklistCustomer },
): Promise<CustomerDetails> {
  const customer = await findOwnCustomer(ctx, id);
  const reason = input.reason.trim();
  const row = await ctx.deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customers)
      .set({ blacklistedAt: ctx.deps.clock.now(), blacklistReason: reason })
      .where(and(eq(customers.id, customer.id), eq(customers.merchantId, ctx.actor.merchantId)))
      .returning();
    await audit(tx, ctx, {
      action: 'customer.blacklisted',
      target: customer.id,
      details: { email: customer.email, reason },
    });
    return updated!;
  });
  return customerDetails(ctx, row);
}

export async function liftCustomerBlacklist(
  ctx: ChangeCtx,
  { id }: { id: string },
): Promise<CustomerDetails> {
  const customer = await findOwnCustomer(ctx, id);
  if (customer.blacklistedAt === null) return customerDetails(ctx, customer);
  const row = await ctx.deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customers)
      .set({ blacklistedAt: null, blacklistReason: null })
      .where(and(eq(customers.id, customer.id), eq(customers.merchantId, ctx.actor.merchantId)))
      .returning();
    await audit(tx, ctx, {
      action: 'customer.blacklist_lifted',
      target: customer.id,
      details: { email: customer.email, reason: customer.blacklistReason },
    });
    return updated!;
  });
  return customerDetails(ctx, row);
}

/**
 * Checkout's check as a condition (one lookup on the merchant's unique email index), read in the
 * same statement as the link (checkout/public-view.ts): true when `email` is blacklisted by the
 * merchant `merchantId` (a column or a value).
 */
export const blacklistedSql = (merchantId: SQLWrapper, email: SQLWrapper) =>
  sql<boolean>`exists (select 1 from customers c
    where c.merchant_id = ${merchantId} and lower(c.email) = lower(${email}) and c.blacklisted_at is not null)`;

/** A blacklisted email: a 422 CUSTOMER_BLACKLISTED with the message on the `email` field. */
export function blacklistedEmail(): AppError {
  const message = ErrorCatalogue.CUSTOMER_BLACKLISTED.message;
  return new AppError(ErrorCode.CUSTOMER_BLACKLISTED, message, { errors: { email: [message] } });
}
