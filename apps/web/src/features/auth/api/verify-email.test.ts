/** The catalogue's email-verification row (spec 000 §8). */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { verifyEmail } from './verify-email';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

async function failure(token: string | undefined): Promise<ApiError> {
  const error = await verifyEmail(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('verifyEmail', () => {
  test('calls GET /api/v2/registration-validation/{token} and returns the payload', async () => {
    const fetchMock = answer(200, {
      message: 'Email successfully verified',
      responseBody: { email: 'a@b.co' },
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await verifyEmail('tok_abcdefghij')).toEqual({ email: 'a@b.co' });
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/v2/registration-validation/tok_abcdefghij',
      expect.anything(),
    ]);
  });

  test("the server's message, 400, VERIFICATION_FAILED", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        message: 'This verification link is invalid or has expired',
        errorCode: 'VERIFICATION_FAILED',
      }),
    );
    const e = await failure('tok_abcdefghij');
    expect([e.message, e.status, e.code]).toEqual([
      'This verification link is invalid or has expired',
      400,
      'VERIFICATION_FAILED',
    ]);
  });

  test("no message → 'Unable to verify email', 400, UNKNOWN_ERROR", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const e = await failure('tok_abcdefghij');
    expect([e.message, e.status, e.code]).toEqual(['Unable to verify email', 400, 'UNKNOWN_ERROR']);
  });

  test('no token in the link → the same failure, without a call', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const e = await failure(undefined);
    expect(e.message).toBe('Unable to verify email');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
