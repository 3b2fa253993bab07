import { LoginSearch } from '@payrail/contract/search';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { isAuthenticated } from '../../stores/session-store';

export const Route = createFileRoute('/auth/login')({
  validateSearch: LoginSearch,
  beforeLoad: ({ context, preload }) => {
    if (isAuthenticated()) throw redirect({ to: '/home' });
    // Entering the sign-in page drops every cached answer of the previous session.
    if (!preload) context.queryClient.clear();
  },
  component: LoginPage,
});
