import { getUserAccess } from '@payrail/contract/routes/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onForbidden, onSessionEnded } from '#lib/http.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { isPublicPath } from '#lib/safe-redirect.ts';
import { userAccessKey } from '#lib/user-access.ts';
import { takeOver } from './prerendered.ts';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A 401/405 has cleared the session: back to sign-in, returning here afterwards.
onSessionEnded(() => {
  const { pathname, href } = router.state.location;
  if (pathname === '/auth/login') return;
  const search = isPublicPath(pathname) ? {} : { reason: 'unauthorized' as const, redirect: href };
  void router.navigate({ to: '/auth/login', search });
});

// A 403: the user's permissions changed under them. Refetch their access; the navigation and the
// route guards follow it (lib/use-recheck-guards.ts).
onForbidden((path) => {
  if (path !== getUserAccess.path) void queryClient.invalidateQueries({ queryKey: userAccessKey });
});

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;
if (container.hasAttribute('data-prerendered')) {
  // The HTML already shows this page (the build's prerender, scripts/prerender-plugin.ts): render
  // the app off-screen and swap it in once its route has rendered, never showing a spinner or an
  // empty page in between.
  const fresh = document.createElement('div');
  fresh.id = 'root';
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    stopRendered();
    stopResolved();
    takeOver(container, fresh);
  };
  const stopRendered = router.subscribe('onRendered', swap);
  // A safety net, should a load end without a render event: the app must not stay hidden behind
  // a form that cannot submit.
  const stopResolved = router.subscribe('onResolved', () => setTimeout(swap, 1000));
  createRoot(fresh).render(app);
} else {
  createRoot(container).render(app);
}
