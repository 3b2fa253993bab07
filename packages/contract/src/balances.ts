/**
 * Balances and settlement (spec 001 §2 /payments/balances and /payments/balances/{reference}, §7
 * "Balances, settlement and conversion"): a currency's balances, the history of the merchant's
 * wallets, one movement, its exports, the currencies and the settlement fee schedule. Reading
 * needs `balances:read` (the currencies: any session; the fee schedule: balances:read or
 * settings-all:read); the sandbox's settle-now button needs `balances:create`.
 *
 * Decided here (the spec shows no fields):
 * - A movement is one posting of the ledger on one of the merchant's wallets (available, pending,
 *   a payout in flight…): a payment credits pending; its settlement is one entry that debits
 *   pending and credits available, so it shows as two movements. `ref` is the journal entry's id,
 *   the address of /payments/balances/{reference}; `type` the entry's kind (`payment`,
 *   `settlement`, `payout`, `payout_reversal`…), labelled by `movementTypeLabel`, so kinds added
 *   later show without a change here.
 * - The history's filters and pages: balance-history.ts.
 * - {currency} of the exports also takes `naira` (the spec's "currency or naira") for NGN.
 */
import { z } from 'zod';
import { BalanceHistory, BalanceHistoryFilters, BalanceHistoryQuery } from './balance-history.ts';
import { DEFAULT_CURRENCY } from './constants.ts';
import { defineEndpoint, needs, needsAny, sessionAccess } from './endpoint.ts';
import { Empty } from './envelope.ts';
import { CURRENCIES, type Currency } from './money.ts';
import { PAYOUT_FEE_TIERS } from './payouts.ts';
import { line } from './text.ts';

export const BALANCE_CURRENCY_DEFAULT = DEFAULT_CURRENCY;
/** The PDF lists at most this many movements; past them it says to export a CSV. */
export const BALANCES_PDF_ROWS = 5_000;
export const BALANCES_CSV_NAME = 'Balances.csv';
export const BALANCES_PDF_NAME = 'Balances.pdf';
export const SETTLEMENT_SIMULATED = 'Pending payments settled (sandbox)';

const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];
const CurrencyCode = z.enum(CURRENCY_CODES, { message: 'Unknown currency' });

/** The wallets a movement can be on: the merchant's ledger accounts. */
export const WALLET_LABELS: Readonly<Record<string, string>> = {
  merchant_available: 'Available',
  merchant_pending: 'Pending',
  merchant_payouts_in_flight: 'Payout in flight',
};

const TYPE_LABELS: Readonly<Record<string, string>> = {
  payment: 'Payment',
  settlement: 'Settlement',
  payout: 'Payout',
  payout_paid: 'Payout paid',
  payout_reversal: 'Payout reversal',
  refund: 'Refund',
  chargeback: 'Chargeback',
  chargeback_hold: 'Chargeback hold',
  chargeback_release: 'Chargeback released',
  conversion: 'Conversion',
};

