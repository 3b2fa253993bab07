/**
 * The session token lives in the `EST` cookie (spec 000 §9): 5 days, SameSite=Strict, Secure.
 * Secure is set whenever the page is a secure context (https, or http on localhost, where
 * browsers accept Secure cookies); on plain http elsewhere the browser would drop a Secure
 * cookie and nobody could sign in, so there it is left off. The API reads the token from the
 * Authorization header, never from the cookie.
 */
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '@payrail/contract/constants';

function attributes(expires: Date): string {
  const secure = typeof window !== 'undefined' && window.isSecureContext ? '; Secure' : '';
  return `; Expires=${expires.toUTCString()}; Path=/; SameSite=Strict${secure}`;
}

export function writeSessionCookie(token: string, now: number = Date.now()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous on purpose; the Cookie Store API is not in every browser we serve
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(token)}${attributes(new Date(now + SESSION_ABSOLUTE_MS))}`;
}

export function clearSessionCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeSessionCookie
  document.cookie = `${SESSION_COOKIE}=${attributes(new Date(0))}`;
}

export function readSessionCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
