/**
 * The merchant's customer endpoints (spec 001 §7 "Customers", and beyond it a customer's page and
 * the blacklist). Descriptors are in packages/contract/src/customers.ts. Another merchant's
 * customer, an unknown id and one not shaped like an id all answer 404.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as customers from '@payrail/contract/customers';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { blacklistCustomer, liftCustomerBlacklist } from './customers-blacklist.ts';
import { exportCustomersCsv } from './customers-export.ts';
import { customerPayments, listCustomers, showCustomer } from './customers-query.ts';

const tag = 'Customers';

export function customerRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    customers.listCustomers,
    {
      tag,
      summary: 'The merchant’s customers, filtered, 20 a page',
      description:
        'Filters in the body (search over name, email and phone; from/to: days in UTC, both included, of the last payment); `?page=` from 1. The most recent payer first. `total` counts to 10,000 at most: `totalCapped` is true when more match.',
    },
    async (ctx, { query, body }) => ({
      message: 'Customers',
      responseBody: await listCustomers(ctx, { page: query.page, filters: body }),
    }),
  );

  endpoint(
    app,
    customers.exportCustomersCsv,
    {
      tag,
      summary: 'Export the customers as CSV (Customers.csv)',
      description:
        'Every customer the filters match, streamed as `text/csv` (UTF-8 with a byte order mark), the most recent payer first. Cells a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) start with an apostrophe.',
    },
    async (ctx, { body }) => exportCustomersCsv(ctx, { filters: body }),
  );

  endpoint(
    app,
    customers.showCustomer,
    {
      tag,
      summary: 'One customer, with their totals per currency',
      description: 'Beyond the spec. Another merchant’s customer is a 404.',
    },
    async (ctx, { params }) => ({
      message: 'Customer',
      responseBody: await showCustomer(ctx, params),
    }),
  );

  endpoint(
    app,
    customers.customerTransactions,
    {
      tag,
      summary: 'A customer’s payments, newest first, 20 a page',
      description: 'Beyond the spec. `total` is the customer’s number of payments.',
    },
    async (ctx, { params, query }) => ({
      message: 'Customer transactions',
      responseBody: await customerPayments(ctx, { id: params.id, page: query.page }),
    }),
  );

  endpoint(
    app,
    customers.blacklistCustomer,
    {
      tag,
      summary: 'Blacklist a customer’s email',
      description:
        'Beyond the spec; the owner only. Checkout then refuses this email on every channel (422 `CUSTOMER_BLACKLISTED`, on the `email` field). Audited with the reason.',
    },
    async (ctx, { params, body }) => ({
      message: 'Customer blacklisted',
      responseBody: await blacklistCustomer(ctx, { id: params.id, input: body }),
    }),
  );

  endpoint(
    app,
    customers.liftCustomerBlacklist,
    {
      tag,
      summary: 'Lift a customer’s blacklist',
      description: 'Beyond the spec; the owner only. Checkout accepts the email again. Audited.',
    },
    async (ctx, { params }) => ({
      message: 'Customer blacklist lifted',
      responseBody: await liftCustomerBlacklist(ctx, params),
    }),
  );
}
