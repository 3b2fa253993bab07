/**
 * KYB onboarding (spec 000 §2, §3, §7): business verification, stage by stage.
 *
 * The endpoints are the descriptors at the bottom (all under /api/v1). Reading (categories, kyb,
 * get-stage, get-next-stage) needs only a session: the dashboard layout fetches them for everyone.
 * Changing needs `kyb:update`; reading a document back needs `kyb:read`. Operators approve or
 * reject with `npm run ops -- kyb:approve|kyb:reject` (docs/OPERATIONS.md).
 *
 * Flow and decisions:
 * - Stages (kyb-reference.ts): business-details → owner-identity → documents → settlement-account
 *   → review. The category is chosen by saving business-details with `businessCategoryId`.
 *   Stages may be saved in any order and saved again; `currentStage` is the first stage of the
 *   category not yet saved (null before anything is saved; 'review' once the others are saved).
 * - Saving the documents stage checks that every required document for the category is uploaded
 *   (errors keyed by document kind). Saving review (`confirm: true`) needs all other stages saved
 *   (errors keyed by stage id) and sets status `under_review` (notification 'kyb.submitted').
 * - `stagesComplete` is true once the merchant has submitted for review and has not been rejected
 *   (status under_review or approved): the merchant has nothing left to fill in. Money cannot
 *   leave the platform until status is `approved`. After a rejection, status is `rejected` with a
 *   `rejection_reason`; the merchant edits any stage (status goes back to in_progress) and submits
 *   review again.
 */
import { z } from 'zod';
import { MULTIPART_OVERHEAD_BYTES } from './constants.ts';
import { defineEndpoint, needs, ownerAccess, sessionAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { KYB_DOCUMENT_KINDS, KYB_STAGE_IDS } from './kyb-reference.ts';
import { KybStageUpdate, ResolveAccountBody } from './kyb-stages.ts';
import { freeText } from './text.ts';

export * from './kyb-fields.ts';
export * from './kyb-reference.ts';
export * from './kyb-stages.ts';

export const KYB_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const KYB_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const KybStatus = z.enum(['not_started', 'in_progress', 'under_review', 'approved', 'rejected']);
export type KybStatus = z.infer<typeof KybStatus>;
export const KybStageIdSchema = z.enum(KYB_STAGE_IDS);
export const KybDocumentKindSchema = z.enum(KYB_DOCUMENT_KINDS, { message: 'Choose a document type' });
/** The largest body POST kyb/documents reads: the file and its multipart envelope (16 KB). */
export const KYB_DOCUMENT_BODY_LIMIT = KYB_MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

// ---- Answers ---------------------------------------------------------------------------------------

export const KybDocument = z
  .object({
    id: z.string(),
    kind: KybDocumentKindSchema,
    fileName: z.string(),
    contentType: z.enum(KYB_UPLOAD_TYPES),
    size: z.number().int(),
    uploadedAt: z.string(),
  })
  .meta({ id: 'KybDocument' });
export type KybDocument = z.infer<typeof KybDocument>;

export const KybDocumentUpload = z.object({
  kind: KybDocumentKindSchema,
  /** The file (multipart). */
  file: z.any().meta({ type: 'string', format: 'binary' }),
});
export const KybDocumentParams = z.object({ id: z.uuid('Unknown document') });

/** Saved stage data by stage id (the shape each stage's schema outputs, without `stage`). */
export const KybStages = z.partialRecord(KybStageIdSchema, z.record(z.string(), z.unknown()));

export const KybRecord = z
  .object({
    business_category_id: z.number().int(),
    status: KybStatus,
    current_stage: KybStageIdSchema.nullable(),
    rejection_reason: z.string().nullable(),
    submitted_at: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    stages: KybStages,
    documents: z.array(KybDocument),
  })
  .meta({ id: 'KybRecord' });
export type KybRecord = z.infer<typeof KybRecord>;
/** The spec reads KYB details as the first item of the first array of responseBody. */
export const KybDetails = z.array(z.array(KybRecord)).meta({ id: 'KybDetails' });
export type KybDetails = z.infer<typeof KybDetails>;

export const KybStage = z
  .object({
    /** The current stage id; null before anything is saved. */
    data: KybStageIdSchema.nullable(),
    status: KybStatus,
    business_category_id: z.number().int().nullable(),
    /** The category's stages in order, with whether each is saved. */
    stages: z.array(z.object({ id: KybStageIdSchema, title: z.string(), complete: z.boolean() })),
  })
  .meta({ id: 'KybStage' });
export type KybStage = z.infer<typeof KybStage>;

export const KybNextStage = z
  .object({ currentStage: KybStageIdSchema.nullable(), stagesComplete: z.boolean() })
  .meta({ id: 'KybNextStage' });
export type KybNextStage = z.infer<typeof KybNextStage>;

export const KybBusinessCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    stages: z.array(KybStageIdSchema),
    requiredDocuments: z.array(KybDocumentKindSchema),
    registration: z.enum(['rc', 'bn', 'it']).nullable(),
    requiresBvn: z.boolean(),
  })
  .meta({ id: 'KybBusinessCategory' });
