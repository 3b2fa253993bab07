/**
 * What every payment shares: channels, statuses, who bears the fee, amounts on the wire, and the
 * transaction record a merchant reads (under a payment link now; the transactions screens later).
 *
 * Amounts travel in JSON as integer numbers of minor units (kobo, cents); the API keeps them as
 * bigint and converts at the edge. Formatting for people happens only in the browser.
 */
import { z } from 'zod';

/** Currencies a payment link can be priced in (the ones with default pay-in pricing). */
export const LINK_CURRENCIES = ['NGN', 'USD'] as const;
export const LinkCurrency = z.enum(LINK_CURRENCIES, { message: 'Choose NGN or USD' });
export type LinkCurrency = z.infer<typeof LinkCurrency>;

/** A positive amount in minor units, small enough to be exact in a JavaScript number. */
export const MinorAmount = z
  .number({ message: 'Enter an amount in minor units (kobo, cents)' })
  .int('Enter a whole number of minor units (kobo, cents)')
  .min(1, 'The amount must be above zero')
  .max(Number.MAX_SAFE_INTEGER, 'The amount is too large');

export const CHANNELS = ['card', 'bank_transfer', 'ussd'] as const;
export const Channel = z.enum(CHANNELS, { message: 'Choose card, bank_transfer or ussd' });
export type Channel = z.infer<typeof Channel>;

/**
 * pending: started (USSD waits here for the customer to dial); otp_required: the card issuer asked
 * for a code; awaiting_transfer: a bank transfer is expected to the account shown; success: paid in
 * full (an excess counts); underpaid: a bank transfer short of the total that the merchant's
 * wrong-transfer setting ('merchant') accepts as a part payment: the money is kept, the checkout
 * ends, and it is never `success`; failed (with its reason).
 */
export const TRANSACTION_STATUSES = [
  'pending',
  'otp_required',
  'awaiting_transfer',
  'success',
  'underpaid',
  'failed',
] as const;
export const TransactionStatus = z.enum(TRANSACTION_STATUSES).meta({
  description:
    '`success`: paid in full. `underpaid`: a bank transfer short of the total, kept as a part payment because the merchant’s wrong-transfer setting is `merchant` (`amountPaid` < `total`); never `success`. With the setting `customer` a short transfer is returned and the checkout is `failed`.',
});
/** The checkout ended with money kept: paid in full, or a part payment the merchant accepts. */
export const isPaidStatus = (s: TransactionStatus) => s === 'success' || s === 'underpaid';
export type TransactionStatus = z.infer<typeof TransactionStatus>;

/** Who pays the processing fee (the spec's charge-payer setting, `person`). */
export const FeeBearer = z.enum(['merchant', 'customer']);
export type FeeBearer = z.infer<typeof FeeBearer>;
/**
 * Who bears a wrong bank-transfer amount (the spec's `wrong_transfer_bearer`). 'customer': a short
 * transfer is refused and returned in full (the checkout fails), an excess is returned. 'merchant'
 * (the default): the merchant accepts short payments (the checkout ends `underpaid`) and keeps an
 * excess (`success`).
 */
export const WrongTransferBearer = z.enum(['merchant', 'customer']);
export type WrongTransferBearer = z.infer<typeof WrongTransferBearer>;

/**
 * The payer's answer to one of the link's custom fields: `label` is the link's label for `key` as
 * the link has it now, or the key itself when the field has since been removed from the link.
 * `value` is the customer's own text (at most 500 characters, checked when checkout starts): show
 * it as text, never as markup.
 */
export const PaymentAnswer = z
  .object({ key: z.string(), label: z.string(), value: z.string() })
  .meta({ id: 'PaymentAnswer' });
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

/**
 * A payment as the merchant sees it.
 * - amount: the price asked (the link's fixed amount, or what the customer chose);
 * - fee: the provider's fee as quoted when checkout started (never more than was kept); it is charged
 *   only when the status is 'success' or 'underpaid' (a failed or pending payment was charged
 *   nothing, and screens should not show it as a fee taken); total: what the customer was asked to
 *   pay (amount + fee when the customer bears the fee, else amount);
 * - amountPaid: what the customer actually paid and the provider kept (differs from total only for
 *   a bank transfer of the wrong amount: less than total when 'underpaid'); amountRefunded: what
 *   was sent back to the customer;
 * - net: what the merchant receives (amountPaid − fee);
 * - fields: the payer's answers to the link's custom fields by key; answers: the same, labelled, in
 *   the link's field order (a field since removed from the link last, labelled by its key).
 */
export const Transaction = z
  .object({
    reference: z.string(),
    status: TransactionStatus,
    channel: Channel,
    currency: z.string(),
    amount: z.number().int(),
    fee: z.number().int(),
    total: z.number().int(),
    amountPaid: z.number().int(),
    amountRefunded: z.number().int(),
    net: z.number().int(),
    feeBearer: FeeBearer,
    customer: z.object({ email: z.string(), name: z.string(), phone: z.string().nullable() }),
    card: z.object({ brand: z.string(), bin: z.string(), last4: z.string() }).nullable(),
    fields: z.record(z.string(), z.string()),
    answers: z.array(PaymentAnswer),
    failureReason: z.string().nullable(),
    paymentLinkRef: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof Transaction>;

export const TransactionPage = z
  .object({
    items: z.array(Transaction),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof TransactionPage>;

/** `?page=` of every list: from 1. */
export const PageQuery = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000)
    .default(1),
});
export type PageQuery = z.infer<typeof PageQuery>;
