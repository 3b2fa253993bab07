/**
 * Settlement accounts (contract settlement-account.ts): the bank accounts payouts go to.
 *
 * Adding one checks the transaction PIN, looks the account up again through the processor (the
 * name the merchant confirmed must be the bank's), and in one transaction makes it the default for
 * its currency and writes the audit row; the owner is emailed after the commit. Adding an account
 * the merchant already had makes it the default again and keeps its own hold (it was added before).
 * Payouts to an account wait until its `payoutsFrom`, 24 hours after it was first added, unless it
 * is the settlement account the provider reviewed with the merchant's approved KYB (kybVerified).
 */
import { nigerianBank } from '@payrail/contract/banks';
import { ErrorCode } from '@payrail/contract/errors';
import {
  type AddSettlementAccountRequest,
  type AddSettlementAccountResult,
  NEW_ACCOUNT_HOLD_MS,
  type ResolvedSettlementAccount,
  type ResolveSettlementAccountRequest,
  type SettlementAccount,
  SettlementAccountMessages,
} from '@payrail/contract/settlement-account';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { kybProfiles, settlementAccounts, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, validation } from '#lib/errors.ts';
import { hit, type Limit } from '#lib/rate-limit.ts';
import { emailOwner } from '#modules/notifications/index.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { processorFor } from '#modules/processor/index.ts';
import { approvalRequired, changeRequested, holdChange } from './account-changes.ts';
import { settlementAccountChangedMail } from './mail.ts';

export type AccountsCtx = Pick<Ctx, 'deps' | 'actor'>;
export type Row = typeof settlementAccounts.$inferSelect;

/** Name enquiries per merchant: enough to correct a few typos, not to trawl for account holders. */
export const RESOLVE_LIMIT: Limit = {
  name: 'settlement-resolve-account:merchant',
  max: 20,
  windowMs: 15 * 60_000,
};

const accountNotFound = () =>
  new AppError(ErrorCode.BANK_ACCOUNT_NOT_FOUND, undefined, {
    errors: { accountNumber: [SettlementAccountMessages.notFound] },
  });

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

