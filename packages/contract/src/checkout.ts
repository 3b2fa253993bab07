/**
 * The public pay pages (/payment-links/{ref}, /link/{slug}): what they read and what they send.
 * Spec 001 §7 names GET/POST payment-links/{ref} and payment-links/pay/{slug}; the payload is not
 * shown, so it is decided here. Beyond the spec, the flow needs a checkout's state, its OTP step
 * and the sandbox's transfer simulator (the descriptors at the bottom).
 *
 * Starting checkout accepts an `Idempotency-Key` header (any 8–100 visible characters; send a
 * fresh one per attempt): the same key with the same body replays the first answer, with another
 * body it is refused (409). Card numbers and CVVs are never stored: only brand, BIN and last 4.
 */
import { z } from 'zod';
import { CardInput } from './checkout-card.ts';
import { defineEndpoint, publicAccess } from './endpoint.ts';
import { AmountType, CustomField, LinkImage } from './payment-links.ts';
import { Channel, FeeBearer, LinkCurrency, MinorAmount, TransactionStatus } from './payments.ts';
import { freeText, line, recordKey } from './text.ts';
import { USSD_BANK_IDS } from './ussd-banks.ts';
import { PublicBranding } from './white-labelling-public.ts';

export * from './checkout-card.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;
/** How long a bank-transfer account or USSD code stays valid. */
export const TRANSFER_WINDOW_MS = 30 * 60_000;

export const UnavailableReason = z.enum(['inactive', 'expired', 'used_up']);
export type UnavailableReason = z.infer<typeof UnavailableReason>;

/** The merchant's pay-in pricing, so the page can show the fee on a customer-chosen amount (computeFee). */
export const PublicPricing = z
  .object({
    percentBps: z.number().int(),
    flat: z.number().int(),
    cap: z.number().int().nullable(),
    flatWaivedBelow: z.number().int().nullable(),
  })
  .meta({ id: 'PublicPricing' });

/** Everything the pay page needs to render the form. */
export const PublicLinkView = z
  .object({
    ref: z.string(),
    slug: z.string(),
    merchantName: z.string(),
    name: z.string(),
    description: z.string(),
    /** The link's image (public URL with its content hash), or null. */
    image: LinkImage.nullable(),
    currency: LinkCurrency,
    amountType: AmountType,
    amount: z.number().int().nullable(),
    minAmount: z.number().int().nullable(),
    customFields: z.array(CustomField),
    /** Only the merchant's enabled checkout channels. */
    channels: z.array(Channel),
    chargePayer: FeeBearer,
    /** The fee added to a fixed amount when the customer bears it; null otherwise. */
    fee: z.number().int().nullable(),
    /** What the customer pays for a fixed amount (amount + fee when they bear it); null for a chosen amount. */
    total: z.number().int().nullable(),
    pricing: PublicPricing,
    available: z.boolean(),
    unavailableReason: UnavailableReason.nullable(),
    /** The link's own redirect URL (no outcome added): the way back to the merchant after a decline. */
    redirectUrl: z.string().nullable(),
    /** The sandbox: show the test cards and the transfer simulator. */
    sandbox: z.boolean(),
    /** The merchant's white-labelling (logo, colours, support contact); absent: Payrail's defaults. */
    branding: PublicBranding.optional(),
  })
  .meta({ id: 'PublicLinkView' });
export type PublicLinkView = z.infer<typeof PublicLinkView>;

export const StartCheckout = z
  .object({
    email: line().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address')),
    name: line().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
    phone: line()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number')
      .optional(),
    /** Only for a customer-chosen amount (minor units). A fixed link's amount may be repeated, not changed. */
    amount: MinorAmount.optional(),
    /** Custom field values by key. */
    fields: z
      .record(recordKey().max(40), freeText().max(500, 'At most 500 characters'))
      .refine((r) => Object.keys(r).length <= 20, 'Too many fields')
      .default({}),
    channel: Channel,
    /** Required for the card channel; never stored. */
    card: CardInput.optional(),
    /** USSD: the customer's bank (ussd-banks.ts), whose code shape they get; GTBank's without it. */
    ussdBank: z.enum(USSD_BANK_IDS, { message: 'Choose your bank' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'card' && !v.card)
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'Enter your card details' });
  })
  .meta({ id: 'StartCheckout' });
export type StartCheckout = z.input<typeof StartCheckout>;

/** Public path parameters: any short string; unknown ones answer 404. */
export const LinkRefParams = z.object({ ref: line().min(1).max(64) });
export const LinkSlugParams = z.object({ slug: line().min(1).max(64) });
export const CheckoutReferenceParams = z.object({ reference: line().min(1).max(64) });

export const SubmitOtp = z
  .object({
    otp: line()
      .trim()
      .regex(/^\d{4,8}$/, 'Enter the code you received'),
  })
  .meta({ id: 'SubmitOtp' });
