/**
 * The public merchant API (issue 16) under /api/paystack, wire-compatible with Paystack's for what
 * it covers (docs/PUBLIC-API.md): authenticated by the merchant's secret key, rate limited per key,
 * the IP allow-list enforced (caller.ts), answered in Paystack's envelope (envelope.ts).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  CreatePageRequest,
  CustomerParam,
  IdParam,
  InitializedTransaction,
  InitializeTransactionRequest,
  ListTransactionsQuery,
  PAYSTACK_MESSAGES as M,
  PaystackCustomer,
  PaystackPage,
  paystackList,
  paystackOk,
  ReferenceParam,
} from '@payrail/contract/public-api';
import { PaystackTransaction } from '@payrail/contract/public-api-transaction';
import type { AppEnv } from '#lib/env.ts';
import { fetchCustomer } from './customers-service.ts';
import { initializeTransaction } from './initialize-service.ts';
import { operation, SECURITY_SCHEME } from './operation.ts';
import { createPage } from './pages-service.ts';
import { fetchTransaction, listTransactions, verifyTransaction } from './transactions-service.ts';

export function publicApiRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'The merchant’s secret key (sk_test_… or sk_live_…), from Settings → APIs.',
  });

  operation(
    app,
    {
      method: 'post',
      path: '/transaction/initialize',
      summary: 'Initialize a transaction',
      description:
        'Prepares a payment of `amount` (kobo, as a number or a numeric string) for `email` and answers the address of its pay page (`authorization_url`, `<APP_URL>/checkout/<access_code>`), where the customer pays by card, bank transfer or USSD with the email filled in; it can be paid for 24 hours. `reference` (letters, digits, `-`, `.`, `=`) is made when not given; one this merchant already used is 400 `Duplicate Transaction Reference`. `metadata` (a JSON object, or a string holding one) comes back in verify, fetch and the `charge.success` webhook. Paid in full, the customer is sent on to `callback_url?reference=…&trxref=…` at once: an absolute http(s) address with a host (https only on a live instance; no whitespace, `\\` or `user:password@`). `amount` over the merchant’s per-payment limit is 400. `Idempotency-Key` (scoped to the merchant): the same key and body answer the same payment again; another body is 409.',
      body: InitializeTransactionRequest,
      response: paystackOk(InitializedTransaction),
      errors: [409, 413],
    },
    async (caller, { body }) => initializeTransaction(caller, body),
  );

  operation(
    app,
    {
      method: 'get',
      path: '/transaction/verify/{reference}',
      summary: 'Verify a transaction by reference',
      description:
        'The transaction with this reference: one initialized through the API (the merchant’s reference), or a payment link’s (`PRL_…`). An initialized payment nobody has started paying is `abandoned`. Another merchant’s reference is 404.',
      params: ReferenceParam,
      response: paystackOk(PaystackTransaction),
      errors: [404],
    },
    async (caller, { params }) => ({
      message: M.verified,
      data: await verifyTransaction(caller, params),
    }),
  );

  operation(
    app,
    {
      method: 'get',
      path: '/transaction/{id}',
      summary: 'Fetch a transaction',
      description:
        'One transaction by its `id` (a UUID, where Paystack has an integer). Another merchant’s id is 404.',
      params: IdParam,
      response: paystackOk(PaystackTransaction),
      errors: [404],
    },
    async (caller, { params }) => ({
      message: M.transactionRetrieved,
      data: await fetchTransaction(caller, params),
    }),
  );

  operation(
    app,
    {
      method: 'get',
      path: '/transaction',
      summary: 'List transactions',
      description:
        'The merchant’s checkout attempts, newest first: `perPage` (1–100, default 50), `page` (from 1), `status` (success, failed, abandoned, ongoing), `from` and `to` (a date, whole day in UTC, or a date-time with `T` or a space, seconds optional, `Z` or an offset optional: none is UTC). Initialized payments nobody has started are not listed (verify them by reference).',
      query: ListTransactionsQuery,
      response: paystackList(PaystackTransaction),
    },
    async (caller, { query }) => ({ message: M.retrieved, ...(await listTransactions(caller, query)) }),
  );

  operation(
    app,
    {
      method: 'post',
      path: '/page',
      summary: 'Create a payment page',
      description:
        'A payment link (Paystack’s payment page): `name`, `description`, `amount` in kobo (without it the customer chooses the amount), `currency`, `slug` (else one is made from the name), `redirect_url`. Answers its `slug` and public `url`. It appears in the dashboard’s payment links. `Idempotency-Key`: the same key and body answer the same page again; another body is 409.',
      body: CreatePageRequest,
      response: paystackOk(PaystackPage),
      errors: [409, 413],
    },
    async (caller, { body }) => createPage(caller, body),
  );

  operation(
    app,
    {
      method: 'get',
      path: '/customer/{email_or_code}',
      summary: 'Fetch a customer',
      description:
        'One of the merchant’s customers (someone who has paid it), by email (any case) or `customer_code` (`CUS_…`, as the transactions answer it). `risk_action` is `deny` while the merchant blacklists them. Another merchant’s customer is 404.',
      params: CustomerParam,
      response: paystackOk(PaystackCustomer),
      errors: [404],
    },
    async (caller, { params }) => ({
      message: M.customerRetrieved,
      data: await fetchCustomer(caller, params),
    }),
  );
}
