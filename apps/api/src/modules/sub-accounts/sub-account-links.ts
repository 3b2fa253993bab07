/**
 * A sub-account's payment links, through the payment-links module's own services with a
 * sub-account scope: the same fields, rules, audit rows and answers as the merchant's links. What
 * is added here: the sub-account is found first (404 outside the caller's reach), and a flat-split
 * sub-account's links stay in its split's currency.
 */
import type { CreatePaymentLink, EditPaymentLink } from '@payrail/contract/payment-links';
import { SubAccountLinkMessages } from '@payrail/contract/sub-accounts-links';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { subAccounts } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { validation } from '#lib/errors.ts';
import {
  createLink,
  editLink,
  findOwnLink,
  type LinkScope,
  linkTransactions,
  listLinks,
  setLinkStatus,
} from '#modules/payment-links/index.ts';
import { findBySlug, findByUuid, type SubAccountReadCtx, type SubAccountRow } from './sub-account-model.ts';

type LinkCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;
const ANY_SUB_ACCOUNT: LinkScope = { kind: 'sub-account' };

/** A flat share is an amount in one currency: the sub-account's links are priced in it. */
function checkCurrency(
  row: Pick<SubAccountRow, 'splitType' | 'splitCurrency'>,
  currency: string | undefined,
) {
  if (row.splitType !== 'flat' || !row.splitCurrency || currency === undefined) return;
  if (currency !== row.splitCurrency)
    throw validation({ currency: [SubAccountLinkMessages.currency(row.splitCurrency)] });
}

export async function listSubAccountLinks(
  ctx: SubAccountReadCtx,
  { slug, page, search }: { slug: string; page: number; search?: string | undefined },
) {
  const row = await findBySlug(ctx, slug);
  return listLinks(ctx, {
    page,
    filters: search ? { search } : {},
    scope: { kind: 'sub-account', subAccountId: row.id },
  });
}

export async function createSubAccountLink(
  ctx: LinkCtx,
  { uuid, link }: { uuid: string; link: z.output<typeof CreatePaymentLink> },
) {
  const row = await findByUuid(ctx, uuid);
  checkCurrency(row, link.currency);
  return createLink(ctx, link, { subAccountId: row.id });
}

export async function updateSubAccountLink(
  ctx: LinkCtx,
  { ref, changes }: { ref: string; changes: z.output<typeof EditPaymentLink> },
) {
  if (changes.currency !== undefined) {
    const { link } = await findOwnLink(ctx, ref, ANY_SUB_ACCOUNT);
    const [row] = await ctx.deps.db
      .select({ splitType: subAccounts.splitType, splitCurrency: subAccounts.splitCurrency })
      .from(subAccounts)
      .where(eq(subAccounts.id, link.subAccountId!))
      .limit(1);
    if (row) checkCurrency(row, changes.currency);
  }
  return editLink(ctx, { ref, changes, scope: ANY_SUB_ACCOUNT });
}

export const setSubAccountLinkStatus = (
  ctx: LinkCtx,
  input: { ref: string; status: 'active' | 'inactive' },
) => setLinkStatus(ctx, { ...input, scope: ANY_SUB_ACCOUNT });

export const subAccountLinkTransactions = (ctx: SubAccountReadCtx, input: { ref: string; page: number }) =>
  linkTransactions(ctx, { ...input, scope: ANY_SUB_ACCOUNT });