/** "Payout reversal" for `payout_reversal`; any kind not listed reads as its words. */
export function movementTypeLabel(kind: string): string {
  const known = TYPE_LABELS[kind];
  if (known) return known;
  const words = kind.replaceAll('_', ' ').replaceAll('-', ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : kind;
}

export function walletLabel(kind: string): string {
  return WALLET_LABELS[kind] ?? movementTypeLabel(kind.replace(/^merchant_/, ''));
}

export const BalanceParams = z.object({ currency: CurrencyCode });

export const Balance = z
  .object({
    currency: CurrencyCode,
    /** What the merchant can pay out now (minor units). */
    available: z.number().int(),
    /** Collected, not yet settled to available. */
    pending: z.number().int(),
    /** What settles next and when (ISO time; now when already due); null when nothing is pending. */
    nextSettlement: z.object({ amount: z.number().int(), at: z.string() }).nullable(),
    /** The merchant's settlement delay: T+N business days (Africa/Lagos). */
    settlementDelayDays: z.number().int(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof Balance>;

export const MovementDetails = z
  .object({
    ref: z.uuid(),
    type: z.string(),
    typeLabel: z.string(),
    reference: z.string(),
    description: z.string(),
    createdAt: z.string(),
    /** The entry's postings on the merchant's wallets. */
    lines: z.array(
      z.object({
        wallet: z.string(),
        walletLabel: z.string(),
        amount: z.number().int(),
        currency: z.string(),
      }),
    ),
    /** The payment the entry belongs to, when it belongs to one (its details page). */
    transaction: z.object({ id: z.uuid(), reference: z.string() }).nullable(),
  })
  .meta({ id: 'MovementDetails' });
export type MovementDetails = z.infer<typeof MovementDetails>;

/** Not shaped like an id: 404, as another merchant's. */
export const MovementParams = z.object({ ref: line() });

/** A currency code, or `naira` (the spec's "currency or naira") for NGN. */
export const ExportCurrencyParams = z.object({
  currency: z.union([CurrencyCode, z.literal('naira')], { message: 'Unknown currency' }),
});
export const exportCurrency = (c: Currency | 'naira'): Currency => (c === 'naira' ? 'NGN' : c);

export const CurrencyInfo = z.object({
  code: CurrencyCode,
  name: z.string(),
  symbol: z.string(),
  /** Minor-unit digits (2: kobo, cents). */
  exponent: z.number().int(),
});
export const CurrencyList = z.array(CurrencyInfo).meta({ id: 'CurrencyList' });

/** A tier of the settlement fee: `fee` for an amount up to `upTo` (null: any amount above). */
export const SettlementFeeTier = z.object({ upTo: z.number().int().nullable(), fee: z.number().int() });
export const SettlementCharges = z
  .object({
    /** Settling pending to available costs nothing: the pay-in fee was taken with the payment. */
    pendingToAvailable: z.number().int(),
    /** A settlement request (payout) to the bank account, per currency, in minor units. */
    payout: z.array(z.object({ currency: CurrencyCode, tiers: z.array(SettlementFeeTier) })),
    settlementDelayDays: z.number().int(),
  })
  .meta({ id: 'SettlementCharges' });
export type SettlementCharges = z.infer<typeof SettlementCharges>;

/** What a settlement request to the bank costs: the payouts' own fee tiers (payouts.ts). */
export const SETTLEMENT_FEE_TIERS = { NGN: PAYOUT_FEE_TIERS } as const;

/** GET merchant/balances/{currency} (default NGN on the screen). */
export const getBalance = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/balances/{currency}',
  access: needs('balances:read'),
  params: BalanceParams,
  response: Balance,
});

/** GET merchant/balances: the default currency's (NGN), as GET merchant/balances/NGN. */
export const getDefaultBalance = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/balances',
  access: needs('balances:read'),
  response: Balance,
});

/**
 * POST merchant/balances/view-all?page= with filters: the wallets' movements, newest first. Also
 * `after`/`before` (a page's `next`/`previous`) and `asOf`: balance-history.ts.
 */
export const balanceHistory = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/balances/view-all',
  access: needs('balances:read'),
  query: BalanceHistoryQuery,
  body: BalanceHistoryFilters,
  response: BalanceHistory,
});

/** GET merchant/balances/show/{ref}: one movement (its journal entry). */
export const showMovement = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/merchant/balances/show/{ref}',
  access: needs('balances:read'),
  params: MovementParams,
  response: MovementDetails,
});

/** POST merchant/balances/export-csv/{currency or naira} with the list's filters: Balances.csv. */
export const exportBalancesCsv = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/balances/export-csv/{currency}',
  access: needs('balances:read'),
  params: ExportCurrencyParams,
  body: BalanceHistoryFilters,
  file: ['text/csv'],
  response: Empty,
});

/** POST merchant/balances/export-pdf/{currency or naira} with the list's filters: Balances.pdf. */
export const exportBalancesPdf = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/balances/export-pdf/{currency}',
  access: needs('balances:read'),
  params: ExportCurrencyParams,
  body: BalanceHistoryFilters,
  file: ['application/pdf'],
  response: Empty,
});

/** GET currencies: the currencies the platform keeps balances in. */
export const listCurrencies = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/currencies',
  access: sessionAccess,
  response: CurrencyList,
});

/** GET charges/settlement: the settlement fee schedule. */
export const settlementCharges = defineEndpoint({
  method: 'get',
  version: 'v1',
  path: '/charges/settlement',
  // Read on the balances page and in the settings (spec 001 §7 lists it under both).
  access: needsAny('balances:read', 'settings-all:read'),
  response: SettlementCharges,
});

/** Sandbox only (404 in live mode): settle the merchant's pending payments now, due or not. */
export const simulateSettlement = defineEndpoint({
  method: 'post',
  version: 'v1',
  path: '/merchant/balances/simulate-settlement',
  access: needs('balances:create'),
  response: z.object({ settled: z.number().int() }),
  errors: ['NOT_FOUND'],
});