export const KybBusinessCategories = z.array(KybBusinessCategory);
export const KybIndustry = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'KybIndustry' });
export const KybIndustries = z.array(KybIndustry);

export const KybSandboxDecision = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: 'Choose approve or reject' }),
    reason: freeText().trim().max(500, 'Reason must be at most 500 characters').optional(),
  })
  .refine((v) => v.decision === 'approve' || !!v.reason, { path: ['reason'], message: 'Give a reason' })
  .meta({ id: 'KybSandboxDecision' });
export const KybSandboxDecided = z.object({ status: KybStatus });

/** What the merchant's sign-up already says (the owner's account), for empty KYB fields. */
export const KybPrefill = z
  .object({
    businessName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'KybPrefill' });
export type KybPrefill = z.infer<typeof KybPrefill>;

/** The account a lookup found: the name its bank holds for it. */
export const ResolvedAccount = z
  .object({ bankCode: z.string(), bankName: z.string(), accountNumber: z.string(), accountName: z.string() })
  .meta({ id: 'ResolvedAccount' });
export type ResolvedAccount = z.infer<typeof ResolvedAccount>;

// ---- Endpoints ---------------------------------------------------------------------------------------

/** GET business-categories: each category with its stages in order and the documents it needs. */
export const getBusinessCategories = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/business-categories',
  access: sessionAccess,
  response: KybBusinessCategories,
});

/** GET industry-categories: the industries a merchant chooses from. */
export const getIndustryCategories = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/industry-categories',
  access: sessionAccess,
  response: KybIndustries,
});

/** GET kyb/get-stage: the current stage id (`data`), with the category's stages. */
export const getKybStage = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/kyb/get-stage',
  access: sessionAccess,
  response: KybStage,
});

/** GET kyb/get-next-stage: `currentStage` and `stagesComplete`. */
export const getKybNextStage = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/kyb/get-next-stage',
  access: sessionAccess,
  response: KybNextStage,
});

/** GET kyb: `[[KybRecord]]`, or `[[]]` before the merchant has saved anything. */
export const getKyb = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/kyb',
  access: sessionAccess,
  response: KybDetails,
});

/**
 * PATCH kyb: saves one stage; 409 KYB_LOCKED while under review or once approved. The settlement
 * account is looked up again: 422 BANK_ACCOUNT_NOT_FOUND, or a 422 on accountName when the bank's
 * name is not the one confirmed.
 */
export const updateKyb = defineEndpoint({
  method: 'patch',
  version: 'v1',
  path: '/kyb',
  access: needs('kyb:update'),
  body: KybStageUpdate,
  response: KybRecord,
  errors: ['KYB_LOCKED', 'BANK_ACCOUNT_NOT_FOUND', 'PROCESSOR_UNAVAILABLE'],
});

/** POST kyb/documents (multipart: `kind`, `file`): one document per kind, a new one replaces the old. */
export const uploadKybDocument = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/kyb/documents',
  access: needs('kyb:update'),
  body: KybDocumentUpload,
  bodyType: 'multipart',
  bodyLimit: KYB_DOCUMENT_BODY_LIMIT,
  status: 201,
  response: KybDocument,
  errors: ['KYB_LOCKED'],
});

/** GET kyb/documents/{id}: the file itself, always as a download; another merchant's is a 404. */
export const downloadKybDocument = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/kyb/documents/{id}',
  access: needs('kyb:read'),
  params: KybDocumentParams,
  file: KYB_UPLOAD_TYPES,
  response: Empty,
});

/** POST kyb/sandbox/decision: sandbox mode only (404 otherwise); approves or rejects one's own review. */
export const decideSandboxKyb = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/kyb/sandbox/decision',
  access: ownerAccess,
  body: KybSandboxDecision,
  response: KybSandboxDecided,
  errors: ['NOT_FOUND', 'KYB_NOT_UNDER_REVIEW'],
});

/** GET kyb/prefill: business name, owner's name, email and phone as given at sign-up. */
export const getKybPrefill = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/kyb/prefill',
  access: needs('kyb:update'),
  response: KybPrefill,
});

/**
 * POST kyb/resolve-account: the name on `accountNumber` at `bankCode` (through the processor), for
 * the merchant to confirm before saving the settlement account. 422 BANK_ACCOUNT_NOT_FOUND when the
 * bank has no such account; rate limited per merchant (429).
 */
export const resolveKybAccount = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/kyb/resolve-account',
  access: needs('kyb:update'),
  body: ResolveAccountBody,
  response: ResolvedAccount,
  errors: ['BANK_ACCOUNT_NOT_FOUND', 'RATE_LIMITED', 'PROCESSOR_UNAVAILABLE'],
});
