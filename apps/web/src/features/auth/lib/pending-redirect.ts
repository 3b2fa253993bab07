/**
 * The `redirect` of /auth/login has to survive the two-factor step, whose URL carries only the
 * challenge id: it waits in sessionStorage (this tab only) until sign-in completes.
 */
import { safeRedirect } from '#lib/safe-redirect.ts';

const KEY = 'payrail.redirect';

export function rememberRedirect(target: string | undefined): void {
  if (target) sessionStorage.setItem(KEY, target);
  else sessionStorage.removeItem(KEY);
}

/** Where to go after sign-in, read once. */
export function takeRedirect(): string {
  const target = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return safeRedirect(target);
}
