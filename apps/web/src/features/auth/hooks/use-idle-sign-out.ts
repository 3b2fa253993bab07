/**
 * Signs the user out after 5 minutes without activity (spec 000 §4) and keeps the server session
 * alive while they are active but the app makes no calls (see lib/idle-timer.ts). The sign-in page
 * is told where the user was (`redirect`), so signing in again returns there (lib/safe-redirect.ts
 * decides what may be returned to).
 */
import { SESSION_IDLE_MS } from '@payrail/contract/constants';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { lastApiRequestAt } from '#lib/http.ts';
import { startIdleTimer } from '#lib/idle-timer.ts';
import { clearSession } from '#stores/session-store.ts';
import { pingSession } from '../api/session';

/** At most one keep-alive call a minute, well inside the server's 5-minute idle expiry. */
export const SESSION_PING_INTERVAL_MS = 60_000;

export function useIdleSignOut(): void {
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(
    () =>
      startIdleTimer({
        timeoutMs: SESSION_IDLE_MS,
        pingIntervalMs: SESSION_PING_INTERVAL_MS,
        lastRequestAt: lastApiRequestAt,
        onPing: () => void pingSession(),
        onIdle: () => {
          const redirect = router.state.location.href;
          clearSession();
          void navigate({ to: '/auth/login', search: { reason: 'idle', redirect } });
        },
      }),
    [navigate, router],
  );
}
