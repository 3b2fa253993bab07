/**
 * The public merchant API (issue 16), wire-compatible with Paystack's for what it covers, under
 * `/api/paystack`: a merchant that integrates Paystack moves by changing the base URL and the keys.
 * Field names, status words and the envelope are Paystack's: success `{ status: true, message, data }`
 * (lists add `meta`), failure `{ status: false, message, errors? }`. Amounts are integers in minor
 * units (kobo, cents); Paystack clients send `amount` as a number or a numeric string, and both are
 * taken. Unknown request fields (Paystack's `plan`, `channels`, `split_code`…) are ignored.
 * What is covered and what is not: docs/PUBLIC-API.md.
 */
import { z } from 'zod';
import { Slug } from './payment-link-fields.ts';
import { LinkCurrency, MinorAmount } from './payments.ts';
import {
  PAYSTACK_STATUSES,
  PaystackAuthorization,
  PaystackListMeta,
  PaystackStatus,
  PaystackTransaction,
} from './public-api-transaction.ts';
import { freeText, isReservedKey, line, plain, TextMessages, textProblem } from './text.ts';

// Kept importable from here, where they were first declared.
export { PAYSTACK_STATUSES, PaystackAuthorization, PaystackListMeta, PaystackStatus, PaystackTransaction };

export const PAYSTACK_MESSAGES = {
  invalidKey: 'Invalid key',
  ipNotAllowed:
    'Your IP address is not allowed to use this key. Add it to the IP allow-list in Settings → APIs.',
  duplicateReference: 'Duplicate Transaction Reference',
  transactionNotFound: 'Transaction not found',
  customerNotFound: 'Customer not found',
  initialized: 'Authorization URL created',
  verified: 'Verification successful',
  retrieved: 'Transactions retrieved',
  transactionRetrieved: 'Transaction retrieved',
  pageCreated: 'Page created',
  customerRetrieved: 'Customer retrieved',
} as const;

/** Kobo as a number or a string of digits (Paystack's clients send either). */
export const PaystackAmount = z.union(
  [
    MinorAmount,
    z
      .string()
      .regex(/^\d{1,16}$/, 'Enter the amount in kobo')
      .transform(Number)
      .pipe(MinorAmount),
  ],
  { message: 'Enter the amount in kobo, as a whole number' },
);

const MAX_METADATA_CHARS = 16 * 1024;
const MAX_METADATA_DEPTH = 8;

/** What is wrong with a JSON value's strings and keys (NUL, lone surrogates, prototype keys, depth), or undefined. */
function jsonProblem(value: unknown, depth: number): string | undefined {
  if (depth > MAX_METADATA_DEPTH) return `At most ${MAX_METADATA_DEPTH} levels of nesting`;
  if (typeof value === 'string') return textProblem(value, 'any');
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'Numbers must be finite';
  if (value === null || typeof value === 'boolean') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const p = jsonProblem(item, depth + 1);
      if (p) return p;
    }
    return undefined;
  }
  if (typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (isReservedKey(key)) return TextMessages.reservedKey;
      const p = textProblem(key, 'any') ?? jsonProblem((value as Record<string, unknown>)[key], depth + 1);
      if (p) return p;
    }
    return undefined;
  }
  return 'Not a JSON value';
}

/**
 * The merchant's own data kept with the payment and given back in verify, fetch and the
 * `charge.success` webhook: a JSON object, or (as Paystack also takes it) a string holding one.
 */
export const PaystackMetadata = z
  .union([z.record(z.string(), z.unknown()), z.string()])
  .transform((v, ctx) => {
    let value: unknown = v;
    if (typeof v === 'string') {
      try {
        value = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'metadata must be a JSON object' });
        return z.NEVER;
      }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: 'metadata must be a JSON object' });
      return z.NEVER;
    }
    const problem = jsonProblem(value, 0);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (JSON.stringify(value).length > MAX_METADATA_CHARS)
      ctx.addIssue({ code: 'custom', message: 'metadata is too large (16 KB at most)' });
    return value as Record<string, unknown>;
  });

/**
 * Where the customer's browser is sent after paying (`callback_url`, a page's `redirect_url`): an
 * absolute http(s) address with a host, kept as the URL parser writes it. Refused: other schemes
 * (`javascript:`, `data:`), relative addresses, whitespace or control characters anywhere (a CR/LF
 * would split a Location header; browsers silently drop them, so what the merchant sent is not
 * what would be followed), backslashes (read as `/` by browsers, not by every other parser) and
 * user:password@ (a host that reads as another). Plain http is refused on a live instance by the
 * API (modules/public-api/callback-url.ts), not here: the schema does not know the mode.
 */
