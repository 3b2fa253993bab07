import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

type ListStatusProps = {
  status: 'pending' | 'error' | 'success';
  error?: Error | null;
  onRetry?: () => void;
  isEmpty: boolean;
  empty: ReactNode;
  /** What is loading, for screen readers ('Loading members'). */
  loadingLabel: string;
  children: ReactNode;
};

/** The loading, error and empty states every list has, around the list itself. */
export function ListStatus({
  status,
  error,
  onRetry,
  isEmpty,
  empty,
  loadingLabel,
  children,
}: ListStatusProps) {
  if (status === 'pending') {
    return (
      <div className="flex justify-center py-12 text-brand-700">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{error?.message ?? 'An error occurred'}</span>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
        {empty}
      </div>
    );
  }
  return <>{children}</>;
}
