import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import type { ApiError } from '#lib/api-error.ts';

/** Loading and error states of one link's query; a 404 says the link is gone, with a way back. */
export function LinkQueryStatus({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<unknown, ApiError>;
  loadingLabel: string;
  children: ReactNode;
}) {
  if (query.status === 'pending') {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner size="lg" label={loadingLabel} />
      </div>
    );
  }
  if (query.status === 'error') {
    const missing = query.error.status === 404 || query.error.status === 422;
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{missing ? 'This payment link does not exist or was deleted.' : query.error.message}</span>
        {missing ? (
          <Link to="/collections/payment-link" className="font-medium underline">
            Back to payment links
          </Link>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  return <>{children}</>;
}
