/** Server field errors (spec 000 §5): the first message of each field becomes that field's error. */
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  test('first message per known field; unknown fields go to root.server', () => {
    const setError = vi.fn();
    const error = new ApiError('Some fields are not valid', 422, 'VALIDATION_ERROR', {
      errors: {
        email: ['Enter a valid email address', 'second'],
        password: ['Too common'],
        country: ['Bad'],
      },
    });
    expect(applyServerErrors(error, setError, ['email', 'password'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Enter a valid email address' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too common' }, { shouldFocus: false }],
      ['root.server', { type: 'server', message: 'Bad' }],
    ]);
  });

  test("a server path is renamed to the form's field; one that renames to none goes to root.server", () => {
    const setError = vi.fn();
    const error = new ApiError('Some fields are not valid', 422, 'VALIDATION_ERROR', {
      errors: { 'settlementAccount.bankCode': ['Choose a bank'], 'settlementAccount.x': ['Odd'] },
    });
    const rename = (key: string) => key.replace(/^settlementAccount\./, '');
    expect(applyServerErrors(error, setError, ['bankCode'], rename)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['bankCode', { type: 'server', message: 'Choose a bank' }, { shouldFocus: true }],
      ['root.server', { type: 'server', message: 'Odd' }],
    ]);
  });

  test('errors without a field map are left to the toast', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError('Nope', 401, 'UNAUTHENTICATED'), setError, ['email'])).toBe(false);
    expect(applyServerErrors(new Error('x'), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
