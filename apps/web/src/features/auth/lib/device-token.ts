/**
 * The device token a successful sign-in answers: kept in this browser (localStorage, not a cookie:
 * it is sent only in the sign-in body) and sent with the next sign-in, so a stranger's wrong
 * passwords never lock this browser out (docs/SECURITY.md, Sign-in).
 */
const KEY = 'payrail-device';

export function readDeviceToken(): string | undefined {
  try {
    const token = localStorage.getItem(KEY);
    return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

export function keepDeviceToken(token: string | undefined): void {
  if (!token) return;
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the browser is simply not remembered.
  }
}
