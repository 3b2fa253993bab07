/**
 * KYB onboarding (spec 000 §2, §3, §7): business verification, stage by stage.
 *
 * Endpoints (all under /api/v1; success answers are `{ message, responseBody }`):
 * - GET  business-categories     → KybBusinessCategory[] (any signed-in user)
 * - GET  industry-categories     → KybIndustry[] (any signed-in user)
 * - GET  kyb                     → KybDetails `[[KybRecord]]`, or `[[]]` before the merchant has
 *                                  saved anything (the web app then uses category 1)
 * - GET  kyb/get-stage           → KybStage `{ data: currentStage | null, status, … }`
 * - GET  kyb/get-next-stage      → KybNextStage `{ currentStage, stagesComplete }`
 * - PATCH kyb                    → body KybStageUpdate (`{ stage, …that stage's fields }`), saves
 *                                  that stage, answers KybRecord. 422 with field errors when a field
 *                                  is wrong; 409 KYB_LOCKED while under review or once approved.
 *                                  Needs `kyb:update`.
 * - POST kyb/documents           → multipart: `file` (PDF, PNG or JPEG, at most 5 MB, type read
 *                                  from the bytes) and `kind` (KybDocumentKind); answers KybDocument.
 *                                  One document per kind: a new upload replaces the old one.
 *                                  422 wrong type/truncated, 413 too large. Needs `kyb:update`.
 * - GET  kyb/documents/{id}      → the file itself (its stored Content-Type, nosniff; images inline,
 *                                  PDFs as attachment). Another merchant's id is a 404. Needs `kyb:read`.
 * - POST kyb/sandbox/decision    → sandbox mode only (404 otherwise), owner only: body
 *                                  KybSandboxDecision approves or rejects the caller's own review.
 * Operators approve/reject with `npm run ops -- kyb:approve|kyb:reject` (docs/OPERATIONS.md).
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
import {
  Bvn,
  isValidNuban,
  NigerianPhone,
  Nin,
  normaliseRegistration,
  REGISTRATION_PATTERNS,
} from './kyb-fields.ts';
import {
  KYB_DOCUMENT_KINDS,
  KYB_STAGE_IDS,
  kybCategory,
  NIGERIAN_BANKS,
  NIGERIAN_STATES,
} from './kyb-reference.ts';
import { freeText, line, plain } from './text.ts';

export * from './kyb-fields.ts';
export * from './kyb-reference.ts';

export const KYB_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const KYB_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const KybStatus = z.enum(['not_started', 'in_progress', 'under_review', 'approved', 'rejected']);
export type KybStatus = z.infer<typeof KybStatus>;
export const KybStageIdSchema = z.enum(KYB_STAGE_IDS);
export const KybDocumentKindSchema = z.enum(KYB_DOCUMENT_KINDS, { message: 'Choose a document type' });

const text = (label: string, max = 120) =>
  line().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const isoDay = z.iso.date('Enter a date as YYYY-MM-DD');

// ---- PATCH kyb: one schema per stage ------------------------------------------------------------

export const BusinessDetailsStage = z
  .object({
    stage: z.literal('business-details'),
    businessCategoryId: z
      .number()
      .int()
      .refine((id) => !!kybCategory(id), 'Choose a business category'),
    industryId: z.number().int().min(1, 'Choose an industry'),
    businessName: text('Business name'),
    tradingName: line().trim().max(120, 'Trading name must be at most 120 characters').default(''),
    /** RC, BN or IT number as the category needs; ignored (stored as null) for a starter business. */
    registrationNumber: line().trim().max(30).nullish(),
    businessEmail: plain(z.email('Enter a valid email address').max(254)),
    businessPhone: NigerianPhone,
    address: text('Address', 200),
    city: text('City', 80),
    state: z.enum(NIGERIAN_STATES, { message: 'Choose a state' }),
    website: plain(
      z.url({ protocol: /^https?$/, message: 'Enter a full http(s) address' }).max(200),
    ).nullish(),
    description: freeText()
      .trim()
      .min(1, 'Description is required')
      .max(500, 'Description must be at most 500 characters'),
  })
  .superRefine((v, ctx) => {
    const kind = kybCategory(v.businessCategoryId)?.registration;
    if (!kind) return;
    if (!v.registrationNumber || !normaliseRegistration(kind, v.registrationNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['registrationNumber'],
        message: REGISTRATION_PATTERNS[kind].message,
      });
  })
  .transform((v) => {
    const kind = kybCategory(v.businessCategoryId)?.registration;
    const registrationNumber =
      kind && v.registrationNumber ? normaliseRegistration(kind, v.registrationNumber) : null;
    return { ...v, registrationNumber, website: v.website ?? null };
  });

