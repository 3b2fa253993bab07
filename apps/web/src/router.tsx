import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { DefaultError } from '#components/errors/default-error.tsx';
import { NotFound } from '#components/errors/not-found.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { routeTree } from './route-tree.gen';

/** `history`: the browser's by default; the build's prerender (scripts/prerender-entry.tsx) passes a memory one. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only call ensureQueryData, so the query cache decides freshness, not the router.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: DefaultError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
