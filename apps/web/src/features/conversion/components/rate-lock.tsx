/**
 * The live rate and its countdown: the rate applied (exactly the server's), locked until the
 * countdown ends, then a new one is fetched. The countdown is not announced every second (that
 * would drown a screen reader); a new rate is.
 */
import type { ConversionQuote } from '@payrail/contract/conversion';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { clockText, rateText } from '../lib/conversion-text';

type Props = {
  quote: ConversionQuote | undefined;
  secondsLeft: number | undefined;
  status: 'pending' | 'error' | 'success';
  refreshing: boolean;
  error: Error | null;
  onRetry: () => void;
};

export function RateLock({ quote, secondsLeft, status, refreshing, error, onRetry }: Props) {
  if (status === 'error' && !refreshing)
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
        <span>{error?.message ?? 'The rate could not be loaded.'}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  if (!quote || refreshing || secondsLeft === 0)
    return (
      <div className="flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-3 text-sm text-slate-600">
        <Spinner size="sm" label={null} />
        <span role="status">Getting the rate…</span>
      </div>
    );
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Rate:{' '}
        <strong className="text-slate-900">
          1 {quote.from} = {rateText(quote.rate, quote.to)}
        </strong>
      </p>
      <p className="text-sm text-slate-600">
        Locked for{' '}
        <time
          dateTime={`PT${secondsLeft ?? 0}S`}
          data-testid="rate-countdown"
          className="font-mono font-medium tabular-nums text-slate-900"
        >
          {clockText(secondsLeft ?? 0)}
        </time>
      </p>
    </div>
  );
}
