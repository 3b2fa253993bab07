/**
 * What a merchant writes into a payment link: its slug, custom fields, amount rules, and the
 * create and edit bodies. Re-exported by payment-links.ts, where the link's endpoints are.
 */
import { z } from 'zod';
import { instant } from './instant.ts';
import { MINIMUM_CHARGE, minimumMessage } from './money.ts';
import { LinkCurrency, MinorAmount } from './payments.ts';
import { freeText, isReservedKey, line, plain, TextMessages } from './text.ts';

/** 3–60 characters: lowercase letters, digits and single hyphens, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,59}$/;
export const MAX_CUSTOM_FIELDS = 10;

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
  expiresAt: instant({ offset: true, message: 'Enter a date and time (ISO 8601)' }).nullable(),
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
