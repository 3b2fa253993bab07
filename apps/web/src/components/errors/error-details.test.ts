import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '#lib/api-error.ts';
import { errorDetails } from './error-details';

test('an API error: its message and its catalogue code', () => {
  expect(errorDetails(new ApiError('Payment link not found', 404, 'NOT_FOUND'))).toEqual({
    message: 'Payment link not found',
    code: 'NOT_FOUND',
  });
});

test('a failed check: its messages, not the JSON of its issues', () => {
  const result = z.object({ ref: z.string() }).safeParse({ ref: 1 });
  const details = errorDetails(result.error);
  expect(details.code).toBe('VALIDATION_ERROR');
  expect(details.message).not.toMatch(/[[{"]/);
  expect(details.message.length).toBeGreaterThan(0);
  expect(errorDetails(new Error('[{"code":"custom","path":["ref"],"message":"Not a reference"}]'))).toEqual({
    message: 'Not a reference',
    code: 'VALIDATION_ERROR',
  });
});

test('anything else: its message and its name', () => {
  expect(errorDetails(new TypeError('x is not a function'))).toEqual({
    message: 'x is not a function',
    code: 'TypeError',
  });
  expect(errorDetails('boom')).toEqual({ message: 'An unexpected error occurred', code: 'UNKNOWN_ERROR' });
});