export function accountView(r: Row): SettlementAccount {
  return {
    id: r.id,
    currency: r.currency,
    bankCode: r.bankCode,
    bankName: nigerianBank(r.bankCode)?.name ?? r.bankCode,
    accountNumber: r.accountNumber,
    accountName: r.accountName,
    isDefault: r.isDefault,
    payoutsFrom: r.payoutsFrom.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

async function lookUp({ deps }: Pick<Ctx, 'deps'>, input: ResolveSettlementAccountRequest) {
  const found = await processorFor(deps.config).resolveAccount(input);
  if (found.kind === 'not_found') throw accountNotFound();
  return found.accountName;
}

/** POST settlement-account/resolve-account: counted per merchant (429 past the limit). */
export async function resolveSettlementAccount(
  ctx: AccountsCtx,
  input: ResolveSettlementAccountRequest,
): Promise<ResolvedSettlementAccount> {
  await hit(ctx.deps.db, ctx.deps.clock, RESOLVE_LIMIT, ctx.actor.merchantId);
  const accountName = await lookUp(ctx, input);
  return {
    bankCode: input.bankCode,
    bankName: nigerianBank(input.bankCode)?.name ?? input.bankCode,
    accountNumber: input.accountNumber,
    accountName,
  };
}

/** GET settlement-account: the defaults first, then the others, newest first. */
export async function listSettlementAccounts({ deps, actor }: AccountsCtx): Promise<SettlementAccount[]> {
  const rows = await deps.db
    .select()
    .from(settlementAccounts)
    .where(eq(settlementAccounts.merchantId, actor.merchantId))
    .orderBy(desc(settlementAccounts.isDefault), desc(settlementAccounts.updatedAt))
    .limit(50);
  return rows.map(accountView);
}

/**
 * POST settlement-account: 'Account added successfully'; with two-person approval on, the change
 * is held for a second member instead (account-changes.ts) and its approvers are emailed.
 */
export async function addSettlementAccount(
  ctx: AccountsCtx,
  input: Required<Omit<AddSettlementAccountRequest, 'accountNameConfirmed'>>,
): Promise<AddSettlementAccountResult> {
  const { deps, actor } = ctx;
  await verifyPin(ctx, { pin: input.pin });
  const bankName = await lookUp(ctx, input);
  if (!sameName(bankName, input.accountName))
    throw validation({ accountName: [SettlementAccountMessages.nameMismatch] });
  const a = { currency: input.currency, bankCode: input.bankCode, accountNumber: input.accountNumber };
  const now = deps.clock.now();
  const verified = await kybVerified(deps.db, actor.merchantId, input);
  // The limit is read in the change's transaction, as a payout reads it in its own.
  const done = await deps.db.transaction(async (tx) => {
    if (await approvalRequired(tx, actor.merchantId, now))
      return { held: await holdChange(tx, ctx, { ...a, accountName: bankName }, now) };
    const saved = await makeDefault(
      tx,
      ctx,
      { ...a, accountName: bankName, addedBy: actor.userId },
      now,
      verified,
    );
    await auditAccountSet(tx, ctx, saved);
    return { saved };
  });
  if (done.held) return changeRequested(ctx, done.held);
  await mailOwnerAccountChanged(ctx, done.saved, { by: actor.userId });
  return accountView(done.saved);
}

export async function auditAccountSet(tx: Tx, ctx: AccountsCtx, saved: Row): Promise<void> {
  await audit(tx, ctx, {
    action: 'settlement_account.set',
    target: saved.id,
    details: {
      currency: saved.currency,
      bankCode: saved.bankCode,
      accountNumber: saved.accountNumber,
      accountName: saved.accountName,
      payoutsFrom: saved.payoutsFrom.toISOString(),
    },
  });
}

/** The member's name as emails show it. */
export async function memberName(db: Db, userId: string): Promise<string> {
  const [by] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return (by ? `${by.firstName} ${by.lastName}`.trim() : '') || 'A team member';
}

/** The owner's alarm after the account payouts go to changed (after the commit; never throws). */
export async function mailOwnerAccountChanged(
  { deps, actor }: AccountsCtx,
  row: Row,
  o: { by: string; approvedBy?: string },
): Promise<void> {
  const by = await memberName(deps.db, o.by);
  const approvedBy = o.approvedBy ? await memberName(deps.db, o.approvedBy) : undefined;
  await emailOwner(deps, actor.merchantId, (to, name) =>
    settlementAccountChangedMail(to, name, {
      bankCode: row.bankCode,
      accountNumber: row.accountNumber,
      accountName: row.accountName,
      by,
      ...(approvedBy ? { approvedBy } : {}),
      payoutsFrom: row.payoutsFrom,
      dashboardUrl: `${deps.config.appUrl}/payments/balances`,
    }),
  );
}

/** The account, inserted or found again, as the only default of its currency (`addedBy` asked for it). */
export async function makeDefault(
  tx: Tx,
  { actor }: Pick<AccountsCtx, 'actor'>,
  a: { currency: string; bankCode: string; accountNumber: string; accountName: string; addedBy: string },
  now: Date,
  verified: boolean,
): Promise<Row> {
  // One change of a merchant's accounts at a time: two adds racing would each step the other's
  // new default down unseen, and the second would break the one-default index instead of winning.
  await tx.execute(sql`select id from merchants where id = ${actor.merchantId} for update`);
  const mine = and(
    eq(settlementAccounts.merchantId, actor.merchantId),
    eq(settlementAccounts.currency, a.currency),
  );
  const [inserted] = await tx
    .insert(settlementAccounts)
    .values({
      merchantId: actor.merchantId,
      currency: a.currency,
      bankCode: a.bankCode,
      accountNumber: a.accountNumber,
      accountName: a.accountName,
      addedBy: a.addedBy,
      payoutsFrom: verified ? now : new Date(now.getTime() + NEW_ACCOUNT_HOLD_MS),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        settlementAccounts.merchantId,
        settlementAccounts.currency,
        settlementAccounts.bankCode,
        settlementAccounts.accountNumber,
      ],
      set: { accountName: a.accountName, updatedAt: now },
    })
    .returning();
  const row = inserted!;
  // The old default steps down before the new one steps up: the unique index allows one at a time.
  await tx
    .update(settlementAccounts)
    .set({ isDefault: false, updatedAt: now })
    .where(and(mine, eq(settlementAccounts.isDefault, true), ne(settlementAccounts.id, row.id)));
  const [chosen] = await tx
    .update(settlementAccounts)
    .set({ isDefault: true, updatedAt: now })
    .where(eq(settlementAccounts.id, row.id))
    .returning();
  return chosen!;
}

/**
 * Whether this is the settlement account the provider reviewed with the merchant's approved KYB:
 * the 24-hour hold guards against an account someone else adds, and this one was checked by a
 * person already, so payouts to it start at once.
 */
export async function kybVerified(
  db: Db,
  merchantId: string,
  a: { bankCode: string; accountNumber: string },
): Promise<boolean> {
  const [kyb] = await db
    .select({ status: kybProfiles.status, stages: kybProfiles.stages })
    .from(kybProfiles)
    .where(eq(kybProfiles.merchantId, merchantId))
    .limit(1);
  const reviewed = kyb?.status === 'approved' ? kyb.stages['settlement-account'] : undefined;
  return reviewed?.bankCode === a.bankCode && reviewed?.accountNumber === a.accountNumber;
}

export type PayoutAccount = Row;

/** The currency's default account (locked for the caller's transaction), or undefined. */
export async function defaultAccount(
  db: Db | Tx,
  merchantId: string,
  currency: string,
): Promise<PayoutAccount | undefined> {
  const [row] = await db
    .select()
    .from(settlementAccounts)
    .where(
      and(
        eq(settlementAccounts.merchantId, merchantId),
        eq(settlementAccounts.currency, currency),
        eq(settlementAccounts.isDefault, true),
      ),
    )
    .limit(1);
  return row;
}
