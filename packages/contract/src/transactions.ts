/**
 * The merchant's transactions (spec 001 §2 /payments/transactions and /payments/transactions/{uuid},
 * §7 "Transactions"): the filtered list, newest first, and one transaction's details. Every call
 * needs `transactions:read`.
 *
 * - Days (`from`, `to`) are Africa/Lagos calendar days, as on the dashboard home.
 * - Amounts (`minAmount`, `maxAmount`) are integer minor units of the price asked (`amount`).
 * - A page's `total` is counted up to TRANSACTIONS_COUNT_CAP: past it, `totalCapped` is true and a
 *   screen says "10,000+" (no count over millions of rows on a page load). Channel, currency and
 *   amount are counted among the newest 20,000 rows the other filters select ("N+" past them).
 * - Paging (`?page=`, `asOf`, a page's `next` and `previous`): transaction-paging.ts.
 */
import { z } from 'zod';
import { DOWNLOAD_FILES } from './constants.ts';
import { defineEndpoint, needs } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { calendarDay } from './instant.ts';
import { CURRENCIES, type Currency } from './money.ts';
import { PAYMENT_LINK_REF_PATTERN } from './payment-links.ts';
import { Channel, Transaction, TransactionStatus } from './payments.ts';
import { line, plain } from './text.ts';
import { oneWay, pagingShape } from './transaction-paging.ts';
import { TimelineEvent } from './transaction-timeline.ts';

export const TRANSACTIONS_PER_PAGE = 20;
/** A list's total is counted up to this many rows; past it the screen says "10,000+". */
export const TRANSACTIONS_COUNT_CAP = 10_000;
/** The spec's scopes of the transactions screen (§5: "Transactions scope must be primary or sub-account"). */
export const TRANSACTION_SCOPES = ['primary', 'sub-account'] as const;
export type TransactionScope = (typeof TRANSACTION_SCOPES)[number];

const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
const Day = calendarDay('Use a date written YYYY-MM-DD');
const AMOUNT_MESSAGES = {
  type: 'Enter an amount in minor units (kobo, cents)',
  int: 'Enter a whole number of minor units (kobo, cents)',
  min: 'The amount cannot be below zero',
  max: 'The amount is too large',
};

/** The filters' fields; amounts are numbers in a JSON body and digits in a query string. */
function filterShape<A extends z.ZodType<number | undefined>>(amount: () => A) {
  return {
    /** Created on or after this Africa/Lagos day. */
    from: Day.optional(),
    /** Created on or before this Africa/Lagos day. */
    to: Day.optional(),
    status: z.enum(TransactionStatus.options, { message: 'Choose a transaction status' }).optional(),
    channel: z.enum(Channel.options, { message: 'Choose card, bank_transfer or ussd' }).optional(),
    currency: z.enum(CURRENCY_CODES, { message: 'Unknown currency' }).optional(),
    /** The price asked, at least this (minor units). */
    minAmount: amount(),
    /** The price asked, at most this (minor units). */
    maxAmount: amount(),
    /** Paid through this payment link (its ref, `PL-…`). */
    paymentLink: line()
      .trim()
      .regex(PAYMENT_LINK_REF_PATTERN, 'Enter a payment link reference such as PL-1A2B3C4D5E')
      .optional(),
    /** The customer's email, exactly (case does not matter). */
    customer: plain(z.email({ message: 'Enter the customer’s email address' }).max(254)).optional(),
    /** A transaction reference (PRL_…) exactly, or the start of the customer's email. */
    search: line().trim().max(100, 'Search must be at most 100 characters').optional(),
  };
}

type Ranges = {
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
};
function rangesInOrder<T extends z.ZodType<Ranges>>(schema: T) {
  return schema
    .refine((v) => !v.from || !v.to || v.from <= v.to, {
      message: 'The start date must be on or before the end date',
      path: ['to'],
    })
    .refine((v) => v.minAmount === undefined || v.maxAmount === undefined || v.minAmount <= v.maxAmount, {
      message: 'The minimum must not be above the maximum',
      path: ['maxAmount'],
    });
}

const bodyAmount = () =>
  z
    .number({ message: AMOUNT_MESSAGES.type })
    .int(AMOUNT_MESSAGES.int)
    .min(0, AMOUNT_MESSAGES.min)
    .max(Number.MAX_SAFE_INTEGER, AMOUNT_MESSAGES.max)
    .optional();
const queryAmount = () =>
  z.coerce
    .number({ message: AMOUNT_MESSAGES.type })
    .int(AMOUNT_MESSAGES.int)
    .min(0, AMOUNT_MESSAGES.min)
    .max(Number.MAX_SAFE_INTEGER, AMOUNT_MESSAGES.max)
    .optional();

/** The filters of POST merchant/transactions (a JSON body). */
export const TransactionFilters = rangesInOrder(z.object(filterShape(bodyAmount))).meta({
  id: 'TransactionFilters',
});
export type TransactionFilters = z.infer<typeof TransactionFilters>;

export const TransactionPageQuery = oneWay(z.object(pagingShape));

/** The filters as a query (GET merchant/transactions/primary-and-sub-account-transaction-export-csv). */
export const TransactionFilterQuery = rangesInOrder(z.object(filterShape(queryAmount)));

/** The query of GET merchant/transactions/primary-accounts and sub-accounts: page and filters. */
export const TransactionListQuery = oneWay(
  rangesInOrder(z.object({ ...pagingShape, ...filterShape(queryAmount) })),
);

