/**
 * What the pay page renders from. The server builds it (apps/api/src/modules/pay-pages), renders
 * it to HTML and writes it into `<script type="application/json" id="pay-state">`; the client
 * entry (apps/web/src/pay/client-entry.ts) reads the same object back and hydrates, so the first paint never waits for JavaScript.
 * Type-only imports from the contract: the pay bundle carries no zod.
 */
import type { CheckoutState, PublicLinkView } from '@payrail/contract/checkout';

export type FieldErrors = Record<string, string[]>;

/** How the page's address names its link: /payment-links/{ref} or /link/{slug}. */
export type LinkSelector = { ref: string } | { slug: string };

export type LinkPageState = {
  kind: 'link';
  view: PublicLinkView;
  /** The checkout under way or finished (after a POST, or `?checkout=` on reload). */
  checkout: CheckoutState | null;
  /** What the customer typed, to fill the form again after a refused no-JS POST (never card data). */
  values: Record<string, string>;
  errors: FieldErrors;
  formError: string | null;
  /** Sent with the next start (no-JS: a hidden field); a fresh one per attempt. */
  idempotencyKey: string;
  /** Server time (ms) of the render, so a countdown hydrates to the same text. */
  now: number;
  /** The page's own URL (/payment-links/{ref} or /link/{slug}): forms post here. */
  pageUrl: string;
  /** The link as the page's address names it: the hydrated page starts checkout by the same. */
  link: LinkSelector;
  /**
   * A payment initialized through the public API (`/checkout/{access_code}`): once paid in full,
   * the customer goes straight on to the merchant's callback address, as Paystack sends them.
   */
  returnOnSuccess?: boolean;
};

export type MissingPageState = { kind: 'not_found'; message: string; now: number };

export type PayState = LinkPageState | MissingPageState;

export const PAY_STATE_ID = 'pay-state';

export const UNAVAILABLE_TEXT = {
  inactive: 'This payment link is inactive and cannot take payments.',
  expired: 'This payment link has expired and cannot take payments.',
  used_up: 'This payment link has reached its usage limit and cannot take more payments.',
} as const;

/** Sandbox transfer simulation: what "under" and "over" send for a total (minor units). */
export function simulatedAmount(kind: string, total: number): number | undefined {
  const tenth = Math.max(1, Math.round(total / 10));
  if (kind === 'under') return Math.max(1, total - tenth);
  if (kind === 'over') return total + tenth;
  return undefined;
}

/**
 * A payment is awaited: a transfer or USSD code, or a card the processor approved but whose record
 * the reconcile job is still finishing (status pending). The page ticks and polls, so it hydrates
 * at once and turns to the outcome without a reload.
 */
export const waitingForPayment = (c: CheckoutState | null) =>
  !!c && (c.status === 'awaiting_transfer' || (c.status === 'pending' && (!!c.ussd || c.channel === 'card')));

/** The heading of the screen a checkout shows (pay-app.ts picks the screen by the same rules). */
function stepTitle(c: CheckoutState): string {
  if (c.status === 'success' && c.receipt) return 'Payment successful';
  if (c.status === 'underpaid' && c.receipt) return 'Part payment received';
  if (c.status === 'failed' && c.channel === 'bank_transfer' && c.amountRefunded > 0)
    return 'Your transfer is being returned';
  if (c.status === 'failed' || c.status === 'success' || c.status === 'underpaid') return 'Payment failed';
  if (c.status === 'otp_required') return 'Enter your OTP';
  if (c.status === 'awaiting_transfer' && c.transfer) return 'Transfer to this account';
  if (c.ussd && c.status === 'pending') return 'Pay with USSD';
  return 'Payment is being processed';
}

/**
 * The document's title: the screen, then the link ("Payment failed · Hamper"), and "Error: " first
 * while the page shows refused input. It is the first thing a screen reader says of a page that
 * the server answered (no JavaScript), so it says what happened; the hydrated page keeps it in step.
 */
export function pageTitle(s: PayState): string {
  if (s.kind !== 'link') return 'Payment link not found';
  const title = s.checkout ? `${stepTitle(s.checkout)} · ${s.view.name}` : s.view.name;
  return s.formError ? `Error: ${title}` : title;
}
