/**
 * Deactivating and activating a sub-account (beyond the spec). An inactive sub-account's links
 * refuse new checkouts as an inactive link does (checkout/public-view.ts reads its status); its
 * automatic payouts and transfers go on, since the money in its wallets is still its own. The
 * change and its audit row are written in one transaction; setting the status it has already
 * changes nothing and writes no audit row.
 */
import type { SubAccount, SubAccountStatusRequest } from '@payrail/contract/sub-accounts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { subAccounts } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import { findBySlug, subAccountNotFound, toSubAccount } from './sub-account-model.ts';
import type { SubAccountWriteCtx } from './sub-accounts-service.ts';

export async function setSubAccountStatus(
  ctx: SubAccountWriteCtx,
  input: { slug: string } & z.output<typeof SubAccountStatusRequest>,
): Promise<SubAccount> {
  const found = await findBySlug(ctx, input.slug);
  if (found.status === input.status) return toSubAccount(found);
  const now = ctx.deps.clock.now();
  const row = await ctx.deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(subAccounts)
      .set({ status: input.status, updatedAt: now })
      .where(and(eq(subAccounts.id, found.id), eq(subAccounts.merchantId, ctx.actor.merchantId)))
      .returning();
    if (!saved) throw subAccountNotFound();
    await audit(tx, ctx, {
      action: input.status === 'active' ? 'sub_account.activated' : 'sub_account.deactivated',
      target: saved.id,
      details: { slug: saved.slug, name: saved.name, from: found.status, to: saved.status },
    });
    return saved;
  });
  return toSubAccount(row);
}
