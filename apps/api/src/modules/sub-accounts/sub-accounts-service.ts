/**
 * Creating a sub-account: its settlement account's name is looked up again through the processor
 * (as the settlement account's is) and must be the one the merchant confirmed; the slug is
 * generated from the name, unique across the platform; the row and its audit row are written in
 * one transaction. A member limited to sub-accounts cannot create one (it would be outside their
 * limit the moment it exists).
 */
import { nigerianBank } from '@payrail/contract/banks';
import { ErrorCode } from '@payrail/contract/errors';
import type {
  ResolvedSettlementAccount,
  ResolveSettlementAccountRequest,
} from '@payrail/contract/settlement-account';
import { type CreateSubAccountRequest, SubAccountMessages } from '@payrail/contract/sub-accounts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { subAccounts } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, forbidden, validation } from '#lib/errors.ts';
import { hit, type Limit } from '#lib/rate-limit.ts';
import { generatedSlug } from '#modules/payment-links/index.ts';
import { processorFor } from '#modules/processor/index.ts';
import { toSubAccount } from './sub-account-model.ts';

export type SubAccountWriteCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;
type CreateInput = z.output<typeof CreateSubAccountRequest>;

/** Name enquiries per merchant: enough to correct a few typos, not to trawl for account holders. */
export const SUB_ACCOUNT_RESOLVE_LIMIT: Limit = {
  name: 'sub-account-resolve-account:merchant',
  max: 20,
  windowMs: 15 * 60_000,
};

export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

/** The bank's name for the account; not found is a 422 on `field`. */
export async function lookUp(
  { deps }: Pick<Ctx, 'deps'>,
  input: ResolveSettlementAccountRequest,
  field = 'settlementAccount.accountNumber',
): Promise<string> {
  const found = await processorFor(deps.config).resolveAccount(input);
  if (found.kind === 'not_found')
    throw new AppError(ErrorCode.BANK_ACCOUNT_NOT_FOUND, undefined, {
      errors: { [field]: ['No account with this number was found at this bank'] },
    });
  return found.accountName;
}

/** POST merchant/sub-accounts/resolve-account: counted per merchant (429 past the limit). */
export async function resolveSubAccountBank(
  ctx: Pick<Ctx, 'deps' | 'actor'>,
  input: ResolveSettlementAccountRequest,
): Promise<ResolvedSettlementAccount> {
  await hit(ctx.deps.db, ctx.deps.clock, SUB_ACCOUNT_RESOLVE_LIMIT, ctx.actor.merchantId);
  return {
    bankCode: input.bankCode,
    bankName: nigerianBank(input.bankCode)?.name ?? input.bankCode,
    accountNumber: input.accountNumber,
    accountName: await lookUp(ctx, input),
  };
}

async function freeSlug(ctx: Pick<Ctx, 'deps'>, name: string): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const slug = generatedSlug(name);
    const [taken] = await ctx.deps.db
      .select({ id: subAccounts.id })
      .from(subAccounts)
      .where(eq(subAccounts.slug, slug))
      .limit(1);
    if (!taken) return slug;
  }
  throw new Error('could not generate a free slug');
}

const isSlugConflict = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
};

/** POST merchant/sub-accounts/: 'Sub account created successfully'. */
export async function createSubAccount(ctx: SubAccountWriteCtx, input: CreateInput) {
  const { deps, actor } = ctx;
  if (ctx.access.subAccountIds) throw forbidden();
  const bank = input.settlementAccount;
  const bankName = await lookUp(ctx, bank);
  if (!sameName(bankName, bank.accountName))
    throw validation({ 'settlementAccount.accountName': [SubAccountMessages.nameMismatch] });
  const now = deps.clock.now();
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(ctx, input.name);
    try {
      const row = await deps.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(subAccounts)
          .values({
            merchantId: actor.merchantId,
            slug,
            name: input.name,
            bankCode: bank.bankCode,
            accountNumber: bank.accountNumber,
            accountName: bankName,
            splitType: input.split.splitType,
            splitValue: input.split.splitValue,
            splitCurrency: input.split.splitCurrency,
            feeBearer: input.split.feeBearer,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(tx, ctx, {
          action: 'sub_account.created',
          target: saved!.id,
          details: {
            name: saved!.name,
            slug,
            bankCode: bank.bankCode,
            accountNumber: bank.accountNumber,
            accountName: bankName,
            split: { ...input.split, splitValue: input.split.splitValue.toString() },
          },
        });
        return saved!;
      });
      return toSubAccount(row);
    } catch (err) {
      // Another create took the same generated slug between the check and the insert: draw again.
      if (attempt < 3 && isSlugConflict(err)) continue;
      throw err;
    }
  }
}
