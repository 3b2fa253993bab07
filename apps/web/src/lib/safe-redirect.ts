/**
 * Where to go after signing in: the `redirect` search param when it is a same-origin relative
 * path (never another site, never back into /auth), otherwise '/', which opens the first area the
 * user may use (/home when they may read the dashboard metrics).
 */
export const HOME_PATH = '/';

export function safeRedirect(
  target: string | undefined | null,
  origin: string = window.location.origin,
): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin || url.pathname === '/' || url.pathname.startsWith('/auth')) return HOME_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return HOME_PATH;
  }
}

/** Paths that need no session (spec 000 §2), plus the local dev mailbox. */
const PUBLIC_PREFIXES = ['/auth', '/link', '/payment-links', '/dev/mailbox'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
