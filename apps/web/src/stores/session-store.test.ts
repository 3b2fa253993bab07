/** The session (spec 000 §3–§4, §9): persisted under `eas`, token in the `EST` cookie. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '#lib/session-cookie.ts';
import { clearSession, getSessionToken, isAuthenticated, useSessionStore } from './session-store';

const user = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@kitchen.test',
  roles: ['Owner'],
  idNumber: 'usr_1',
  merchantName: "Ada's Kitchen",
};

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('session store', () => {
  test('starts unauthenticated', () => {
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'unauthenticated' });
    expect(isAuthenticated()).toBe(false);
  });

  test('signing in writes the EST cookie and persists user and status under "eas"', () => {
    useSessionStore.getState().signIn('token-abc', user);
    expect(readSessionCookie()).toBe('token-abc');
    expect(getSessionToken()).toBe('token-abc');
    expect(isAuthenticated()).toBe(true);
    const stored = JSON.parse(localStorage.getItem('eas') ?? 'null');
    expect(stored.state).toEqual({ user, status: 'authenticated' });
    expect(JSON.stringify(stored)).not.toContain('token-abc');
  });

  test('the cookie lasts 5 days, is SameSite=Strict, Path=/ and Secure in a secure context', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => writes.push(v));
    const now = Date.UTC(2026, 0, 1);
    const expires = new Date(now + 5 * 24 * 60 * 60 * 1000).toUTCString();
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    writeSessionCookie('t', now);
    expect(writes[0]).toBe(`EST=t; Expires=${expires}; Path=/; SameSite=Strict; Secure`);
    // Plain http on a non-local host: a Secure cookie would be dropped, so it is left off.
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    writeSessionCookie('t', now);
    expect(writes[1]).toBe(`EST=t; Expires=${expires}; Path=/; SameSite=Strict`);
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  test('clearing removes the cookie, empties the user and sets status unauthenticated', () => {
    useSessionStore.getState().signIn('token-abc', user);
    clearSession();
    expect(readSessionCookie()).toBeUndefined();
    expect(document.cookie).not.toContain('EST=token-abc');
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'unauthenticated' });
    expect(JSON.parse(localStorage.getItem('eas') ?? 'null').state).toEqual({
      user: null,
      status: 'unauthenticated',
    });
  });

  test('a stored status without its cookie (expired after 5 days) is not a session', () => {
    useSessionStore.getState().signIn('token-abc', user);
    clearSessionCookie(); // what the browser does when Expires passes
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(isAuthenticated()).toBe(false);
  });
});
