/**
 * Reading a merchant's KYB: the profile row, its current stage, whether the stages are complete,
 * and the record GET kyb answers. Decisions (contract kyb.ts header): currentStage is the first
 * stage of the category not yet saved ('review' once the others are), null before anything is
 * saved; stagesComplete is true once submitted and not rejected (under_review or approved).
 */
import {
  KYB_STAGE_TITLES,
  type KybDocument,
  type KybNextStage,
  type KybRecord,
  type KybStage,
  type KybStageId,
  kybCategory,
} from '@payrail/contract/kyb';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { kybDocuments, kybProfiles } from '#db/schema/index.ts';
import type { Actor, Ctx } from '#lib/context.ts';

/** What reading a merchant's KYB needs of the request context: the deps, and whose KYB it is. */
export type KybReadCtx = Pick<Ctx, 'deps'> & { actor: Pick<Actor, 'merchantId'> };

export type KybProfile = typeof kybProfiles.$inferSelect;

export async function loadProfile(db: Db | Tx, merchantId: string): Promise<KybProfile | undefined> {
  const [row] = await db.select().from(kybProfiles).where(eq(kybProfiles.merchantId, merchantId)).limit(1);
  return row;
}

export function categoryStages(p: KybProfile | undefined): readonly KybStageId[] {
  return (p && kybCategory(p.businessCategoryId)?.stages) ?? [];
}

export function currentStage(p: KybProfile | undefined): KybStageId | null {
  if (!p) return null;
  const stages = categoryStages(p);
  return stages.find((s) => s !== 'review' && !p.stages[s]) ?? 'review';
}

export const stagesComplete = (p: KybProfile | undefined) =>
  p?.status === 'under_review' || p?.status === 'approved';

export function stageView(p: KybProfile | undefined): KybStage {
  const stages = categoryStages(p).map((id) => ({
    id,
    title: KYB_STAGE_TITLES[id],
    complete: id === 'review' ? stagesComplete(p) : !!p?.stages[id],
  }));
  return {
    data: currentStage(p),
    status: p?.status ?? 'not_started',
    business_category_id: p?.businessCategoryId ?? null,
    stages,
  };
}

const mask = (v: unknown) =>
  typeof v === 'string' && v.length > 4 ? `${'*'.repeat(v.length - 4)}${v.slice(-4)}` : v;

/** BVN and NIN are shown masked (last 4 digits) to every member; the form asks for them again. */
function shownStages(stages: KybProfile['stages']): KybRecord['stages'] {
  const out: KybRecord['stages'] = { ...stages };
  const owner = stages['owner-identity'];
  if (owner) out['owner-identity'] = { ...owner, bvn: mask(owner.bvn ?? null), nin: mask(owner.nin ?? null) };
  return out;
}

export type DocumentMeta = Omit<typeof kybDocuments.$inferSelect, 'bytes' | 'merchantId' | 'uploadedBy'>;

export async function documentList(db: Db | Tx, merchantId: string): Promise<DocumentMeta[]> {
  return db
    .select({
      id: kybDocuments.id,
      kind: kybDocuments.kind,
      fileName: kybDocuments.fileName,
      contentType: kybDocuments.contentType,
      size: kybDocuments.size,
      uploadedAt: kybDocuments.uploadedAt,
    })
    .from(kybDocuments)
    .where(eq(kybDocuments.merchantId, merchantId))
    .orderBy(kybDocuments.uploadedAt);
}

export const documentView = (d: DocumentMeta): KybDocument => ({
  id: d.id,
  kind: d.kind as KybDocument['kind'],
  fileName: d.fileName,
  contentType: d.contentType as KybDocument['contentType'],
  size: d.size,
  uploadedAt: d.uploadedAt.toISOString(),
});

export function recordView(p: KybProfile, docs: DocumentMeta[]): KybRecord {
  return {
    business_category_id: p.businessCategoryId,
    status: p.status,
    current_stage: currentStage(p),
    rejection_reason: p.rejectionReason,
    submitted_at: p.submittedAt?.toISOString() ?? null,
    reviewed_at: p.reviewedAt?.toISOString() ?? null,
    stages: shownStages(p.stages),
    documents: docs.map(documentView),
  };
}

/** GET kyb: `[[record]]`, or `[[]]` before the merchant has saved anything. */
export async function kybDetails({ deps, actor }: KybReadCtx): Promise<KybRecord[][]> {
  const p = await loadProfile(deps.db, actor.merchantId);
  if (!p) return [[]];
  return [[recordView(p, await documentList(deps.db, actor.merchantId))]];
}

/** The record of a merchant that has one (after a save). */
export async function kybRecord({ deps, actor }: KybReadCtx): Promise<KybRecord> {
  const p = (await loadProfile(deps.db, actor.merchantId))!;
  return recordView(p, await documentList(deps.db, actor.merchantId));
}

/** GET kyb/get-stage. */
export async function kybStage({ deps, actor }: KybReadCtx): Promise<KybStage> {
  return stageView(await loadProfile(deps.db, actor.merchantId));
}

/** GET kyb/get-next-stage. */
export async function kybNextStage({ deps, actor }: KybReadCtx): Promise<KybNextStage> {
  const p = await loadProfile(deps.db, actor.merchantId);
  return { currentStage: currentStage(p), stagesComplete: stagesComplete(p) };
}
