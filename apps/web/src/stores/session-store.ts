/**
 * The client session (spec 000 §3–§4): the signed-in user and a status string, persisted under
 * `eas`; the token itself is in the `EST` cookie. Clearing removes the cookie, empties the user
 * and sets the status back to unauthenticated.
 */

import type { SessionUser } from '@payrail/contract/auth';
import { SESSION_STORE_KEY } from '@payrail/contract/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '#lib/session-cookie.ts';

export type SessionStatus = 'authenticated' | 'unauthenticated';

type SessionState = {
  user: SessionUser | null;
  status: SessionStatus;
  signIn: (token: string, user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      status: 'unauthenticated',
      signIn: (token, user) => {
        writeSessionCookie(token);
        set({ user, status: 'authenticated' });
      },
      setUser: (user) => set({ user }),
      clear: () => {
        clearSessionCookie();
        set({ user: null, status: 'unauthenticated' });
      },
    }),
    {
      name: SESSION_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, status }) => ({ user, status }),
    },
  ),
);

export const getSessionToken = (): string | undefined => readSessionCookie();

/** Signed in means both: the stored status says so and the token cookie has not expired. */
export function isAuthenticated(): boolean {
  return useSessionStore.getState().status === 'authenticated' && readSessionCookie() !== undefined;
}

export function clearSession(): void {
  useSessionStore.getState().clear();
}

/** Another tab signed in or out: pick up its state. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORE_KEY) void useSessionStore.persist.rehydrate();
  });
}
