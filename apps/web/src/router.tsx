import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { DefaultError } from '#components/errors/default-error.tsx';
import { NotFound } from '#components/errors/not-found.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { routeTree } from './route-tree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
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
