/**
 * Changing a sub-account's settlement bank account (PATCH merchant/sub-accounts/{uuid}/settlement-
 * account; contract sub-account-settlement.ts). The sub-account first (404 before the PIN is looked
 * at, as a refund does), then the PIN, then the name through the processor, which must be the one
 * the member confirmed. The row, its 24-hour payout hold and the audit row are written in one
 * transaction; the owner is emailed after it, the alarm a hijacked session cannot silence.
 */
import { nigerianBank } from '@payrail/contract/banks';
import { NEW_ACCOUNT_HOLD_MS } from '@payrail/contract/settlement-account';
import type { ChangeSubAccountSettlementRequest } from '@payrail/contract/sub-account-settlement';
import { SubAccountMessages } from '@payrail/contract/sub-accounts';
import { and, eq } from 'drizzle-orm';
import { subAccounts, users } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { validation } from '#lib/errors.ts';
import { hit } from '#lib/rate-limit.ts';
import type { Mail } from '#mail/mailer.ts';
import { lagosTime } from '#mail/receipt.ts';
import { layout } from '#mail/templates.ts';
import { emailOwner } from '#modules/notifications/index.ts';
import { verifyPin } from '#modules/pin/index.ts';
import { findByUuid, maskAccountNumber, subAccountNotFound, toSubAccount } from './sub-account-model.ts';
import { lookUp, SUB_ACCOUNT_RESOLVE_LIMIT, sameName } from './sub-accounts-service.ts';

type Input = ChangeSubAccountSettlementRequest & { uuid: string };

type Change = { subAccount: string; bankCode: string; accountNumber: string; accountName: string };

function changedMail(
  to: string,
  name: string,
  c: Change & { by: string; payoutsFrom: Date; url: string },
): Mail {
  const bank = nigerianBank(c.bankCode)?.name ?? c.bankCode;
  return layout(
    to,
    `${c.subAccount}: its settlement account was changed`,
    [
      `Hello ${name},`,
      `${c.by} set the account ${c.subAccount}'s payouts go to: ${c.accountName}, ${bank}, account ending ${c.accountNumber.slice(-4)}.`,
      `Its payouts to the new account start on ${lagosTime(c.payoutsFrom)}.`,
      'If you did not expect this, change your password and transaction PIN now and contact support: until then no payout can reach the new account.',
    ],
    { label: 'Review the sub-account', url: c.url },
  );
}

export async function changeSubAccountSettlement(ctx: Pick<Ctx, 'deps' | 'actor' | 'access'>, input: Input) {
  const { deps, actor } = ctx;
  const before = await findByUuid(ctx, input.uuid);
  await verifyPin(ctx, { pin: input.pin });
  await hit(deps.db, deps.clock, SUB_ACCOUNT_RESOLVE_LIMIT, actor.merchantId);
  const accountName = await lookUp(ctx, input, 'accountNumber');
  if (!sameName(accountName, input.accountName))
    throw validation({ accountName: [SubAccountMessages.nameMismatch] });
  if (before.bankCode === input.bankCode && before.accountNumber === input.accountNumber)
    return toSubAccount(before);
  const now = deps.clock.now();
  const payoutsFrom = new Date(now.getTime() + NEW_ACCOUNT_HOLD_MS);
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(subAccounts)
      .set({
        bankCode: input.bankCode,
        accountNumber: input.accountNumber,
        accountName,
        payoutsFrom,
        updatedAt: now,
      })
      .where(and(eq(subAccounts.id, before.id), eq(subAccounts.merchantId, actor.merchantId)))
      .returning();
    if (!saved) throw subAccountNotFound();
    await audit(tx, ctx, {
      action: 'sub_account.settlement_account_changed',
      target: saved.id,
      details: {
        from: before.accountNumber
          ? { bankCode: before.bankCode, accountNumber: maskAccountNumber(before.accountNumber) }
          : null,
        to: { bankCode: input.bankCode, accountNumber: input.accountNumber, accountName },
        payoutsFrom: payoutsFrom.toISOString(),
      },
    });
    return saved;
  });
  const [who] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  const by = who ? `${who.firstName} ${who.lastName}`.trim() || who.email : 'A team member';
  await emailOwner(deps, actor.merchantId, (to, name) =>
    changedMail(to, name, {
      subAccount: row.name,
      bankCode: input.bankCode,
      accountNumber: input.accountNumber,
      accountName,
      by,
      payoutsFrom,
      url: `${deps.config.appUrl}/others/sub-accounts/${row.slug}`,
    }),
  );
  return toSubAccount(row);
}
