/**
 * Funds transfers between a sub-account and its main account (issue 15; contract
 * sub-account-transfers.ts, docs/SETTLEMENT.md "Sub-account funds transfers"). A transfer is, in
 * ONE database transaction, its row and one 'sub_account_transfer' ledger entry:
 *
 *   to_main:         sub_account_available −x   a conditional update: never below zero, so of
 *                    merchant_available    +x   concurrent transfers only those it covers pass
 *   to_sub_account:  merchant_available    −x   (the same, from the main account)
 *                    sub_account_available +x
 *
 * The entry is the merchant's (journal_entries.merchant_id), so it shows in the main account's
 * balance history through its merchant_available line, and in the sub-account's through its own.
 *
 * Idempotency as payouts do it: the row carries the Idempotency-Key, unique per merchant; a second
 * request with the key waits on that index until the first commits, then answers the first
 * transfer (same body) or is refused (another body). A transfer refused for a short balance wrote
 * nothing, so its key may be used again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@payrail/contract/checkout';
import { ErrorCode } from '@payrail/contract/errors';
import {
  type FundsTransferRequest,
  type FundsTransferRequestInfo,
  type SubAccountTransfer,
  type SubAccountTransferDirection,
  TRANSFER_CURRENCIES,
  TRANSFER_MAX,
  TRANSFER_MIN,
} from '@payrail/contract/sub-account-transfers';
import { and, eq } from 'drizzle-orm';
import { subAccounts, subAccountTransfers } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, forbidden, notFound, validation } from '#lib/errors.ts';
import { merchantBalances, post, subAccountBalances, subAccountWallet } from '#modules/ledger/index.ts';
import { verifyPin } from '#modules/pin/index.ts';

export type TransferCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;
type TransferRow = typeof subAccountTransfers.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function transferReference(): string {
  let out = '';
  for (const b of randomBytes(16)) out += alphabet[b % 32];
  return `SAT_${out}`;
}

/** The header's value, checked; undefined when absent. */
export function transferIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header))
    throw validation({ 'Idempotency-Key': ['Use 8 to 100 visible characters'] });
  return header;
}

const keyReused = () =>
  new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with a different request');

/** A member limited to sub-accounts sees only theirs, and never the main account's money. */
const limited = (ctx: Pick<TransferCtx, 'access'>) => ctx.access.subAccountIds !== null;

/** The merchant's sub-account `uuid` the caller may see; 404 otherwise (another merchant's too). */
async function findSubAccount(ctx: TransferCtx, uuid: string) {
  if (!UUID.test(uuid)) throw notFound();
  if (ctx.access.subAccountIds && !ctx.access.subAccountIds.includes(uuid)) throw notFound();
  const [row] = await ctx.deps.db
    .select({ id: subAccounts.id, slug: subAccounts.slug, name: subAccounts.name })
    .from(subAccounts)
    .where(and(eq(subAccounts.id, uuid), eq(subAccounts.merchantId, ctx.actor.merchantId)));
  if (!row) throw notFound();
  return row;
}

/** Both available balances in `currency` (the main account's null when the caller is limited). */
async function available(ctx: TransferCtx, subAccountId: string) {
  const [sub, main] = await Promise.all([
    subAccountBalances(ctx.deps.db, subAccountId),
    limited(ctx) ? null : merchantBalances(ctx.deps.db, ctx.actor.merchantId),
  ]);
  return (currency: string) => ({
    subAccountAvailable: Number(sub.get(currency)?.available ?? 0n),
    mainAvailable: main ? Number(main.get(currency)?.available ?? 0n) : null,
  });
}

/** GET …/sub-account-funds-transfer-request: what the transfer dialog needs. */
export async function fundsTransferRequestInfo(
  ctx: TransferCtx,
  uuid: string,
): Promise<FundsTransferRequestInfo> {
  const sub = await findSubAccount(ctx, uuid);
  const of = await available(ctx, sub.id);
  return {
    subAccount: { uuid: sub.id, slug: sub.slug, name: sub.name },
    balances: TRANSFER_CURRENCIES.map((currency) => ({ currency, ...of(currency) })),
    limits: { minimum: TRANSFER_MIN, maximum: TRANSFER_MAX },
    defaultCurrency: 'NGN',
    directions: limited(ctx) ? ['to_main'] : ['to_main', 'to_sub_account'],
  };
}

