/**
 * auth.session: the signed-in user. The idle timer calls it while the user is active
 * but the app makes no other calls, so the server's 5-minute idle expiry does not end a session
 * the user is still working in. Failures are handled by the HTTP layer (401 → sign-in page).
 */
import * as auth from '@payrail/contract/routes/auth';
import { call } from '#lib/http.ts';
import { useSessionStore } from '#stores/session-store.ts';

export async function pingSession(): Promise<void> {
  try {
    const { responseBody } = await call(auth.session, {});
    useSessionStore.getState().setUser(responseBody);
  } catch {
    // A 401 already cleared the session; a network blip is retried by the next ping.
  }
}
