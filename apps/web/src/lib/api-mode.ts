/**
 * GET /api/health answers the server's mode ('sandbox' or 'live'). The dashboard's header shows a
 * "Sandbox" badge on every screen in sandbox mode, and the KYB screens show the sandbox review
 * simulator only then. The health check lives outside the versioned bases the API client
 * addresses, so this reads it with fetch directly; a failure means "not known": no badge, no
 * simulator.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getApiMode(): Promise<string | null> {
  const res = await fetch('/api/health', { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const json = (await res.json()) as { responseBody?: { mode?: unknown } };
  return typeof json.responseBody?.mode === 'string' ? json.responseBody.mode : null;
}

/** The mode does not change while the server runs: fetched once. */
export const apiModeQueryOptions = () =>
  queryOptions({
    queryKey: ['api-mode'],
    queryFn: getApiMode,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });

export const useIsSandbox = () => useQuery(apiModeQueryOptions()).data === 'sandbox';