type TransferInput = Required<Omit<FundsTransferRequest, 'pin'>> & { pin: string };

/** What the key is compared on: the money asked for (never the PIN). */
const requestHash = (uuid: string, i: Omit<TransferInput, 'pin'>) =>
  createHash('sha256')
    .update(JSON.stringify([uuid, i.amount, i.currency, i.direction]))
    .digest('hex');

/** POST …/sub-account-funds-transfer: the checks, then the transfer. `replayed` when the key found one. */
export async function requestSubAccountTransfer(
  ctx: TransferCtx,
  input: TransferInput & { uuid: string; idempotencyKey?: string | undefined },
): Promise<{ transfer: SubAccountTransfer; replayed: boolean }> {
  const sub = await findSubAccount(ctx, input.uuid);
  if (input.direction === 'to_sub_account' && limited(ctx)) throw forbidden();
  await verifyPin(ctx, { pin: input.pin });
  return startSubAccountTransfer(ctx, { ...input, subAccount: sub });
}

/**
 * The transfer's one transaction (the checks are done: the sub-account is the caller's, the PIN
 * verified): row, ledger entry and audit, or nothing.
 */
export async function startSubAccountTransfer(
  ctx: TransferCtx,
  input: Omit<TransferInput, 'pin'> & {
    subAccount: { id: string; name: string };
    idempotencyKey?: string | undefined;
  },
): Promise<{ transfer: SubAccountTransfer; replayed: boolean }> {
  const sub = input.subAccount;
  const { deps, actor } = ctx;
  const amount = BigInt(input.amount);
  const hash = requestHash(sub.id, input);
  const now = deps.clock.now();
  const { row, replayed } = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subAccountTransfers)
      .values({
        reference: transferReference(),
        merchantId: actor.merchantId,
        subAccountId: sub.id,
        direction: input.direction,
        currency: input.currency,
        amount,
        requestedBy: actor.userId,
        idempotencyKey: input.idempotencyKey ?? null,
        requestHash: hash,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [earlier] = await tx
        .select()
        .from(subAccountTransfers)
        .where(
          and(
            eq(subAccountTransfers.merchantId, actor.merchantId),
            eq(subAccountTransfers.idempotencyKey, input.idempotencyKey!),
          ),
        )
        .limit(1);
      if (!earlier || earlier.requestHash !== hash) throw keyReused();
      return { row: earlier, replayed: true };
    }
    const toMain = input.direction === 'to_main';
    const owner = { merchantId: actor.merchantId, subAccountId: sub.id };
    await post(tx, deps.clock, {
      merchantId: actor.merchantId,
      kind: 'sub_account_transfer',
      reference: created.reference,
      description: toMain ? `Transfer from sub-account ${sub.name}` : `Transfer to sub-account ${sub.name}`,
      lines: [
        {
          account: subAccountWallet(owner, 'sub_account_available', input.currency),
          amount: toMain ? -amount : amount,
        },
        {
          account: { merchantId: actor.merchantId, kind: 'merchant_available', currency: input.currency },
          amount: toMain ? amount : -amount,
        },
      ],
    });
    await audit(tx, ctx, {
      action: 'sub-accounts.funds-transfer',
      target: sub.id,
      details: {
        reference: created.reference,
        direction: input.direction,
        amount: input.amount,
        currency: input.currency,
      },
    });
    return { row: created, replayed: false };
  });
  return { transfer: await transferView(ctx, row), replayed };
}

async function transferView(ctx: TransferCtx, row: TransferRow): Promise<SubAccountTransfer> {
  const of = await available(ctx, row.subAccountId);
  return {
    id: row.id,
    reference: row.reference,
    direction: row.direction as SubAccountTransferDirection,
    amount: Number(row.amount),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    ...of(row.currency),
  };
}
