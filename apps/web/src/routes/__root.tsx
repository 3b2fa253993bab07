import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFound } from '#components/errors/not-found.tsx';
import { requireSession } from '#lib/session-guard.ts';

export type RouterContext = { queryClient: QueryClient };

const AppToaster = lazy(() => import('#components/app-toaster.tsx'));

export const Route = createRootRouteWithContext<RouterContext>()({
  // Also guards paths no route knows, so a signed-out visitor never learns what exists.
  beforeLoad: ({ location }) => requireSession(location),
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}