export const CALLBACK_URL_MESSAGE = 'Enter a full http(s) address, such as https://example.com/paid';
const httpUrl = z
  .string()
  .max(2000, 'The address is too long')
  .transform((value, ctx) => {
    const bad = () => {
      ctx.addIssue({ code: 'custom', message: CALLBACK_URL_MESSAGE, input: value });
      return z.NEVER;
    };
    if (/[\s\\]/u.test(value) || textProblem(value)) return bad();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return bad();
    }
    const absolute = /^https?:\/\/[^/]/i.test(value);
    if (!absolute || !['http:', 'https:'].includes(url.protocol) || !url.hostname) return bad();
    if (url.username || url.password) return bad();
    return url.href;
  });

/** Paystack's reference rule: letters, digits and `-`, `.`, `=`. */
export const PaystackReference = line()
  .regex(/^[A-Za-z0-9.=-]{1,100}$/, 'Use up to 100 letters, digits, "-", "." or "="')
  // `.` and `..` are path segments: GET /transaction/verify/.. is /transaction to every URL parser,
  // so such a reference could be made and never verified.
  .refine((v) => !/^\.+$/.test(v), 'A reference needs a letter, a digit, "-" or "=" (not only dots)');

export const InitializeTransactionRequest = z
  .object({
    email: plain(z.email({ message: 'Enter a valid email address' }).max(254, 'The email is too long')),
    amount: PaystackAmount,
    currency: LinkCurrency.default('NGN'),
    reference: PaystackReference.optional(),
    callback_url: httpUrl.optional(),
    metadata: PaystackMetadata.optional(),
  })
  .meta({ id: 'PaystackInitializeTransactionRequest' });
export type InitializeTransactionRequest = z.input<typeof InitializeTransactionRequest>;

export const InitializedTransaction = z
  .object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() })
  .meta({ id: 'PaystackInitializedTransaction' });

const digits = (max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/**
 * `from`/`to` as Paystack's clients send them: a date (`2026-12-01`) or a date-time, `T` or a space
 * between, seconds and fractions optional, `Z` or an offset optional (none: UTC). Answered as the
 * ISO string the service reads (a bare date stays a date: the whole day, in UTC).
 */
export const DATE_FILTER_MESSAGE = 'Use a date (2026-12-01) or a date-time (2026-12-01T09:30:00Z)';
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;
const isoDate = z
  .string()
  .max(40, DATE_FILTER_MESSAGE)
  .transform((value, ctx) => {
    const m = DATE_TIME.exec(value.trim());
    const day = m?.[1];
    const date = day ? new Date(`${day}T00:00:00Z`) : undefined;
    // A real day of the calendar (2026-02-31 is refused, not rolled over).
    if (!m || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
      ctx.addIssue({ code: 'custom', message: DATE_FILTER_MESSAGE, input: value });
      return z.NEVER;
    }
    if (!m[2]) return day;
    const zone = (m[3] ?? 'Z').toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    const at = new Date(`${day}T${m[2]}${zone}`);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: 'custom', message: DATE_FILTER_MESSAGE, input: value });
      return z.NEVER;
    }
    return at.toISOString();
  });

export const ListTransactionsQuery = z.object({
  perPage: digits(100, 'perPage is a whole number from 1 to 100').optional(),
  page: digits(100_000, 'page is a whole number from 1').optional(),
  status: PaystackStatus.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const ReferenceParam = z.object({ reference: line().max(200) });
export const IdParam = z.object({ id: line().max(200) });
export const CustomerParam = z.object({ email_or_code: line().max(300) });

export const PaystackCustomer = z
  .object({
    id: z.string(),
    email: z.string(),
    customer_code: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    phone: z.string().nullable(),
    metadata: z.null(),
    risk_action: z.enum(['default', 'deny']),
    created_at: z.string(),
  })
  .meta({ id: 'PaystackCustomer' });

export const CreatePageRequest = z
  .object({
    name: line().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    description: freeText().trim().max(1000, 'Description must be at most 1000 characters').optional(),
    amount: PaystackAmount.optional(),
    currency: LinkCurrency.default('NGN'),
    slug: Slug.optional(),
    redirect_url: httpUrl.optional(),
  })
  .meta({ id: 'PaystackCreatePageRequest' });

export const PaystackPage = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    amount: z.number().int().nullable(),
    currency: z.string(),
    slug: z.string(),
    url: z.string(),
    active: z.boolean(),
    redirect_url: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'PaystackPage' });

/** A success answer: `{ status: true, message, data }`. */
export const paystackOk = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string(), data });
export const paystackList = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), message: z.string(), data: z.array(item), meta: PaystackListMeta });

export const PaystackError = z
  .object({
    status: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'PaystackError' });
