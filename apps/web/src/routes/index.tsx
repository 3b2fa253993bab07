import { createFileRoute, redirect } from '@tanstack/react-router';
import { landing } from '#lib/areas.ts';
import { loadUserAccess } from '#lib/user-access.ts';
import { isAuthenticated } from '#stores/session-store.ts';

/**
 * '/': signed out → sign-in; signed in → the first area the user may use (/home when they may
 * read the dashboard metrics). Signing in without a `redirect` comes here.
 */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context, preload }) => {
    if (!isAuthenticated()) throw redirect({ to: '/auth/login' });
    const { to, search } = landing(await loadUserAccess(context.queryClient, preload));
    throw redirect({ to, search: search ?? {}, replace: true });
  },
});
