/**
 * The settlement account's name lookup (POST kyb/resolve-account) and the sign-up facts that
 * prefill the first stages (GET kyb/prefill). A lookup goes through the processor adapter (the
 * sandbox derives the name from the number); it is counted per merchant, since a name enquiry
 * tells who holds an account. Saving the settlement stage looks the account up again and keeps
 * the name the bank gave, which must be the one the merchant confirmed.
 */

import { nigerianBank } from '@payrail/contract/banks';
import { ErrorCode } from '@payrail/contract/errors';
import type { KybPrefill, ResolveAccountBody, ResolvedAccount } from '@payrail/contract/kyb';
import { and, eq } from 'drizzle-orm';
import { merchants, users } from '#db/schema/index.ts';
import type { Actor, Ctx } from '#lib/context.ts';
import { AppError } from '#lib/errors.ts';
import { hit, type Limit } from '#lib/rate-limit.ts';
import { processorFor } from '#modules/processor/index.ts';

export type KybAccountCtx = Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'merchantId'> };

/** Name enquiries per merchant: enough to correct a few typos, not to trawl for account holders. */
export const RESOLVE_ACCOUNT_LIMIT: Limit = {
  name: 'kyb-resolve-account:merchant',
  max: 20,
  windowMs: 15 * 60_000,
};

const notFound = () =>
  new AppError(ErrorCode.BANK_ACCOUNT_NOT_FOUND, undefined, {
    errors: { accountNumber: ['No account with this number was found at this bank'] },
  });

/** The bank's name for the account, without counting it (the settlement save's check). */
export async function lookUpAccount(
  { deps }: Pick<Ctx, 'deps'>,
  input: { bankCode: string; accountNumber: string },
): Promise<ResolvedAccount> {
  const found = await processorFor(deps.config).resolveAccount(input);
  if (found.kind === 'not_found') throw notFound();
  return {
    bankCode: input.bankCode,
    bankName: nigerianBank(input.bankCode)?.name ?? input.bankCode,
    accountNumber: input.accountNumber,
    accountName: found.accountName,
  };
}

/** POST kyb/resolve-account: counted per merchant (429 past the limit). */
export async function resolveAccount(
  ctx: KybAccountCtx,
  input: ResolveAccountBody,
): Promise<ResolvedAccount> {
  await hit(ctx.deps.db, ctx.deps.clock, RESOLVE_ACCOUNT_LIMIT, ctx.actor.merchantId);
  return lookUpAccount(ctx, input);
}

/** Names compared as a bank prints them: case and spacing aside. */
export const sameAccountName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

/** GET kyb/prefill: the business name and the owner's name, email and phone from sign-up. */
export async function kybPrefill({ deps, actor }: KybAccountCtx): Promise<KybPrefill> {
  const [row] = await deps.db
    .select({
      businessName: merchants.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(merchants)
    .innerJoin(users, and(eq(users.merchantId, merchants.id), eq(users.isOwner, true)))
    .where(eq(merchants.id, actor.merchantId))
    .limit(1);
  if (row) return row;
  const [merchant] = await deps.db
    .select({ businessName: merchants.businessName })
    .from(merchants)
    .where(eq(merchants.id, actor.merchantId));
  return { businessName: merchant?.businessName ?? '', firstName: '', lastName: '', email: '', phone: '' };
}
