/**
 * The access rule (spec 000 §2): every path except /auth/*, /link/* and /payment-links/* (and the
 * local dev mailbox) needs a session; a visitor without one goes to /auth/login with `redirect`
 * holding where they were going.
 */
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { clearSession, isAuthenticated, useSessionStore } from '#stores/session-store.ts';
import { isPublicPath } from './safe-redirect';

export function requireSession(location: ParsedLocation): void {
  if (isPublicPath(location.pathname) || isAuthenticated()) return;
  // The stored status outlived its cookie (5 days): make the store agree before leaving.
  if (useSessionStore.getState().status === 'authenticated') clearSession();
  throw redirect({
    to: '/auth/login',
    search: location.pathname === '/' ? {} : { redirect: location.href },
  });
}
