/**
 * Payouts (spec 001 §7 "Payouts" and "Balances": POST payouts/manual-payout, GET
 * payouts/single-merchant, GET payouts/single-merchant/details/{uuid}, GET
 * payouts/generate-full-receipt/). The spec shows no fields; decided here:
 *
 * - A payout request is an amount in minor units (kobo), the currency, the transaction PIN and an
 *   optional narration, with an `Idempotency-Key` header (8–100 visible characters): the same key
 *   and body answer the first payout again, never a second one; the same key with another body is
 *   refused (409 IDEMPOTENCY_KEY_REUSED).
 * - It goes to the currency's default settlement account (settlement-account.ts), at least 24 hours
 *   after that account was added. KYB must be approved.
 * - The amount plus the payout fee (`payoutFee`) leaves the available balance at once; the payout
 *   is then `processing` until the processor pays it (`paid`) or fails it (`failed`, the money
 *   back in the available balance).
 * - The list takes page, status, currency, from/to (Africa/Lagos days) and a reference search as
 *   query; the web caches it for PAYOUT_LIST_CACHE_MS (spec 001 §9).
 * - generate-full-receipt/ answers Payouts.pdf: one payout's receipt with `?uuid=`, otherwise the
 *   payouts the list's filters select.
 */
import { z } from 'zod';
import { DOWNLOAD_FILES, PAYOUT_LIST_CACHE_MS } from './constants.ts';
import { calendarDay } from './instant.ts';

export { PAYOUT_LIST_CACHE_MS };

import { defineEndpoint, needs } from './endpoint.ts';
import { Empty } from './envelope.ts';
import type { Currency } from './money.ts';
import { PageQuery } from './payments.ts';
import { PinDigits } from './pin.ts';
import { line } from './text.ts';

export const PAYOUT_CURRENCIES = ['NGN'] as const;
export const PAYOUT_STATUSES = ['awaiting_approval', 'processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUTS_PER_PAGE = 20;
export const PAYOUTS_PDF_NAME = DOWNLOAD_FILES.payoutsPdf;
/** The smallest payout: ₦100. */
export const PAYOUT_MIN = 10_000;
/** The largest single payout: ₦10,000,000 (a bank transfer's usual ceiling). */
export const PAYOUT_MAX = 1_000_000_000;

/** Spec 001 §8: the toast of a settlement request, exactly. */
export const PAYOUT_REQUESTED = 'Successfully';

/**
 * The payout fee in minor units: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above (the tiers Nigerian
 * transfer rails charge). Other currencies have no payouts yet.
 */
export function payoutFee(amount: bigint, currency: Currency): bigint {
  if (currency !== 'NGN') throw new RangeError(`no payouts in ${currency}`);
  const tier = PAYOUT_FEE_TIERS.find((t) => t.upTo === null || amount <= BigInt(t.upTo));
  return BigInt(tier!.fee);
}

/**
 * What a payout to the bank costs in NGN, in kobo: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50
 * above (the tiers Nigerian transfer rails charge). The balances page shows the same list as the
 * settlement fee schedule (balances.ts).
 */
export const PAYOUT_FEE_TIERS: readonly { upTo: number | null; fee: number }[] = [
  { upTo: 500_000, fee: 1_000 },
  { upTo: 5_000_000, fee: 2_500 },
  { upTo: null, fee: 5_000 },
];

const AMOUNT = {
  type: 'Enter the amount in kobo (a whole number)',
  int: 'Enter a whole number of kobo',
  min: `The smallest payout is ₦${PAYOUT_MIN / 100}`,
  max: `The largest payout is ₦${(PAYOUT_MAX / 100).toLocaleString('en-NG')}`,
};

/** POST payouts/manual-payout. */
export const ManualPayoutRequest = z
  .object({
    amount: z
      .number({ message: AMOUNT.type })
      .int(AMOUNT.int)
      .min(PAYOUT_MIN, AMOUNT.min)
      .max(PAYOUT_MAX, AMOUNT.max),
    currency: z.enum(PAYOUT_CURRENCIES, { message: 'Payouts are in NGN' }).default('NGN'),
    pin: PinDigits,
    narration: line().trim().max(100, 'Narration must be at most 100 characters').optional(),
  })
  .meta({ id: 'ManualPayoutRequest' });
export type ManualPayoutRequest = z.input<typeof ManualPayoutRequest>;

export const Payout = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    amount: z.number().int(),
    fee: z.number().int(),
    /** What left the balance: amount + fee. */
    total: z.number().int(),
    currency: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    bankName: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
    narration: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    failedAt: z.string().nullable(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof Payout>;

export const PAYOUT_EVENTS = [
  'requested',
  'awaiting_approval',
  'approved',
  'rejected',
  'sent',
  'paid',
  'failed',
  'reversed',
] as const;
export const PayoutTimelineEvent = z.object({
  event: z.enum(PAYOUT_EVENTS),
  at: z.string(),
  detail: z.string().nullable(),
});
export type PayoutTimelineEvent = z.infer<typeof PayoutTimelineEvent>;

export const PayoutDetails = Payout.extend({
  requestedBy: z.string(),
  /** The caller requested it: they cannot approve it (two-person approval). */
  requestedByYou: z.boolean(),
  timeline: z.array(PayoutTimelineEvent),
}).meta({ id: 'PayoutDetails' });
export type PayoutDetails = z.infer<typeof PayoutDetails>;

const Day = calendarDay('Use a date written YYYY-MM-DD');

const filterShape = {
  status: z
    .enum(PAYOUT_STATUSES, { message: 'Choose awaiting_approval, processing, paid or failed' })
    .optional(),
  currency: z.enum(PAYOUT_CURRENCIES, { message: 'Payouts are in NGN' }).optional(),
  /** Requested on or after this Africa/Lagos day. */
  from: Day.optional(),
  /** Requested on or before this Africa/Lagos day. */
  to: Day.optional(),
  /** A payout reference (PO_…), exactly. */
  search: line().trim().max(40, 'Search must be at most 40 characters').optional(),
};
const datesInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || v.from <= v.to;
const ORDER = { message: 'The start date must be on or before the end date', path: ['to'] };

export const PayoutListQuery = z.object({ ...PageQuery.shape, ...filterShape }).refine(datesInOrder, ORDER);
export type PayoutListQuery = z.input<typeof PayoutListQuery>;

export const PayoutList = z
  .object({
    items: z.array(Payout),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'PayoutList' });
export type PayoutList = z.infer<typeof PayoutList>;

/** An id not shaped like a UUID names nothing: 404, as another merchant's. */
export const PayoutIdParams = z.object({ uuid: line() });

export const PayoutReceiptQuery = z
  .object({ ...filterShape, uuid: z.uuid('Unknown payout').optional() })
  .refine(datesInOrder, ORDER);

/** POST payouts/manual-payout: a settlement request; the toast is 'Successfully'. */
export const manualPayout = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payouts/manual-payout',
  access: needs('payout:create'),
  body: ManualPayoutRequest,
  response: Payout,
  status: 201,
  errors: [
    'KYB_NOT_APPROVED',
    'INSUFFICIENT_FUNDS',
    'SETTLEMENT_ACCOUNT_REQUIRED',
    'SETTLEMENT_ACCOUNT_ON_HOLD',
    'INVALID_PIN',
    'PIN_LOCKED',
    'PIN_NOT_SET',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

/** GET payouts/single-merchant with query: the merchant's payouts, newest first. */
export const listPayouts = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payouts/single-merchant',
  access: needs('payout:read'),
  query: PayoutListQuery,
  response: PayoutList,
});

/** GET payouts/single-merchant/details/{uuid}: one payout and its timeline. */
export const payoutDetails = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payouts/single-merchant/details/{uuid}',
  access: needs('payout:read'),
  params: PayoutIdParams,
  response: PayoutDetails,
});

