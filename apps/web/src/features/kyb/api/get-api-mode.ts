/**
 * GET /api/health answers the server's mode ('sandbox' or 'live'); the KYB screens show the
 * sandbox review simulator only in sandbox mode. The health check lives outside the versioned
 * bases the API client addresses, so this reads it with fetch directly; a failure means "not
 * known", and the simulator stays hidden.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { kybKeys } from './keys';

export async function getApiMode(): Promise<string | null> {
  const res = await fetch('/api/health', { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const json = (await res.json()) as { responseBody?: { mode?: unknown } };
  return typeof json.responseBody?.mode === 'string' ? json.responseBody.mode : null;
}

export const apiModeQueryOptions = () =>
  queryOptions({ queryKey: [...kybKeys.all, 'api-mode'], queryFn: getApiMode, meta: { errorToast: false } });

export const useIsSandbox = () => useQuery(apiModeQueryOptions()).data === 'sandbox';
