import {
  CONVERSION_MAX,
  CONVERSION_MIN,
  CONVERSION_TARGET,
  type ConversionSource,
} from '@payrail/contract/conversion';
import { parseMajor } from '@payrail/contract/money';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useConversionQuote } from '../api/get-conversion-rate';
import { useMakeConversion } from '../api/make-conversion';
import { received } from '../lib/conversion-text';
import { useSecondsLeft } from '../lib/use-seconds-left';
import { RateLock } from './rate-lock';

type Fields = { amount: string; pin: string };

/** Refusals that mean "this rate is gone": the dialog fetches a new one. */
const QUOTE_GONE = new Set(['CONVERSION_QUOTE_EXPIRED', 'CONVERSION_QUOTE_USED', 'NOT_FOUND']);

/**
 * Converting into NGN: the amount in the source currency, the live rate (the rate applied) with its
 * countdown, the NGN that arrives, and the PIN. When the countdown ends a new rate is fetched, and
 * what arrives is recomputed from it. One Idempotency-Key per opening: a double submit, or a retry
 * after a lost answer, converts once. Refusals show on their field (amount, PIN) or above the buttons.
 */
export function ConvertDialog({ from = 'USD', onClose }: { from?: ConversionSource; onClose: () => void }) {
  const to = CONVERSION_TARGET;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const quote = useConversionQuote(from);
  const convert = useMakeConversion();
  const form = useForm<Fields>({ defaultValues: { amount: '', pin: '' } });
  const left = useSecondsLeft(quote.data?.expiresInSeconds, quote.dataUpdatedAt);
  const { refetch, isFetching } = quote;

  // The lock ended: ask for a new rate (once; the new quote restarts the countdown).
  useEffect(() => {
    if (left === 0 && !isFetching) void refetch();
  }, [left, isFetching, refetch]);

  const live = quote.data && left !== undefined && left > 0 && !isFetching ? quote.data : undefined;
  const gets = live ? received(form.watch('amount'), from, to, live.rate) : undefined;

  const submit = form.handleSubmit(async ({ amount, pin }) => {
    const value = parseMajor(amount, from);
    if (value === undefined || value < BigInt(CONVERSION_MIN) || value > BigInt(CONVERSION_MAX)) {
      form.setError('amount', {
        message: `Enter an amount from ${formatMinor(CONVERSION_MIN, from)} to ${formatMinor(CONVERSION_MAX, from)}, like 100.00`,
      });
      return;
    }
    if (!/^\d{4}$/.test(pin)) {
      form.setError('pin', { message: 'Your PIN must be 4 digits' });
      return;
    }
    if (!live) {
      form.setError('root.server', { message: 'Wait for the new rate, then convert.' });
      return;
    }
    try {
      await convert.mutateAsync({
        body: { amount: Number(value), from, quoteId: live.quoteId, pin },
        idempotencyKey,
      });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && QUOTE_GONE.has(e.code)) {
        form.setError('root.server', {
          message: `${e.message} A new rate is shown: check it and convert again.`,
        });
        void refetch();
      } else if (!applyServerErrors(e, form.setError, ['amount', 'pin']))
        form.setError('root.server', {
          message: e instanceof Error ? e.message : 'The conversion was not made',
        });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Convert ${from} to ${to}`}
      description={`From your ${from} balance into your ${to} balance, at the rate shown.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label={`Amount (${from})`} error={form.formState.errors.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="100.00" {...form.register('amount')} />
        </FormField>
        <RateLock
          quote={quote.data}
          secondsLeft={left}
          status={quote.status}
          refreshing={isFetching}
          error={quote.error}
          onRetry={() => void refetch()}
        />
        <p className="text-sm text-slate-700" aria-live="polite">
          You receive{' '}
          <strong className="text-slate-900" data-testid="conversion-receives">
            {gets !== undefined ? formatMinor(Number(gets), to) : '—'}
          </strong>
        </p>
        <PinSubmit
          pin={form.register('pin')}
          pinError={form.formState.errors.pin?.message}
          serverError={form.formState.errors.root?.server?.message}
          submitLabel="Convert"
          pending={convert.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