/**
 * A row of the list: the transaction, its id (the address of its details), and the sub-account
 * whose link took it (null for the primary account's own payments).
 */
export const TransactionListItem = Transaction.extend({
  id: z.uuid(),
  subAccount: z.object({ slug: z.string(), name: z.string() }).nullable(),
}).meta({ id: 'TransactionListItem' });
export type TransactionListItem = z.infer<typeof TransactionListItem>;

export const TransactionList = z
  .object({
    items: z.array(TransactionListItem),
    page: z.number().int(),
    perPage: z.number().int(),
    /** Rows matching, counted up to TRANSACTIONS_COUNT_CAP. */
    total: z.number().int(),
    /**
     * More rows may match than `total` says: over TRANSACTIONS_COUNT_CAP match, or a channel,
     * currency or amount filter was checked on the newest 20,000 rows only. Say "N+".
     */
    totalCapped: z.boolean(),
    /** Pass with the next pages: rows created after it are left out. */
    asOf: z.string(),
    /** Send as `after` (with `page` + 1) for the next page; null on the last. */
    next: z.string().nullable(),
    /** Send as `before` (with `page` − 1) for the page before; null on the first. */
    previous: z.string().nullable(),
  })
  .meta({ id: 'TransactionList' });
export type TransactionList = z.infer<typeof TransactionList>;

export { TIMELINE_EVENTS, TimelineEvent, type TimelineEventKind } from './transaction-timeline.ts';

/** A webhook event sent (or waiting to be sent) to the merchant's server about this payment. */
export const WebhookDeliverySummary = z.object({
  id: z.uuid(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** When the next attempt is due, while it is pending. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** Each try so far, oldest first: what the merchant's server answered (null: no answer came). */
  tries: z.array(
    z.object({
      attempt: z.number().int(),
      outcome: z.enum(['delivered', 'failed']),
      responseStatus: z.number().int().nullable(),
      durationMs: z.number().int(),
      error: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type WebhookDeliverySummary = z.infer<typeof WebhookDeliverySummary>;

export const TransactionDetails = Transaction.extend({
  id: z.uuid(),
  /** What arrived by bank transfer, kept or sent back; null for the other channels. */
  amountReceived: z.number().int().nullable(),
  channelDetails: z.object({
    card: z.object({ brand: z.string(), bin: z.string(), last4: z.string() }).nullable(),
    /** The account issued for the transfer. */
    transfer: z
      .object({
        accountNumber: z.string(),
        bankName: z.string(),
        accountName: z.string(),
        expiresAt: z.string(),
      })
      .nullable(),
    ussd: z.object({ code: z.string() }).nullable(),
  }),
  paymentLink: z.object({ ref: z.string(), name: z.string() }).nullable(),
  timeline: z.array(TimelineEvent),
  webhookDeliveries: z.array(WebhookDeliverySummary),
}).meta({ id: 'TransactionDetails' });
export type TransactionDetails = z.infer<typeof TransactionDetails>;

/** An id not shaped like a UUID names nothing: 404, as another merchant's. */
export const TransactionIdParams = z.object({ id: line() });

/** POST merchant/transactions?page= with filters: the primary account's transactions. */
export const listTransactions = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/transactions',
  access: needs('transactions:read'),
  query: TransactionPageQuery,
  body: TransactionFilters,
  response: TransactionList,
});

/** GET merchant/transactions/details/{id}: one transaction, its channel, timeline and webhooks. */
export const transactionDetails = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/transactions/details/{id}',
  access: needs('transactions:read'),
  params: TransactionIdParams,
  response: TransactionDetails,
});

/** GET merchant/transactions/primary-accounts with filters and page as query. */
export const primaryAccountTransactions = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/transactions/primary-accounts',
  access: needs('transactions:read'),
  query: TransactionListQuery,
  response: TransactionList,
});

/** GET merchant/transactions/sub-accounts with filters and page as query. */
export const subAccountTransactions = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/transactions/sub-accounts',
  access: needs('transactions:read'),
  query: TransactionListQuery,
  response: TransactionList,
});

/** The exports' file names (spec 001 §9). */
export const TRANSACTIONS_CSV_NAME = DOWNLOAD_FILES.transactionsCsv;
export const TRANSACTIONS_PDF_NAME = DOWNLOAD_FILES.transactionsPdf;
/** The PDF lists at most this many rows; past them it says to export a CSV. */
export const TRANSACTIONS_PDF_ROWS = 5_000;

/**
 * POST merchant/transactions/export-csv with the list's filters: Transactions.csv, or, past
 * exports.ts EXPORT_QUEUE_ROWS rows, a JSON answer (`QueuedExport`) saying it is being prepared.
 */
export const exportTransactionsCsv = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/transactions/export-csv',
  access: needs('transactions:read'),
  body: TransactionFilters,
  file: ['text/csv', 'application/json'],
  response: Empty,
});

/** POST merchant/transactions/export-pdf with the list's filters: Transactions.pdf. */
export const exportTransactionsPdf = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/transactions/export-pdf',
  access: needs('transactions:read'),
  body: TransactionFilters,
  file: ['application/pdf'],
  response: Empty,
});

/**
 * GET merchant/transactions/primary-and-sub-account-transaction-export-csv, filters as query: the
 * primary account's and the sub-accounts' transactions in one file, a column naming the account.
 */
export const exportSubAccountTransactionsCsv = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/transactions/primary-and-sub-account-transaction-export-csv',
  access: needs('transactions:read'),
  query: TransactionFilterQuery,
  file: ['text/csv'],
  response: Empty,
});
