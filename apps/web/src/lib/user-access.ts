/**
 * account.getUserAccess: the signed-in user's roles and permissions, which every permission check
 * of the app reads (lib/permissions.ts, use-permissions.ts, route guards).
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
import * as account from '@payrail/contract/routes/account';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from './http';

export const ACCESS_STALE_MS = 10_000;

/** Its query key: under the team area's keys, which never invalidate it as a whole. */
export const userAccessKey = ['team', 'user-access'] as const;

export const getUserAccess = () => call(account.getUserAccess, {}).then(responseBody);

export const userAccessQueryOptions = () =>
  queryOptions({
    queryKey: userAccessKey,
    queryFn: getUserAccess,
    staleTime: ACCESS_STALE_MS,
    refetchOnWindowFocus: 'always',
    // A failure shows as the dashboard's error screen, or (401) as the sign-in page's notice.
    meta: { errorToast: false },
  });

/** For beforeLoad: the access to check routes against, revalidated on every real navigation. */
export async function loadUserAccess(queryClient: QueryClient, preload = false): Promise<account.TeamAccess> {
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
