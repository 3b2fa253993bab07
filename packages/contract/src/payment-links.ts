/**
 * Payment links (spec 001 §2–§4, §7): the merchant's screens under /collections/payment-link.
 * The public pay pages' calls are in checkout.ts.
 *
 * Decisions the spec leaves open:
 * - A link is addressed by its ref (`PL-` + 10 characters). Its public pages are
 *   `/payment-links/{ref}` and `/link/{slug}`; the slug is chosen by the merchant (`customSlug`,
 *   unique across the platform) or generated from the name.
 * - The amount is fixed (`amount`) or chosen by the customer (optionally at least `minAmount`).
 *   Amounts are integer minor units (kobo, cents). Neither a fixed amount nor a minimum may be
 *   below the platform's minimum charge in the link's currency (money.ts `MINIMUM_CHARGE`, ₦100.00
 *   or $1.00), and a customer-chosen amount is at least that too (checked when checkout starts).
 * - Lists: 20 a page, newest first; `from`/`to` are calendar days (UTC), both included.
 * - Once a link has transactions its currency and amount type are fixed, and it cannot be deleted
 *   (deactivate it instead).
 */
import { z } from 'zod';
import { MINIMUM_CHARGE, minimumMessage } from './money.ts';
import { LinkCurrency, MinorAmount, PageQuery } from './payments.ts';
import { freeText, isReservedKey, line, plain, TextMessages } from './text.ts';

export const PAYMENT_LINKS_PER_PAGE = 20;
export const PAYMENT_LINK_REF_PATTERN = /^PL-[0-9A-Z]{10}$/;
/** 3–60 characters: lowercase letters, digits and single hyphens, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$/;
export const MAX_CUSTOM_FIELDS = 10;

export const PaymentLinkRef = line().regex(
  PAYMENT_LINK_REF_PATTERN,
  'Not a payment link reference (PL-XXXXXXXXXX)',
);
/**
 * The `{ref}` of the merchant's link endpoints: any text. A ref not shaped like one is simply not
 * found (404, as an unknown or another merchant's ref), so an outsider learns nothing from it.
 */
export const PaymentLinkRefParams = z.object({ ref: line() });

/** A link's image: PNG, JPEG or WebP (read from the bytes; SVG refused), at most 1 MB and 2048×2048 px. */
export const LINK_IMAGE_MAX_BYTES = 1024 * 1024;
export const LINK_IMAGE_MAX_PIXELS = 2048;
export const LINK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * The image as pages show it: `url` is public and carries the content hash, so it may be cached
 * for ever (a new image gets a new URL); width and height let a page reserve its place.
 */
export const LinkImage = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'LinkImage' });
export type LinkImage = z.infer<typeof LinkImage>;

/**
 * multipart/form-data: the image in the field `file` (checked by the API once the link is found,
 * so another merchant's link is a 404 whatever the body).
 */
export const LinkImageUpload = z.object({
  file: z.any().optional().meta({ type: 'string', format: 'binary' }),
});
export const LinkImageQuery = z.object({ ref: line() });
export const LinkImageFileParams = z.object({ ref: line(), hash: line() });

export const PaymentLinkStatus = z.enum(['active', 'inactive']);
export type PaymentLinkStatus = z.infer<typeof PaymentLinkStatus>;
export const AmountType = z.enum(['fixed', 'customer'], { message: 'Choose fixed or customer' });
export type AmountType = z.infer<typeof AmountType>;

export const Slug = line()
  .trim()
  .toLowerCase()
  .regex(
    SLUG_PATTERN,
    'Use 3 to 60 lowercase letters, digits and single hyphens, starting and ending with a letter or digit',
  );

