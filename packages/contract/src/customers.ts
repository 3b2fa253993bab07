/**
 * Customers (spec 001 §2 /others/customers, §7 "Customers"): everyone who has paid the merchant,
 * one per email (case-insensitive), created by their first successful payment.
 *
 * Decisions the spec leaves open:
 * - The list is 20 a page, the most recent payer first. `search` matches the name, email or phone
 *   (any part); `from`/`to` are calendar days (UTC), both included, of the customer's LAST payment.
 * - `total` counts at most CUSTOMER_COUNT_CAP customers (`totalCapped` is then true: show
 *   "10,000+"), so a page load never counts a merchant's every customer.
 * - The CSV export takes the same filters and answers every matching customer (`Customers.csv`).
 * - Beyond the spec: a customer's own page (their totals per currency and their payments), and the
 *   blacklist: a blacklisted email is refused at checkout (CUSTOMER_BLACKLISTED) on every channel.
 *   Blacklisting needs the owner: the spec's role editor has no `customers:update`.
 */
import { z } from 'zod';
import { defineEndpoint, needs, ownerAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { calendarDay } from './instant.ts';
import { PageQuery, TransactionPage } from './payments.ts';
import { freeText, line } from './text.ts';

export const CUSTOMERS_PER_PAGE = 20;
/** The list's `total` counts to here at most. */
export const CUSTOMER_COUNT_CAP = 10_000;
export const BLACKLIST_REASON_MAX = 500;
/** The CSV export's file name (spec: Customers.csv). */
export const CUSTOMERS_CSV_NAME = 'Customers.csv';

const Day = calendarDay('Enter a date as YYYY-MM-DD');

export const CustomerFilters = z
  .object({
    /** Matches any part of the name, email or phone. */
    search: line().trim().max(100, 'Search must be at most 100 characters').optional(),
    /** Last paid on or after this day (YYYY-MM-DD, UTC). */
    from: Day.optional(),
    /** Last paid on or before this day (YYYY-MM-DD, UTC). */
    to: Day.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must not be after to', path: ['to'] })
  .meta({ id: 'CustomerFilters' });
export type CustomerFilters = z.input<typeof CustomerFilters>;

/** `{id}` of a customer: any text; one that names no customer of the caller's merchant is a 404. */
export const CustomerParams = z.object({ id: line().max(100) });

export const Customer = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    /** Successful payments. */
    paymentCount: z.number().int(),
    firstPaidAt: z.string(),
    lastPaidAt: z.string(),
    /** Checkout refuses this email. */
    blacklisted: z.boolean(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof Customer>;

export const CustomerPage = z
  .object({
    items: z.array(Customer),
    page: z.number().int(),
    perPage: z.number().int(),
    /** Matching customers, counted to CUSTOMER_COUNT_CAP at most. */
    total: z.number().int(),
    /** More than `total` match: show "10,000+". */
    totalCapped: z.boolean(),
  })
  .meta({ id: 'CustomerPage' });
export type CustomerPage = z.infer<typeof CustomerPage>;

/** What the customer has paid in one currency (minor units) and in how many payments. */
export const CustomerTotal = z
  .object({ currency: z.string(), amount: z.number().int(), count: z.number().int() })
  .meta({ id: 'CustomerTotal' });
export type CustomerTotal = z.infer<typeof CustomerTotal>;

export const CustomerBlacklist = z
  .object({ reason: z.string(), at: z.string() })
  .meta({ id: 'CustomerBlacklist' });

export const CustomerDetails = Customer.extend({
  totals: z.array(CustomerTotal),
  /** Set while the email is blacklisted. */
  blacklist: CustomerBlacklist.nullable(),
}).meta({ id: 'CustomerDetails' });
export type CustomerDetails = z.infer<typeof CustomerDetails>;

export const BlacklistCustomer = z
  .object({
    reason: freeText()
      .trim()
      .min(1, 'Give a reason')
      .max(BLACKLIST_REASON_MAX, `The reason must be at most ${BLACKLIST_REASON_MAX} characters`),
  })
  .meta({ id: 'BlacklistCustomer' });
export type BlacklistCustomer = z.input<typeof BlacklistCustomer>;

/** POST merchant/customers?page=: filters in the body, 20 a page, the most recent payer first. */
export const listCustomers = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/customers',
  access: needs('customers:read'),
  query: PageQuery,
  body: CustomerFilters,
  response: CustomerPage,
});

/** POST merchant/customers/export-csv/: every customer the filters match, as Customers.csv. */
export const exportCustomersCsv = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/customers/export-csv/',
  access: needs('customers:read'),
  body: CustomerFilters,
  file: ['text/csv'],
  response: Empty,
});

/** GET merchant/customers/show/{id}: one customer with their totals per currency (beyond the spec). */
export const showCustomer = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/customers/show/{id}',
  access: needs('customers:read'),
  params: CustomerParams,
  response: CustomerDetails,
});

/** GET merchant/customers/transactions/{id}?page=: the customer's payments, newest first (beyond). */
export const customerTransactions = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/customers/transactions/{id}',
  access: needs('customers:read'),
  params: CustomerParams,
  query: PageQuery,
  response: TransactionPage,
});

/** POST merchant/customers/blacklist/{id}: checkout refuses the customer's email from now on (beyond). */
export const blacklistCustomer = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/customers/blacklist/{id}',
  access: ownerAccess,
  params: CustomerParams,
  body: BlacklistCustomer,
  response: CustomerDetails,
});

/** DELETE merchant/customers/blacklist/{id}: lifts the blacklist (beyond the spec). */
export const liftCustomerBlacklist = defineEndpoint({
  method: 'delete',
  version: 'v1',
  path: '/merchant/customers/blacklist/{id}',
  access: ownerAccess,
  params: CustomerParams,
  response: CustomerDetails,
});
