/**
 * The per-link funnel: views → checkouts started → failed → paid. Rates are shares of the step
 * they come from, in whole tenths of a percent; with nothing to divide by there is no rate.
 */
import type { PaymentLinkStats } from '@payrail/contract/payment-links';

/** part / whole as a percentage with one decimal (2 of 3 → 66.7); null when whole is 0. */
export function rate(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

export const formatRate = (r: number | null): string => (r === null ? '—' : `${r}%`);

export type FunnelStep = {
  key: string;
  label: string;
  count: number;
  /** What the step's checkouts asked for or brought in (minor units); views have none. */
  amount: number | null;
  rate: number | null;
  of: string | null;
};

export function funnelSteps(stats: PaymentLinkStats): FunnelStep[] {
  return [
    { key: 'views', label: 'Views', count: stats.views, amount: null, rate: null, of: null },
    {
      key: 'checkouts',
      label: 'Checkouts started',
      count: stats.checkoutsStarted,
      amount: stats.amountStarted,
      rate: rate(stats.checkoutsStarted, stats.views),
      of: 'of views',
    },
    {
      key: 'failed',
      label: 'Failed',
      count: stats.failed,
      amount: stats.amountFailed,
      rate: rate(stats.failed, stats.checkoutsStarted),
      of: 'of checkouts',
    },
    {
      key: 'paid',
      label: 'Paid',
      count: stats.paid,
      amount: stats.amountPaid,
      rate: rate(stats.paid, stats.checkoutsStarted),
      of: 'of checkouts',
    },
  ];
}

/** Views that ended in a payment. */
export const conversion = (stats: PaymentLinkStats): number | null => rate(stats.paid, stats.views);

/** Failure reasons, most frequent first ('card_declined' → 'Card declined'). */
export function failureReasons(stats: PaymentLinkStats): { reason: string; count: number }[] {
  return Object.entries(stats.failedByReason)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => {
      const text = reason.replace(/[_-]+/g, ' ').trim();
      return { reason: text.charAt(0).toUpperCase() + text.slice(1), count };
    });
}
