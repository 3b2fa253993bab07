/**
 * The merchant's transactions (spec 001 §7 "Transactions"), each behind transactions:read.
 * Descriptors are in packages/contract/src/transactions.ts. Another merchant's id, an unknown one
 * and one not shaped like an id all answer 404. Receipts, exports and resending a webhook are
 * their own modules' endpoints; exports stream the rows `transactionsWhere` selects.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as txns from '@payrail/contract/transactions';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { transactionDetails } from './transaction-details.ts';
import { listTransactions } from './transactions-list.ts';

const tag = 'Transactions';
const LIST =
  'Newest first, 20 a page (`?page=` from 1). Filters: `from`/`to` (Africa/Lagos days, both included), `status`, `channel`, `currency`, `minAmount`/`maxAmount` (the price asked, minor units, both included), `paymentLink` (a link ref), `customer` (an email, exactly), `search` (a reference exactly, or the start of the customer’s email). `total` is counted up to 10,000 (`totalCapped` past it). Pass the first page’s `asOf` with the later pages: payments made since are left out, so no row repeats or is skipped. Each page gives `next` and `previous`: send one as `after` or `before` (with the page number it leads to) and the page is read from that position rather than by walking past every row before it.';

export function transactionRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    txns.listTransactions,
    {
      tag,
      summary: 'The primary account’s transactions, filtered, 20 a page',
      description: `Filters in the body. ${LIST}`,
    },
    async (ctx, { query, body }) => ({
      message: 'Transactions',
      responseBody: await listTransactions(ctx, { ...query, filters: body }),
    }),
  );

  endpoint(
    app,
    txns.transactionDetails,
    {
      tag,
      summary: 'One transaction: channel details, customer, answers, timeline and webhook deliveries',
      description:
        '`id` is the transaction’s id (a UUID, as the list gives it). The timeline lists what happened, oldest first; `webhookDeliveries` the events queued for the merchant’s server about it.',
    },
    async (ctx, { params }) => ({
      message: 'Transaction details',
      responseBody: await transactionDetails(ctx, { id: params.id }),
    }),
  );

  endpoint(
    app,
    txns.primaryAccountTransactions,
    {
      tag,
      summary: 'The primary account’s transactions, with filters and page as query',
      description: `The same list as POST merchant/transactions, its filters in the query. ${LIST}`,
    },
    async (ctx, { query: { page, asOf, after, before, ...filters } }) => ({
      message: 'Transactions',
      responseBody: await listTransactions(ctx, { page, asOf, after, before, filters }),
    }),
  );

  endpoint(
    app,
    txns.subAccountTransactions,
    {
      tag,
      summary: 'The sub-accounts’ transactions, with filters and page as query',
      description: `Payments on the merchant’s sub-accounts’ links, each row naming its sub-account (\`subAccount\`); a member limited to sub-accounts sees only theirs. ${LIST}`,
    },
    async (ctx, { query: { page, asOf, after, before, ...filters } }) => ({
      message: 'Transactions',
      responseBody: await listTransactions(ctx, { page, asOf, after, before, filters, scope: 'sub-account' }),
    }),
  );
}
