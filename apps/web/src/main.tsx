import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionEnded } from './lib/http';
import { createQueryClient } from './lib/query-client';
import { isPublicPath } from './lib/safe-redirect';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
