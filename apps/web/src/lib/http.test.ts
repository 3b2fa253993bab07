/** The error catalogue of spec 000 §8 and the session rules of §4, through the real client. */

import * as auth from '@payrail/contract/routes/auth';
import * as dev from '@payrail/contract/routes/dev';
import * as profile from '@payrail/contract/routes/profile';
import * as team from '@payrail/contract/routes/team';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useSessionStore } from '#stores/session-store.ts';
import { ApiError, errorFromResponse } from './api-error';
import { call, lastApiRequestAt, onForbidden, onSessionEnded } from './http';

/** A body the server would refuse: these tests are about the client, not the contract. */
const loose = (body: unknown) => body as never;

const user = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@x.test',
  roles: [],
  idNumber: 'u1',
  merchantName: 'K',
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const ended = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  onSessionEnded(ended);
  useSessionStore.getState().signIn('tok-123', user);
});
afterEach(() => {
  fetchMock.mockReset();
  ended.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('successful calls', () => {
  test('send the bearer token and JSON, and return the envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'ok', responseBody: { a: 1 } }));
    const before = Date.now();
    const res = await call(auth.login, { body: loose({ email: 'e' }) });
    expect(res).toEqual({ message: 'ok', responseBody: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v2/auth/login');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok-123',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"email":"e"}');
    expect(lastApiRequestAt()).toBeGreaterThanOrEqual(before);
  });

  test('no token, no Authorization header; query strings skip empty values', async () => {
    useSessionStore.getState().clear();
    fetchMock.mockResolvedValueOnce(json(200, { message: 'ok', responseBody: [] }));
    await call(dev.getMailbox, { query: loose({ to: 'a@b.c', page: 2, skip: undefined }) });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/dev/mailbox?to=a%40b.c&page=2');
    expect(init?.headers).not.toHaveProperty('Authorization');
  });
});

describe('error catalogue', () => {
  test('message and code come from the body', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { message: 'Taken', errorCode: 'CONFLICT', errors: { email: ['x'] } }),
    );
    const e = await failure(call(profile.getProfile, {}));
    expect([e.message, e.status, e.code]).toEqual(['Taken', 409, 'CONFLICT']);
    expect(e.fieldErrors).toEqual({ email: ['x'] });
  });

  test('errorMessage is used when message is absent; defaults otherwise', () => {
    expect(errorFromResponse(400, { errorMessage: 'Bad thing' }).message).toBe('Bad thing');
    const e = errorFromResponse(400, {});
    expect([e.message, e.status, e.code]).toEqual(['An error occurred', 400, 'UNKNOWN_ERROR']);
    expect(errorFromResponse(502, '<html>bad gateway</html>').message).toBe('An error occurred');
  });

  test('network failure → Network error occurred / 0 / NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const e = await failure(call(profile.getProfile, {}));
    expect([e.message, e.status, e.code]).toEqual(['Network error occurred', 0, 'NETWORK_ERROR']);
  });

  test('timeout after 60000 ms → Request timed out / 408 / REQUEST_TIMEOUT', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(call(profile.getProfile, {}));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await pending;
    expect([e.message, e.status, e.code]).toEqual(['Request timed out', 408, 'REQUEST_TIMEOUT']);
  });

  test('a 2xx answer that is not JSON → An unexpected error occurred / 500 / UNKNOWN_ERROR', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    const e = await failure(call(profile.getProfile, {}));
    expect([e.message, e.status, e.code]).toEqual(['An unexpected error occurred', 500, 'UNKNOWN_ERROR']);
  });

  test('a body that cannot be encoded → An unexpected error occurred', async () => {
    const e = await failure(call(auth.login, { body: loose({ n: 1n }) }));
    expect([e.message, e.status, e.code]).toEqual(['An unexpected error occurred', 500, 'UNKNOWN_ERROR']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('session rules', () => {
  test.each([401, 405])('%i clears the session and leaves for sign-in', async (status) => {
    fetchMock.mockResolvedValueOnce(
      json(status, { message: 'Your session has expired. Sign in again.', errorCode: 'SESSION_EXPIRED' }),
    );
    const e = await failure(call(profile.getProfile, {}));
    expect(e.status).toBe(status);
    expect(useSessionStore.getState().status).toBe('unauthenticated');
    expect(document.cookie).not.toContain('EST=');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  test("401 'Invalid two factor code' keeps everything in place", async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { message: 'Invalid two factor code', errorCode: 'INVALID_TWO_FACTOR_CODE' }),
    );
    const e = await failure(call(auth.submitTwoFactor, { body: loose({}) }));
    expect(e.message).toBe('Invalid two factor code');
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(ended).not.toHaveBeenCalled();
  });

  test("'Redirect back to Two factor page to enter code' clears the session without leaving", async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        message: 'Redirect back to Two factor page to enter code',
        responseBody: { twoFactorRequired: true, id: 7 },
      }),
    );
    await call(auth.login, { body: loose({}) });
    expect(useSessionStore.getState().status).toBe('unauthenticated');
    expect(ended).not.toHaveBeenCalled();
  });

  test('other failures (403, 422) leave the session alone', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Not authorized', errorCode: 'NOT_AUTHORIZED' }));
    await failure(call(profile.getProfile, {}));
    fetchMock.mockResolvedValueOnce(
      json(422, { message: 'Some fields are not valid', errorCode: 'VALIDATION_ERROR' }),
    );
    await failure(call(profile.getProfile, {}));
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('403', () => {
  test('keeps the session and reports the refused path (the app refetches the access)', async () => {
    const refused = vi.fn();
    onForbidden(refused);
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Not authorized', errorCode: 'NOT_AUTHORIZED' }));
    const e = await failure(call(team.listMembers, {}));
    expect([e.message, e.status, e.code]).toEqual(['Not authorized', 403, 'NOT_AUTHORIZED']);
    expect(refused).toHaveBeenCalledWith('/merchant/team/members');
    expect(useSessionStore.getState().status).toBe('authenticated');
    expect(ended).not.toHaveBeenCalled();
  });
});