export const CustomFieldType = z.enum(['text', 'number', 'email', 'phone']);
export type CustomFieldType = z.infer<typeof CustomFieldType>;
export const CustomField = z
  .object({
    key: line()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use up to 40 lowercase letters, digits and underscores')
      // The key names a value in each checkout's `fields` object: never one of Object's own names.
      .refine((k) => !isReservedKey(k), TextMessages.reservedKey),
    label: line().trim().min(1, 'Label is required').max(80, 'Label must be at most 80 characters'),
    type: CustomFieldType.default('text'),
    required: z.boolean().default(false),
  })
  .meta({ id: 'CustomField' });
export type CustomField = z.infer<typeof CustomField>;

const customFields = z
  .array(CustomField)
  .max(MAX_CUSTOM_FIELDS, `At most ${MAX_CUSTOM_FIELDS} custom fields`)
  .refine((fs) => new Set(fs.map((f) => f.key)).size === fs.length, 'Each custom field needs its own key');

/** The fields shared by create and edit. `null` clears an optional setting on edit. */
const linkFields = {
  name: line().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  description: freeText().trim().max(1000, 'Description must be at most 1000 characters'),
  currency: LinkCurrency,
  amountType: AmountType,
  amount: MinorAmount.nullable(),
  minAmount: MinorAmount.nullable(),
  customSlug: Slug,
  redirectUrl: plain(
    z
      .url({ protocol: /^https?$/, message: 'Enter a full http(s) address' })
      .max(2000, 'The address is too long'),
  ).nullable(),
  customFields,
  usageLimit: z.number().int().min(1, 'At least 1 payment').max(10_000_000).nullable(),
  /** ISO 8601 date-time; must be in the future. */
  expiresAt: z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601)' }).nullable(),
};

type AmountRules = {
  currency?: LinkCurrency | undefined;
  amountType?: AmountType | undefined;
  amount?: number | null | undefined;
  minAmount?: number | null | undefined;
};
/**
 * Fixed links need an amount and no minimum; customer-chosen links have no fixed amount. Neither a
 * fixed amount nor a minimum may be below the platform's minimum charge in the link's currency
 * (MINIMUM_CHARGE; NGN when the currency is not given, as on create).
 */
export function amountProblems(v: AmountRules): Record<string, string> {
  const out: Record<string, string> = {};
  const currency = v.currency ?? 'NGN';
  // Compared as numbers: the amount may be anything here (a float, when its own check failed).
  const belowMinimum = (n: number | null | undefined) => n != null && n < Number(MINIMUM_CHARGE[currency]);
  if (v.amountType === 'fixed') {
    if (v.amount == null) out.amount = 'Enter the amount';
    else if (belowMinimum(v.amount)) out.amount = minimumMessage(currency);
    if (v.minAmount != null) out.minAmount = 'Only a customer-chosen amount can have a minimum';
  }
  if (v.amountType === 'customer') {
    if (v.amount != null)
      out.amount = 'A customer-chosen amount has no fixed amount; use minAmount for a minimum';
    if (belowMinimum(v.minAmount)) out.minAmount = minimumMessage(currency);
  }
  return out;
}

const withAmountRules = (v: AmountRules, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(amountProblems(v)))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

export const CreatePaymentLink = z
  .object({
    name: linkFields.name,
    description: linkFields.description.default(''),
    currency: linkFields.currency.default('NGN'),
    amountType: linkFields.amountType.default('fixed'),
    amount: linkFields.amount.optional(),
    minAmount: linkFields.minAmount.optional(),
    customSlug: linkFields.customSlug.optional(),
    redirectUrl: linkFields.redirectUrl.optional(),
    customFields: linkFields.customFields.default([]),
    usageLimit: linkFields.usageLimit.optional(),
    expiresAt: linkFields.expiresAt.optional(),
  })
  .superRefine(withAmountRules)
  .meta({
    id: 'CreatePaymentLink',
    description:
      'A fixed link needs `amount`; a customer-chosen one may set `minAmount`. Without `customSlug` a slug is generated from the name.',
  });
export type CreatePaymentLink = z.input<typeof CreatePaymentLink>;

/**
 * Partial: only the fields sent change; at least one must be sent. The amount rules apply to the
 * link as it will be after the change (the API checks them against the stored link).
 */