export type SubmitOtp = z.infer<typeof SubmitOtp>;

/** Sandbox only. Without `amount` the exact total arrives (USSD always pays the exact total). */
export const SimulateTransfer = z.object({ amount: MinorAmount.optional() }).meta({ id: 'SimulateTransfer' });
export type SimulateTransfer = z.infer<typeof SimulateTransfer>;

export const CheckoutState = z
  .object({
    reference: z.string(),
    status: TransactionStatus,
    channel: Channel,
    currency: z.string(),
    /** The price; fee; and total = what the customer is asked to pay. */
    amount: z.number().int(),
    fee: z.number().int(),
    total: z.number().int(),
    feeBearer: FeeBearer,
    /** What the customer actually paid (a transfer of the wrong amount), and what was sent back. */
    amountPaid: z.number().int(),
    amountRefunded: z.number().int(),
    failureReason: z.string().nullable(),
    /** Present while status is otp_required. */
    otp: z.object({ hint: z.string(), attemptsLeft: z.number().int() }).nullable(),
    /** Present for bank_transfer. */
    transfer: z
      .object({
        bankName: z.string(),
        accountNumber: z.string(),
        accountName: z.string(),
        amount: z.number().int(),
        expiresAt: z.string(),
      })
      .nullable(),
    /** Present for ussd: the code to dial. */
    ussd: z.object({ code: z.string(), expiresAt: z.string() }).nullable(),
    /** Present once paid: in full (`success`) or as a part payment (`underpaid`; `amount` < `total`). */
    receipt: z
      .object({
        merchantName: z.string(),
        reference: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        paidAt: z.string(),
        channel: Channel,
        last4: z.string().nullable(),
      })
      .nullable(),
    /**
     * Where to send the customer once paid (`success` or `underpaid`): the link's redirect URL with
     * `?reference=` and `&status=` (the real status). Anyone can type a URL: the merchant's server
     * confirms the payment by its webhook (`charge.success` / `charge.underpaid`) before it delivers.
     */
    redirectUrl: z.string().nullable(),
    paymentLinkRef: z.string(),
  })
  .meta({ id: 'CheckoutState' });
export type CheckoutState = z.infer<typeof CheckoutState>;

/** GET payment-links/{ref}: what the pay page shows (records a view); an unavailable link answers 200. */
export const linkByRef = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payment-links/{ref}',
  access: publicAccess,
  params: LinkRefParams,
  response: PublicLinkView,
});

/** GET payment-links/pay/{slug}: the same, by the link's address. */
export const linkBySlug = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payment-links/pay/{slug}',
  access: publicAccess,
  params: LinkSlugParams,
  response: PublicLinkView,
});

/** What starting checkout can answer beyond validation and 404 (the same by ref or by slug). */
const START_ERRORS = [
  'PAYMENT_LINK_UNAVAILABLE',
  'CUSTOMER_BLACKLISTED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  'RATE_LIMITED',
  'PROCESSOR_UNAVAILABLE',
] as const;

/** POST payment-links/{ref}: starts checkout (header `Idempotency-Key`, optional). */
export const startByRef = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payment-links/{ref}',
  access: publicAccess,
  params: LinkRefParams,
  body: StartCheckout,
  response: CheckoutState,
  status: 201,
  errors: START_ERRORS,
});

/** POST payment-links/pay/{slug}: starts checkout on the link with this address. */
export const startBySlug = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payment-links/pay/{slug}',
  access: publicAccess,
  params: LinkSlugParams,
  body: StartCheckout,
  response: CheckoutState,
  status: 201,
  errors: START_ERRORS,
});

/** GET payment-links/checkout/{reference}: the checkout's state (closes an expired window). */
export const checkoutState = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/payment-links/checkout/{reference}',
  access: publicAccess,
  params: CheckoutReferenceParams,
  response: CheckoutState,
});

/** POST payment-links/checkout/{reference}/otp: the code the card issuer asked for. */
export const submitOtp = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payment-links/checkout/{reference}/otp',
  access: publicAccess,
  params: CheckoutReferenceParams,
  body: SubmitOtp,
  response: CheckoutState,
  errors: ['CHECKOUT_NOT_AWAITING_OTP', 'RATE_LIMITED', 'PROCESSOR_UNAVAILABLE'],
});

/** POST payment-links/checkout/{reference}/simulate-transfer: sandbox only (404 in live mode). */
export const simulateTransfer = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/payment-links/checkout/{reference}/simulate-transfer',
  access: publicAccess,
  params: CheckoutReferenceParams,
  body: SimulateTransfer,
  response: CheckoutState,
  errors: [
    'CHECKOUT_NOT_AWAITING_TRANSFER',
    'CHECKOUT_NOT_AWAITING_PAYMENT',
    'TRANSFER_ACCOUNT_EXPIRED',
    'USSD_EXPIRED',
    'NOT_SIMULATABLE',
    'RATE_LIMITED',
  ],
});