/** GET payouts/generate-full-receipt/: Payouts.pdf (one payout with `?uuid=`, else the filtered list). */
export const payoutsReceipt = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payouts/generate-full-receipt/',
  access: needs('payout:read'),
  query: PayoutReceiptQuery,
  file: ['application/pdf'],
  response: Empty,
  errors: ['NOT_FOUND'],
});

/** POST payouts/sandbox/{uuid}/outcome: sandbox mode only (404 otherwise); pay or fail a processing payout now. */
export const PayoutSandboxOutcome = z
  .object({
    outcome: z.enum(['paid', 'failed'], { message: 'Choose paid or failed' }),
    reason: line().trim().max(200, 'Reason must be at most 200 characters').optional(),
  })
  .meta({ id: 'PayoutSandboxOutcome' });

export const decideSandboxPayout = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payouts/sandbox/{uuid}/outcome',
  access: needs('payout:create'),
  params: PayoutIdParams,
  body: PayoutSandboxOutcome,
  response: Payout,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

/** The payout webhooks (beyond the spec), in Paystack's event and field names; amounts in kobo. */
export const TRANSFER_EVENTS = ['transfer.success', 'transfer.failed'] as const;
export const TransferWebhookEvent = z
  .object({
    event: z.enum(TRANSFER_EVENTS),
    data: z.object({
      amount: z.number().int(),
      currency: z.string(),
      fee_charged: z.number().int(),
      reference: z.string(),
      /** The narration the merchant gave ('' without one). */
      reason: z.string(),
      status: z.enum(['success', 'failed']),
      transfer_code: z.string(),
      /** Why the bank refused it (`transfer.failed`); null otherwise. */
      failures: z.string().nullable(),
      recipient: z.object({
        type: z.literal('nuban'),
        name: z.string(),
        currency: z.string(),
        details: z.object({
          account_number: z.string(),
          account_name: z.string(),
          bank_code: z.string(),
          bank_name: z.string(),
        }),
      }),
      transferred_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      /** A sub-account's settlement payout only: its slug and name. */
      subaccount: z.object({ subaccount_code: z.string(), business_name: z.string() }).optional(),
    }),
  })
  .meta({ id: 'TransferWebhookEvent' });
export type TransferWebhookEvent = z.infer<typeof TransferWebhookEvent>;
