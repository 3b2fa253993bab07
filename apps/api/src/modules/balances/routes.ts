/**
 * Balances and settlement (spec 001 §7 "Balances, settlement and conversion"). Descriptors are in
 * packages/contract/src/balances.ts; design of the schedule in docs/SETTLEMENT.md.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as balances from '@payrail/contract/balances';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import {
  currencyBalance,
  currencyList,
  movementDetails,
  settlementCharges,
  simulateSettlement,
} from './balance-service.ts';
import { exportBalancesCsv } from './balances-export.ts';
import { exportBalancesPdf } from './balances-pdf.ts';
import { listMovements } from './history-pages.ts';

const tag = 'Balances';
const FILTERS =
  'Filters (spec 001 §3): `start_date`/`end_date` (Africa/Lagos days, both included), `amount` (a movement’s size in minor units, exactly), `currency`, `search` (a reference such as PRL_…, exactly, or a part of the description), `type` (a journal entry kind: `payment`, `settlement`, `payout`, `payout_reversal`, …).';
const PAGING =
  'A page gives `next` and `previous`: send one back as `after` or `before`, with `page` set to the number it leads to and the first page’s `asOf`, and the page is read from its place in the index instead of past every row before it (same rows as `?page=` alone).';
const MOVEMENT =
  'A movement is one posting on one of the merchant’s wallets (available, pending, a payout in flight): a payment credits pending; its settlement debits pending and credits available (two movements of one entry). `ref` is the entry’s id.';

export function balanceRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    balances.getBalance,
    {
      tag,
      summary: 'A currency’s balances and what settles next',
      description:
        'Available and pending in minor units; `nextSettlement` is the amount of the earliest due day and when it settles (T+`settlementDelayDays` business days in Africa/Lagos, weekends and Nigerian public holidays skipped; an amount already due is reported at the current time: the run every 15 minutes moves it).',
    },
    async (ctx, { params }) => ({
      message: 'Balance',
      responseBody: await currencyBalance(ctx, params.currency),
    }),
  );

  endpoint(
    app,
    balances.getDefaultBalance,
    {
      tag,
      summary: 'The default currency’s balances (NGN)',
      description: 'The same answer as GET merchant/balances/NGN (spec 001 §7: “default NGN”).',
    },
    async (ctx) => ({
      message: 'Balance',
      responseBody: await currencyBalance(ctx, balances.BALANCE_CURRENCY_DEFAULT),
    }),
  );

  endpoint(
    app,
    balances.balanceHistory,
    {
      tag,
      summary: 'The movements of the merchant’s wallets, filtered, 20 a page',
      description: `Newest first, \`?page=\` from 1, \`hasMore\` when another page follows. ${PAGING} ${MOVEMENT} ${FILTERS}`,
    },
    async (ctx, { query, body }) => ({
      message: 'Balance history',
      responseBody: await listMovements(ctx, { ...query, filters: body }),
    }),
  );

  endpoint(
    app,
    balances.showMovement,
    {
      tag,
      summary: 'One movement: its entry, its lines on the merchant’s wallets, its payment',
      description: `${MOVEMENT} An unknown ref, another merchant’s, or one not shaped like an id answers 404.`,
    },
    async (ctx, { params }) => ({
      message: 'Balance movement',
      responseBody: await movementDetails(ctx, params.ref),
    }),
  );

  endpoint(
    app,
    balances.exportBalancesCsv,
    {
      tag,
      summary: 'Export a currency’s movements as CSV (Balances.csv)',
      description: `\`{currency}\` is a code or \`naira\`. Filters in the body, as the list’s. ${FILTERS} Streamed as \`text/csv\` (UTF-8 with a byte order mark); amounts unsigned with a Direction column; cells a spreadsheet would run as a formula start with an apostrophe.`,
    },
    async (ctx, { params, body }) =>
      exportBalancesCsv(ctx, { currency: balances.exportCurrency(params.currency), filters: body }),
  );

  endpoint(
    app,
    balances.exportBalancesPdf,
    {
      tag,
      summary: 'Export a currency’s balances and movements as PDF (Balances.pdf)',
      description: `\`{currency}\` is a code or \`naira\`. Filters in the body. At most 5,000 movements (a line then says to export a CSV), dates in Africa/Lagos.`,
    },
    async (ctx, { params, body }) =>
      exportBalancesPdf(ctx, { currency: balances.exportCurrency(params.currency), filters: body }),
  );

  endpoint(
    app,
    balances.listCurrencies,
    {
      tag,
      summary: 'The currencies balances are kept in',
      description: 'Code, name, symbol and minor-unit digits.',
    },
    async () => ({ message: 'Currencies', responseBody: currencyList() }),
  );

  endpoint(
    app,
    balances.settlementCharges,
    {
      tag,
      summary: 'The settlement fee schedule',
      description:
        'Settling pending to available is free (the pay-in fee was taken with the payment). A settlement request (payout) to the bank account costs the tier’s fee for its amount (minor units). `settlementDelayDays` is the merchant’s T+N.',
    },
    async (ctx) => ({ message: 'Settlement charges', responseBody: await settlementCharges(ctx) }),
  );

  endpoint(
    app,
    balances.simulateSettlement,
    {
      tag,
      summary: 'Sandbox: settle pending payments now',
      description:
        'Sandbox only; 404 in live mode. Settles the merchant’s payments made up to now, due or not, exactly as the scheduled run would when they fall due (one settlement entry each).',
    },
    async (ctx) => ({
      message: balances.SETTLEMENT_SIMULATED,
      responseBody: await simulateSettlement(ctx),
    }),
  );
}
