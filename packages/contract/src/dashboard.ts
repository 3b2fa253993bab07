/**
 * The dashboard home (spec 001 §2 /home, §7 "Dashboard"): balances, transaction stats, customer
 * stats by month and the recent transactions. Every call needs `dashboard-metrics:read`. Amounts
 * are integer minor units of the currency asked for. Days and months are Africa/Lagos calendar
 * days and months (the merchant's business day), whatever the server's zone.
 */
import { z } from 'zod';
import { defineEndpoint, needs } from './endpoint.ts';
import { calendarDay } from './instant.ts';
import { CURRENCIES, type Currency } from './money.ts';
import { Channel, Transaction } from './payments.ts';

/** Transaction stats cover this many days, to today, unless asked otherwise. */
export const DEFAULT_STATS_DAYS = 30;
/** Transaction stats cover at most this many days a call. */
export const MAX_STATS_DAYS = 366;
/** The recent transactions list's length. */
export const RECENT_TRANSACTIONS = 10;

const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
export const DashboardCurrency = z.enum(CURRENCY_CODES, { message: 'Unknown currency' });

export const CurrencyParams = z.object({ currency: DashboardCurrency });

export const DashboardBalance = z
  .object({
    currency: DashboardCurrency,
    /** What the merchant can pay out now. */
    available: z.number().int(),
    /** Collected, not yet settled to available. */
    pending: z.number().int(),
  })
  .meta({ id: 'DashboardBalance' });
export type DashboardBalance = z.infer<typeof DashboardBalance>;

/** A calendar day, `YYYY-MM-DD`, that exists. */
const Day = calendarDay('Use a date written YYYY-MM-DD');

export const TransactionStatsQuery = z
  .object({
    /** First day (Africa/Lagos), inclusive; default DEFAULT_STATS_DAYS − 1 days before `to`. */
    from: Day.optional(),
    /** Last day (Africa/Lagos), inclusive; default today. */
    to: Day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  });
export type TransactionStatsQuery = z.infer<typeof TransactionStatsQuery>;

const Counts = {
  /** Payments received (paid in full or in part), their amount kept, fees and what the merchant nets. */
  paid: z.number().int(),
  volume: z.number().int(),
  fees: z.number().int(),
  net: z.number().int(),
  /** Checkouts that failed (declined, expired, abandoned at OTP). */
  failed: z.number().int(),
};

export const StatsDay = z.object({ date: z.string(), ...Counts });
export const StatsChannel = z.object({ channel: Channel, ...Counts });

export const TransactionStats = z
  .object({
    currency: DashboardCurrency,
    from: z.string(),
    to: z.string(),
    totals: z.object({
      ...Counts,
      /** paid ÷ (paid + failed), 0–1; null when nothing ended in the period. */
      successRate: z.number().nullable(),
    }),
    /** Every day of the period, oldest first, zeros included. */
    days: z.array(StatsDay),
    /** Each channel that saw a payment or failure in the period. */
    channels: z.array(StatsChannel),
  })
  .meta({ id: 'TransactionStats' });
export type TransactionStats = z.infer<typeof TransactionStats>;

export const CustomerStatsRequest = z
  .object({
    year: z
      .number({ message: 'Choose a year' })
      .int('Choose a year')
      .min(2000, 'Choose a year from 2000')
      .max(2100, 'Choose a year before 2100'),
  })
  .meta({ id: 'CustomerStatsRequest' });

export const CustomerStats = z
  .object({
    year: z.number().int(),
    /** January to December: customers whose first payment was that month, and earlier customers who paid again. */
    months: z.array(
      z.object({ month: z.number().int(), new: z.number().int(), returning: z.number().int() }),
    ),
    totals: z.object({ new: z.number().int(), returning: z.number().int() }),
  })
  .meta({ id: 'CustomerStats' });
export type CustomerStats = z.infer<typeof CustomerStats>;

export const RecentTransactions = z
  .object({ items: z.array(Transaction) })
  .meta({ id: 'RecentTransactions' });
export type RecentTransactions = z.infer<typeof RecentTransactions>;

/** GET merchant/dashboard/balances/{currency}: available and pending in one currency. */
export const dashboardBalance = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/dashboard/balances/{currency}',
  access: needs('dashboard-metrics:read'),
  params: CurrencyParams,
  response: DashboardBalance,
});

/** GET merchant/dashboard/transactions/stats/{currency}: totals, days and channels of a period. */
export const transactionStats = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/dashboard/transactions/stats/{currency}',
  access: needs('dashboard-metrics:read'),
  params: CurrencyParams,
  query: TransactionStatsQuery,
  response: TransactionStats,
});

/** POST merchant/dashboard/customers/stats/ with year: new and returning customers per month. */
export const customerStats = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/dashboard/customers/stats/',
  access: needs('dashboard-metrics:read'),
  body: CustomerStatsRequest,
  response: CustomerStats,
});

/** GET merchant/dashboard/transactions/recent/: the newest transactions, all statuses. */
export const recentTransactions = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/dashboard/transactions/recent/',
  access: needs('dashboard-metrics:read'),
  response: RecentTransactions,
});
