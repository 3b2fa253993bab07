/**
 * GET /api/v1/merchant/team/get-user-access: the signed-in user's roles and permissions.
 *
 * Permission changes must show without signing in again, so unlike the rest of the cache (never
 * stale, spec 000 §9) this answer is kept fresh:
 *   - every navigation revalidates it (loadUserAccess, called by the dashboard layout's
 *     beforeLoad): an answer under 10 s old is used at once and refreshed in the background, an
 *     older one is fetched before the page opens; preloading on hover only reads the cache;
 *   - it refetches whenever the window regains focus;
 *   - any 403 from the API invalidates it (main.tsx).
 * When the answer changes, the dashboard layout re-runs the route guards.
 */
import type { TeamAccess } from '@payrail/contract/account';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { http, responseBody } from '../../../lib/http';
import { teamKeys } from './keys';

export const ACCESS_STALE_MS = 10_000;

export const getUserAccess = () => http.get<TeamAccess>('/merchant/team/get-user-access').then(responseBody);

export const userAccessQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.userAccess(),
    queryFn: getUserAccess,
    staleTime: ACCESS_STALE_MS,
    refetchOnWindowFocus: 'always',
    // A failure shows as the dashboard's error screen, or (401) as the sign-in page's notice.
    meta: { errorToast: false },
  });

/** For beforeLoad: the access to check routes against, revalidated on every real navigation. */
export async function loadUserAccess(queryClient: QueryClient, preload = false): Promise<TeamAccess> {
  const options = userAccessQueryOptions();
  const state = queryClient.getQueryState(options.queryKey);
  const cached = state?.data;
  if (!cached || state.isInvalidated || Date.now() - state.dataUpdatedAt >= ACCESS_STALE_MS) {
    return queryClient.fetchQuery(options);
  }
  // Deduplicated with a fetch already under way; errors surface through the query's state.
  if (!preload) void queryClient.prefetchQuery({ ...options, staleTime: 0 });
  return cached;
}

export const useUserAccess = () => useQuery(userAccessQueryOptions());
