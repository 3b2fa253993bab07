/**
 * The dashboard home's endpoints (spec 001 §7 "Dashboard"), each behind dashboard-metrics:read.
 * Figures come from rollups the database keeps as payments happen (migration 0026).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as dashboard from '@payrail/contract/dashboard';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { customerStats } from './customer-stats.ts';
import { dashboardBalance, recentTransactions } from './home-service.ts';
import { transactionStats } from './transaction-stats.ts';

const tag = 'Dashboard';

export function dashboardRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    dashboard.dashboardBalance,
    {
      tag,
      summary: 'The merchant’s available and pending balance in one currency',
      description:
        'From the ledger: `available` can be paid out, `pending` is collected but not yet settled. Zero in a currency the merchant never received.',
    },
    async (ctx, { params }) => ({
      message: 'Balance',
      responseBody: await dashboardBalance(ctx, params),
    }),
  );

  endpoint(
    app,
    dashboard.transactionStats,
    {
      tag,
      summary: 'Payments and failures of a period: totals, each day and each channel',
      description:
        'Days are Africa/Lagos calendar days. A payment counts on the day it was paid (an underpaid transfer for what was kept); a failure on the day its checkout began. Default period: the 30 days to today; at most 366 days.',
    },
    async (ctx, { params, query }) => ({
      message: 'Transaction stats',
      responseBody: await transactionStats(ctx, { currency: params.currency, ...query }),
    }),
  );

  endpoint(
    app,
    dashboard.customerStats,
    {
      tag,
      summary: 'New and returning customers in each month of a year',
      description:
        'A customer is new in the month of their first payment, and returning in each later month in which they pay again (once a month). Months are Africa/Lagos months.',
    },
    async (ctx, { body }) => ({
      message: 'Customer stats',
      responseBody: await customerStats(ctx, body),
    }),
  );

  endpoint(
    app,
    dashboard.recentTransactions,
    {
      tag,
      summary: 'The merchant’s newest transactions',
      description:
        'The 10 newest checkouts of every status, newest first, with the answers to the link’s fields.',
    },
    async (ctx) => ({
      message: 'Recent transactions',
      responseBody: await recentTransactions(ctx),
    }),
  );
}