export const EditPaymentLink = z
  .object({
    name: linkFields.name.optional(),
    description: linkFields.description.optional(),
    currency: linkFields.currency.optional(),
    amountType: linkFields.amountType.optional(),
    amount: linkFields.amount.optional(),
    minAmount: linkFields.minAmount.optional(),
    customSlug: linkFields.customSlug.optional(),
    redirectUrl: linkFields.redirectUrl.optional(),
    customFields: linkFields.customFields.optional(),
    usageLimit: linkFields.usageLimit.optional(),
    expiresAt: linkFields.expiresAt.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to change',
    path: ['_'],
  })
  .meta({ id: 'EditPaymentLink' });
export type EditPaymentLink = z.input<typeof EditPaymentLink>;

/** Edit's path parameter: any reference-shaped string; an unknown one is a 404. */
export const EditPaymentLinkParams = PaymentLinkRefParams;

export const PaymentLinkFilters = z
  .object({
    status: PaymentLinkStatus.optional(),
    currency: LinkCurrency.optional(),
    /** Matches the name, ref or slug. */
    search: line().trim().max(100, 'Search must be at most 100 characters').optional(),
    /** Created on or after this day (YYYY-MM-DD, UTC). */
    from: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
    /** Created on or before this day (YYYY-MM-DD, UTC). */
    to: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must not be after to', path: ['to'] })
  .meta({ id: 'PaymentLinkFilters' });
export type PaymentLinkFilters = z.input<typeof PaymentLinkFilters>;
export const PaymentLinkListQuery = PageQuery;

export const PaymentLink = z
  .object({
    ref: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    status: PaymentLinkStatus,
    currency: LinkCurrency,
    amountType: AmountType,
    amount: z.number().int().nullable(),
    minAmount: z.number().int().nullable(),
    redirectUrl: z.string().nullable(),
    customFields: z.array(CustomField),
    usageLimit: z.number().int().nullable(),
    /** Successful payments so far. */
    usageCount: z.number().int(),
    expiresAt: z.string().nullable(),
    image: LinkImage.nullable(),
    /** Any checkout was ever started on it: its currency and amount type are fixed, and it cannot be deleted. */
    hasTransactions: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** App paths of the public pages: `/payment-links/{ref}` and `/link/{slug}`. */
    paths: z.object({ byRef: z.string(), bySlug: z.string() }),
  })
  .meta({ id: 'PaymentLink' });
export type PaymentLink = z.infer<typeof PaymentLink>;

/**
 * The per-link funnel, amounts in the link's currency (minor units): amountStarted is what the
 * checkouts started asked customers to pay (their totals), amountFailed the same for those that
 * failed, amountPaid what customers paid through the link.
 */
export const PaymentLinkStats = z
  .object({
    views: z.number().int(),
    checkoutsStarted: z.number().int(),
    amountStarted: z.number().int(),
    failed: z.number().int(),
    amountFailed: z.number().int(),
    failedByReason: z.record(z.string(), z.number().int()),
    paid: z.number().int(),
    amountPaid: z.number().int(),
  })
  .meta({ id: 'PaymentLinkStats' });
export type PaymentLinkStats = z.infer<typeof PaymentLinkStats>;

export const PaymentLinkDetails = PaymentLink.extend({ stats: PaymentLinkStats }).meta({
  id: 'PaymentLinkDetails',
});
export type PaymentLinkDetails = z.infer<typeof PaymentLinkDetails>;

/** A link in the list, with what customers have paid through it (minor units, its currency). */
export const PaymentLinkListItem = PaymentLink.extend({ amountPaid: z.number().int() }).meta({
  id: 'PaymentLinkListItem',
});
export type PaymentLinkListItem = z.infer<typeof PaymentLinkListItem>;

export const PaymentLinkPage = z
  .object({
    items: z.array(PaymentLinkListItem),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'PaymentLinkPage' });
export type PaymentLinkPage = z.infer<typeof PaymentLinkPage>;