/**
 * The owner (starter, business name), a director (company) or a trustee (NGO). At least one of
 * BVN or NIN; a limited liability company needs the director's BVN (ownerIdentityProblems).
 */
export const OwnerIdentityStage = z
  .object({
    stage: z.literal('owner-identity'),
    firstName: text('First name', 60),
    lastName: text('Last name', 60),
    dateOfBirth: isoDay,
    role: z.enum(['owner', 'director', 'trustee', 'partner'], { message: 'Choose a role' }).default('owner'),
    bvn: Bvn.nullish(),
    nin: Nin.nullish(),
    phone: NigerianPhone,
  })
  .transform((v) => ({ ...v, bvn: v.bvn || null, nin: v.nin || null }));

/** Documents are uploaded first (POST kyb/documents); saving this stage checks they are all there. */
export const DocumentsStage = z.object({ stage: z.literal('documents') });

export const SettlementAccountStage = z
  .object({
    stage: z.literal('settlement-account'),
    bankCode: line().refine((c) => NIGERIAN_BANKS.some((b) => b.code === c), 'Choose a bank'),
    accountNumber: line()
      .trim()
      .regex(/^\d{10}$/, 'Account number must be 10 digits (NUBAN)'),
    accountName: text('Account name', 120),
  })
  .superRefine((v, ctx) => {
    if (/^\d{10}$/.test(v.accountNumber) && NIGERIAN_BANKS.some((b) => b.code === v.bankCode))
      if (!isValidNuban(v.bankCode, v.accountNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['accountNumber'],
          message: 'This is not a valid account number for the chosen bank',
        });
  });

export const ReviewStage = z.object({
  stage: z.literal('review'),
  confirm: z.literal(true, { message: 'Confirm that the information is accurate' }),
});

export const KybStageUpdate = z
  .discriminatedUnion(
    'stage',
    [BusinessDetailsStage, OwnerIdentityStage, DocumentsStage, SettlementAccountStage, ReviewStage],
    { message: 'Unknown stage' },
  )
  .meta({
    id: 'KybStageUpdate',
    description: "`{ stage, …that stage's fields }`: saves one stage. Field errors come back as 422.",
  });
export type KybStageUpdate = z.input<typeof KybStageUpdate>;
export type KybStageData = z.output<typeof KybStageUpdate>;

/** Checks that need the stored category (or today's date): field → message. */
export function ownerIdentityProblems(
  categoryId: number | null,
  v: { bvn: string | null; nin: string | null; dateOfBirth: string },
  today: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const category = categoryId === null ? undefined : kybCategory(categoryId);
  if (category?.requiresBvn && !v.bvn) out.bvn = "Enter the director's BVN";
  else if (!v.bvn && !v.nin) out.bvn = 'Enter a BVN or a NIN';
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const adult = `${y - 18}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (v.dateOfBirth > adult) out.dateOfBirth = 'Must be at least 18 years old';
  else if (v.dateOfBirth < '1900-01-01') out.dateOfBirth = 'Enter a real date of birth';
  return out;
}

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
