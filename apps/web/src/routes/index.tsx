import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticated } from '../stores/session-store';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: isAuthenticated() ? '/home' : '/auth/login' });
  },
});
