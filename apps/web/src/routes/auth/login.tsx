import { LoginSearch } from '@payrail/contract/search';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { isAuthenticated } from '../../stores/session-store';

export const Route = createFileRoute('/auth/login')({
  validateSearch: LoginSearch,
  beforeLoad: () => {
    if (isAuthenticated()) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
