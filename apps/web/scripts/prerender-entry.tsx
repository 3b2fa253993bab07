/**
 * The build's prerender (vite.config.ts, `prerenderPlugin`): renders a public route of the real
 * app to HTML, in Node, with the same router and components the browser runs. The browser paints
 * that HTML as soon as the document and the stylesheet arrive, before any JavaScript; main.tsx
 * then renders the same page over it (see there). `renderShell` renders a signed-in route's shell:
 * the dashboard frame with nobody signed in (app/shell/dashboard-shell.tsx), no router, no data.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DashboardShell } from '#app/shell/dashboard-shell.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { createAppRouter } from '#src/router.tsx';

export async function render(url: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const SHELLS: Record<string, () => ReactNode> = { '/home': () => <DashboardShell /> };

export function renderShell(route: string): string {
  const shell = SHELLS[route];
  if (!shell) throw new Error(`prerender: no shell for ${route}`);
  return renderToString(<QueryClientProvider client={createQueryClient()}>{shell()}</QueryClientProvider>);
}
