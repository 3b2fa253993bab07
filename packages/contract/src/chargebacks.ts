/**
 * Chargebacks (spec 001 §7 "Chargebacks": POST merchant/charge-backs?page=, GET
 * merchant/charge-backs/show/{id}, POST merchant/charge-backs/accept/{id} and
 * merchant/charge-backs/decline/{id}, both with a form body). The spec shows no fields; decided here
 * (docs/CHARGEBACKS.md):
 *
 * - Accept's form body is empty. Decline's is multipart: `reason` (10–1000 characters) and one to
 *   CHARGEBACK_MAX_FILES evidence files in the fields `evidence1`…`evidence3` (PDF, PNG or JPEG, at
 *   most CHARGEBACK_MAX_FILE_BYTES each and CHARGEBACK_MAX_TOTAL_BYTES together, the type read
 *   from the bytes).
 * - The toasts: accept shows 'Accepted Chargeback' exactly as the spec says; decline shows
 *   'Declined Chargeback' (the spec's repeat of the accept text reads as a copy error).
 * - The list takes page, status, from/to (Africa/Lagos days, by the day raised) and a search for a
 *   chargeback (CB_…) or payment (PRL_…) reference.
 */
import { z } from 'zod';
import { MULTIPART_OVERHEAD_BYTES } from './constants.ts';
import { defineEndpoint, needs } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { calendarDay } from './instant.ts';
import { PageQuery } from './payments.ts';
import { line } from './text.ts';

export const CHARGEBACK_STATUSES = ['open', 'accepted', 'declined', 'won', 'lost'] as const;
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];
export const CHARGEBACKS_PER_PAGE = 20;
/** How long a merchant has to answer a chargeback. */
export const CHARGEBACK_ANSWER_DAYS = 7;
export const CHARGEBACK_MAX_FILES = 3;
/** Each file's cap (413 past it). Scanned receipts and phone photos saved as JPEG fit. */
export const CHARGEBACK_MAX_FILE_BYTES = 1024 * 1024;
/** The files' cap together (413 past it): two files at their cap, or three smaller. */
export const CHARGEBACK_MAX_TOTAL_BYTES = 2 * 1024 * 1024;
/**
 * The decline's request limit: the files' total and the form around them. A body over it is
 * refused (413) from its Content-Length, or as it streams in, before it is read.
 */
export const CHARGEBACK_DECLINE_BODY_LIMIT = CHARGEBACK_MAX_TOTAL_BYTES + MULTIPART_OVERHEAD_BYTES;
export const CHARGEBACK_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const EVIDENCE_FIELDS = ['evidence1', 'evidence2', 'evidence3'] as const;

/** Spec 001 §4: the accept toast, exactly. */
export const CHARGEBACK_ACCEPTED = 'Accepted Chargeback';
/** Decided (spec 001 §4 notes the spec's text for decline may be a copy error). */
export const CHARGEBACK_DECLINED = 'Declined Chargeback';

export const Chargeback = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    transactionReference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    reason: z.string(),
    status: z.enum(CHARGEBACK_STATUSES),
    dueAt: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Chargeback' });
export type Chargeback = z.infer<typeof Chargeback>;

export const CHARGEBACK_EVENTS = ['raised', 'reminded', 'accepted', 'declined', 'won', 'lost'] as const;
export const ChargebackTimelineEvent = z.object({
  event: z.enum(CHARGEBACK_EVENTS),
  at: z.string(),
  detail: z.string().nullable(),
});
export type ChargebackTimelineEvent = z.infer<typeof ChargebackTimelineEvent>;

export const ChargebackEvidence = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(CHARGEBACK_FILE_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});

export const ChargebackDetails = Chargeback.extend({
  declineReason: z.string().nullable(),
  autoAccepted: z.boolean(),
  transaction: z.object({
    id: z.uuid(),
    reference: z.string(),
    amount: z.number().int(),
    amountPaid: z.number().int(),
    currency: z.string(),
    channel: z.string(),
    paidAt: z.string().nullable(),
  }),
  evidence: z.array(ChargebackEvidence),
  timeline: z.array(ChargebackTimelineEvent),
}).meta({ id: 'ChargebackDetails' });
export type ChargebackDetails = z.infer<typeof ChargebackDetails>;

const Day = calendarDay('Use a date written YYYY-MM-DD');

