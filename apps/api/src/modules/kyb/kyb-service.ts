/**
 * Saving a KYB stage (PATCH kyb). business-details comes first: it chooses the category and creates
 * the profile. Every other stage is checked against the stored category; saving review checks the
 * whole profile again (stages saved, owner rules, documents) and puts it under review. A profile
 * under review or approved cannot change (409 KYB_LOCKED). Each save writes an audit row in its
 * transaction (the stage name only: never a BVN or an account number).
 */
import { nigerianBank } from '@payrail/contract/banks';
import { ErrorCode } from '@payrail/contract/errors';
import {
  KYB_DOCUMENT_TITLES,
  KYB_INDUSTRIES,
  KYB_STAGE_TITLES,
  type KybStageData,
  kybCategory,
  ownerIdentityProblems,
} from '@payrail/contract/kyb';
import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { kybProfiles } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Actor, Ctx } from '#lib/context.ts';
import { AppError, validation } from '#lib/errors.ts';
import { notify } from '#modules/notifications/index.ts';
import { lookUpAccount, sameAccountName } from './kyb-account.ts';
import { documentList, type KybProfile } from './kyb-model.ts';

/** What changing a merchant's KYB needs of the request context: who changes it, from where (audit). */
export type KybCtx = Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'userId' | 'merchantId' | 'ip'> };

const fail = (errors: Record<string, string>) =>
  validation(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));

export function assertEditable(p: KybProfile | undefined): void {
  if (p?.status === 'under_review')
    throw new AppError(
      ErrorCode.KYB_LOCKED,
      'Your business verification is under review. You cannot change it until we have decided.',
    );
  if (p?.status === 'approved')
    throw new AppError(
      ErrorCode.KYB_LOCKED,
      'Your business is already verified. Contact support to change it.',
    );
}

/** The profile row, locked for the transaction (a save, an upload and a submission do not interleave). */
export async function lockProfile(tx: Tx, merchantId: string): Promise<KybProfile | undefined> {
  const [row] = await tx
    .select()
    .from(kybProfiles)
    .where(eq(kybProfiles.merchantId, merchantId))
    .for('update');
  return row;
}

/** Everything a submission needs, for the category as it is now: field/stage → message. */
async function submissionProblems(tx: Tx, p: KybProfile, today: string): Promise<Record<string, string>> {
  const category = kybCategory(p.businessCategoryId)!;
  const out: Record<string, string> = {};
  for (const s of category.stages)
    if (s !== 'review' && !p.stages[s]) out[s] = `Complete “${KYB_STAGE_TITLES[s]}” first`;
  const owner = p.stages['owner-identity'] as
    | { bvn: string | null; nin: string | null; dateOfBirth: string }
    | undefined;
  if (owner) {
    const problems = ownerIdentityProblems(category.id, owner, today);
    if (Object.keys(problems).length) out['owner-identity'] = Object.values(problems)[0]!;
  }
  const uploaded = new Set((await documentList(tx, p.merchantId)).map((d) => d.kind));
  for (const kind of category.requiredDocuments)
    if (!uploaded.has(kind)) out[kind] = `Upload the ${KYB_DOCUMENT_TITLES[kind]}`;
  return out;
}

export async function saveStage({ deps, actor }: KybCtx, input: KybStageData): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const today = now.toISOString().slice(0, 10);
  // The bank's name for the settlement account, asked before the transaction (a processor call).
  // Live mode has no acquirer yet: the name the merchant gave is kept for the operator's review.
  const account =
    input.stage === 'settlement-account' && deps.config.mode === 'sandbox'
      ? await lookUpAccount({ deps }, input)
      : null;
  if (
    input.stage === 'settlement-account' &&
    account &&
    !sameAccountName(account.accountName, input.accountName)
  )
    throw fail({ accountName: 'This is not the name on the account. Look the account up again.' });
  await db.transaction(async (tx) => {
    const p = await lockProfile(tx, actor.merchantId);
    assertEditable(p);
    const { stage, ...data } = input;
    if (input.stage === 'business-details') {
      if (!KYB_INDUSTRIES.some((i) => i.id === input.industryId))
        throw fail({ industryId: 'Choose an industry' });
      const stages = { ...(p?.stages ?? {}), [stage]: data };
      await tx
        .insert(kybProfiles)
        .values({
          merchantId: actor.merchantId,
          businessCategoryId: input.businessCategoryId,
          status: 'in_progress',
          stages,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: kybProfiles.merchantId,
          set: {
            businessCategoryId: input.businessCategoryId,
            status: 'in_progress',
            stages,
            updatedAt: now,
          },
        });
      await audit(
        tx,
        { deps, actor },
        {
          action: 'kyb.stage_saved',
          target: stage,
          details: {
            businessCategoryId: input.businessCategoryId,
          },
        },
      );
      return;
    }
    if (!p) throw fail({ stage: 'Start with your business details' });
    let saved: Record<string, unknown> = data;
    if (input.stage === 'owner-identity') {
      const problems = ownerIdentityProblems(p.businessCategoryId, input, today);
      if (Object.keys(problems).length) throw fail(problems);
    } else if (input.stage === 'documents') {
      const uploaded = new Set((await documentList(tx, p.merchantId)).map((d) => d.kind));
      const missing = kybCategory(p.businessCategoryId)!.requiredDocuments.filter((k) => !uploaded.has(k));
      if (missing.length)
        throw fail(Object.fromEntries(missing.map((k) => [k, `Upload the ${KYB_DOCUMENT_TITLES[k]}`])));
      saved = { documents: [...uploaded].sort() };
    } else if (input.stage === 'settlement-account') {
      const bankName = nigerianBank(input.bankCode)!.name;
      saved = { ...data, accountName: account?.accountName ?? input.accountName, bankName };
    } else if (input.stage === 'review') {
      const problems = await submissionProblems(tx, p, today);
      if (Object.keys(problems).length)
        throw new AppError(ErrorCode.VALIDATION_ERROR, 'Complete every stage before you submit', {
          errors: Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])),
        });
      saved = { confirmedAt: now.toISOString() };
    }
    const submitting = input.stage === 'review';
    await tx
      .update(kybProfiles)
      .set({
        stages: { ...p.stages, [stage]: saved },
        status: submitting ? 'under_review' : 'in_progress',
        ...(submitting ? { submittedAt: now, rejectionReason: null } : {}),
        updatedAt: now,
      })
      .where(eq(kybProfiles.merchantId, actor.merchantId));
    await audit(
      tx,
      { deps, actor },
      { action: submitting ? 'kyb.submitted' : 'kyb.stage_saved', target: stage },
    );
    if (submitting)
      await notify(tx, clock, {
        merchantId: actor.merchantId,
        kind: 'kyb.submitted',
        title: 'Business verification submitted',
        body: 'Thank you. We are reviewing your business details and documents, and will notify you when we have decided.',
      });
  });
}
