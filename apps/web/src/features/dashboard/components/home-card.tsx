/**
 * A home card: its heading, a picker beside it (a currency, a year), and its body in one of the
 * states every query has: loading, error (with Try again), empty (what to do first) or the figures.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Select } from '#components/ui/select.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { cn } from '#lib/cn.ts';

export type Picker<T extends string | number> = {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
};

type HomeCardProps<D, T extends string | number> = {
  title: string;
  picker?: Picker<T>;
  query: UseQueryResult<D>;
  loadingLabel: string;
  /**
   * What shows while loading, in place of a spinner: the card's own layout with its labels and
   * blanks where the figures go, so the figures fill in without moving anything below.
   */
  placeholder?: ReactNode;
  isEmpty?: (data: D) => boolean;
  empty?: ReactNode;
  children: (data: D) => ReactNode;
  className?: string;
};

export function HomeCard<D, T extends string | number>(props: HomeCardProps<D, T>) {
  const { title, picker, query, loadingLabel, placeholder, isEmpty, empty, children, className } = props;
  const headingId = useId();
  const pickerId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {picker ? (
          <div className="flex items-center gap-2">
            <label htmlFor={pickerId} className="text-sm text-slate-600">
              {picker.label}
            </label>
            <Select
              id={pickerId}
              className="h-9 w-auto"
              value={String(picker.value)}
              onChange={(e) => {
                const chosen = picker.options.find((o) => String(o) === e.target.value);
                if (chosen !== undefined) picker.onChange(chosen);
              }}
            >
              {picker.options.map((o) => (
                <option key={o} value={String(o)}>
                  {o}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
      <div className={cn('mt-4', query.isPlaceholderData && 'opacity-60')}>
        {query.status === 'pending' ? (
          placeholder ? (
            <div aria-busy="true">
              <span role="status" className="sr-only">
                {loadingLabel}
              </span>
              {placeholder}
            </div>
          ) : (
            <div className="flex justify-center py-8 text-brand-700">
              <Spinner label={loadingLabel} />
            </div>
          )
        ) : query.status === 'error' ? (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{query.error?.message ?? 'An error occurred'}</span>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : isEmpty?.(query.data) && empty ? (
          <div className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
            {empty}
          </div>
        ) : (
          children(query.data)
        )}
      </div>
    </section>
  );
}
