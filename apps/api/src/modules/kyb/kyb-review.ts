/**
 * The review decision and the money-out rule. An operator (CLI or /api/ops, or in sandbox mode the
 * merchant's owner through the simulator) approves or rejects a profile under review; the owner is
 * told in-app (in the decision's transaction) and by email (after commit; a failed send is only
 * logged). Until approved, money cannot leave the platform: payouts call assertMayMoveMoneyOut.
 */
import { ErrorCode } from '@payrail/contract/errors';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { auditEvents, kybProfiles, merchants, users } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { emailOwner, notify } from '#modules/notifications/index.ts';
import { kybDecisionMail } from './kyb-mail.ts';

export type Decision = {
  merchantId: string;
  decision: 'approve' | 'reject';
  reason?: string | undefined;
  /** 'ops' (endpoint), 'ops-cli' or 'sandbox:<user id>': kept on the profile and in the audit log. */
  by: string;
  /** The deciding user when there is one (the sandbox simulator); operators have none. */
  userId?: string | undefined;
};

/** Throws 403 KYB_NOT_APPROVED unless the merchant's KYB is approved. */
export async function assertMayMoveMoneyOut(db: Db | Tx, merchantId: string): Promise<void> {
  const [row] = await db
    .select({ status: kybProfiles.status })
    .from(kybProfiles)
    .where(eq(kybProfiles.merchantId, merchantId))
    .limit(1);
  if (row?.status !== 'approved')
    throw new AppError(
      ErrorCode.KYB_NOT_APPROVED,
      'Money cannot leave your account until your business verification (KYB) is approved.',
    );
}

/** A merchant by its public id (MER-…) or the email of one of its users. */
export async function findMerchant(
  db: Db,
  who: string,
): Promise<{ id: string; publicId: string; name: string }> {
  const [row] = await db
    .selectDistinct({ id: merchants.id, publicId: merchants.publicId, name: merchants.businessName })
    .from(merchants)
    // An invitation is not a user of the business yet (several businesses may invite one address).
    .leftJoin(users, and(eq(users.merchantId, merchants.id), ne(users.status, 'invited')))
    .where(or(eq(merchants.publicId, who), sql`lower(${users.email}) = ${who.trim().toLowerCase()}`))
    .limit(1);
  if (!row) throw notFound(`No merchant with the public id or user email “${who}”`);
  return row;
}

/** Approves or rejects a profile under review; needs only the deps (operators have no session). */
export async function decideKyb({ deps }: Pick<Ctx, 'deps'>, d: Decision): Promise<'approved' | 'rejected'> {
  const { merchantId } = d;
  const { db, clock } = deps;
  const now = clock.now();
  const status = d.decision === 'approve' ? 'approved' : 'rejected';
  const reason = d.decision === 'reject' ? (d.reason?.trim() ?? '') : null;
  if (d.decision === 'reject' && !reason)
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'Give a reason', {
      errors: { reason: ['Give a reason'] },
    });
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select({ status: kybProfiles.status })
      .from(kybProfiles)
      .where(eq(kybProfiles.merchantId, merchantId))
      .for('update');
    if (p?.status !== 'under_review')
      throw new AppError(
        ErrorCode.KYB_NOT_UNDER_REVIEW,
        `This merchant's business verification is not under review (status: ${p?.status ?? 'not_started'}).`,
      );
    await tx
      .update(kybProfiles)
      .set({ status, rejectionReason: reason, reviewedAt: now, reviewedBy: d.by, updatedAt: now })
      .where(eq(kybProfiles.merchantId, merchantId));
    await tx.insert(auditEvents).values({
      merchantId,
      actorUserId: d.userId ?? null,
      action: `kyb.${status}`,
      target: 'kyb',
      details: { by: d.by, ...(reason ? { reason } : {}) },
      createdAt: now,
    });
    await notify(
      tx,
      clock,
      status === 'approved'
        ? {
            merchantId,
            kind: 'kyb.approved',
            title: 'Your business is verified',
            body: 'Your business verification (KYB) is approved. You can now receive settlements and move money out.',
          }
        : {
            merchantId,
            kind: 'kyb.rejected',
            title: 'Business verification needs changes',
            body: `We could not approve your business verification: ${reason}. Update your details and submit again.`,
          },
    );
  });
  await emailOwner(deps, merchantId, (to, name) =>
    kybDecisionMail(to, name, status, reason, `${deps.config.appUrl}/merchant-onboarding`),
  );
  return status;
}