export const ChargebackListQuery = z
  .object({
    ...PageQuery.shape,
    status: z
      .enum(CHARGEBACK_STATUSES, { message: 'Choose open, accepted, declined, won or lost' })
      .optional(),
    from: Day.optional(),
    to: Day.optional(),
    /** A chargeback (CB_…) or payment (PRL_…) reference, exactly. */
    search: line().trim().max(40, 'Search must be at most 40 characters').optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type ChargebackListQuery = z.input<typeof ChargebackListQuery>;

export const ChargebackList = z
  .object({
    items: z.array(Chargeback),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'ChargebackList' });
export type ChargebackList = z.infer<typeof ChargebackList>;

/** An id not shaped like a UUID names nothing: 404, as another merchant's. */
export const ChargebackIdParams = z.object({ id: line() });

const binary = () => z.any().meta({ type: 'string', format: 'binary' });
/** The decline's reason: 10–1000 characters. */
export const ChargebackDeclineReason = line()
  .trim()
  .min(10, 'Tell us why, in at least 10 characters')
  .max(1000, 'Reason must be at most 1000 characters');
/**
 * The decline form. The reason is checked here like every text field (NUL bytes and lone
 * surrogates refused); that one is given and the files are checked (from their bytes) once the
 * chargeback is found to be the caller's, so another merchant's id is a 404 whatever files came.
 * Other fields are kept for that check: a file in any other field is one too many.
 */
export const ChargebackDeclineForm = z
  .object({
    reason: ChargebackDeclineReason.optional(),
    evidence1: binary().optional(),
    evidence2: binary().optional(),
    evidence3: binary().optional(),
  })
  .loose();
/** Accept sends a form body with no fields (spec: "with a form body"). */
export const ChargebackAcceptForm = z.object({});

/** POST merchant/charge-backs?page=: the merchant's chargebacks, newest first. */
export const listChargebacks = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/charge-backs',
  access: needs('chargeback:read'),
  query: ChargebackListQuery,
  response: ChargebackList,
});

/** GET merchant/charge-backs/show/{id}: one chargeback, its payment, evidence and timeline. */
export const showChargeback = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/charge-backs/show/{id}',
  access: needs('chargeback:read'),
  params: ChargebackIdParams,
  response: ChargebackDetails,
});

export const ChargebackEvidenceParams = z.object({ id: line(), evidenceId: line() });

/**
 * GET merchant/charge-backs/evidence/{id}/{evidenceId} (beyond the spec): one evidence file of a
 * declined chargeback, the bytes as they were sent, as a download. Another merchant's file is a 404.
 */
export const downloadChargebackEvidence = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/charge-backs/evidence/{id}/{evidenceId}',
  access: needs('chargeback:read'),
  params: ChargebackEvidenceParams,
  file: [...CHARGEBACK_FILE_TYPES],
  response: Empty,
});

/** POST merchant/charge-backs/accept/{id}: the hold goes to the customer; 'Accepted Chargeback'. */
export const acceptChargeback = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/charge-backs/accept/{id}',
  access: needs('chargeback:update'),
  params: ChargebackIdParams,
  body: ChargebackAcceptForm,
  bodyType: 'multipart',
  response: ChargebackDetails,
  errors: ['CONFLICT'],
});

/** POST merchant/charge-backs/decline/{id}: reason and evidence; under review; 'Declined Chargeback'. */
export const declineChargeback = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/charge-backs/decline/{id}',
  access: needs('chargeback:update'),
  params: ChargebackIdParams,
  body: ChargebackDeclineForm,
  bodyType: 'multipart',
  bodyLimit: CHARGEBACK_DECLINE_BODY_LIMIT,
  response: ChargebackDetails,
  errors: ['CONFLICT'],
});

/** Sandbox only (404 otherwise): raise a chargeback against one of the caller's paid payments. */
export const SandboxChargebackRequest = z
  .object({
    transactionReference: line().trim().min(1, 'Enter the payment reference').max(40),
    /** Minor units; the whole amount paid when absent. */
    amount: z.number({ message: 'Enter the amount in minor units' }).int().positive().optional(),
    reason: line().trim().min(3, 'Enter a reason').max(200).default('Goods or services not received'),
  })
  .meta({ id: 'SandboxChargebackRequest' });

export const raiseSandboxChargeback = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/charge-backs/sandbox/raise',
  access: needs('chargeback:update'),
  body: SandboxChargebackRequest,
  response: ChargebackDetails,
  status: 201,
  errors: ['NOT_FOUND', 'CONFLICT', 'INSUFFICIENT_FUNDS'],
});
