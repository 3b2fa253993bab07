/**
 * Spec 000 §8: '2FA enabled successfully' on success; a 2FA toggle error shows the first message
 * of the `two_factor_code` error (the query client reads `meta.errorField`), else the message.
 */
import { MutationObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { notify } from '#lib/notify.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { TWO_FACTOR_ENABLED } from './enable-two-factor';
import { CODE_FIELD } from './keys';

vi.mock('#lib/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), loading: vi.fn() } }));

const run = (mutationFn: () => Promise<unknown>) =>
  new MutationObserver(createQueryClient(), {
    mutationFn,
    meta: { successToast: TWO_FACTOR_ENABLED, errorField: CODE_FIELD },
  })
    .mutate()
    .catch(() => undefined);

describe('two-factor toggle toasts', () => {
  beforeEach(() => vi.clearAllMocks());

  test('success toasts the spec text', async () => {
    await run(async () => ({ message: 'ok', responseBody: { enabled: true, recoveryCodes: [] } }));
    expect(notify.success).toHaveBeenCalledWith('2FA enabled successfully');
  });

  test('a refusal toasts the first message of two_factor_code, not the general message', async () => {
    await run(async () => {
      throw new ApiError('Some fields are not valid', 422, 'VALIDATION_ERROR', {
        errors: { two_factor_code: ['Enter the 6-digit code', 'second'] },
      });
    });
    expect(notify.error).toHaveBeenCalledWith('Enter the 6-digit code');
  });

  test('without that field error the message is toasted', async () => {
    await run(async () => {
      throw new ApiError('Too many attempts. Try again later.', 429, 'RATE_LIMITED', {});
    });
    expect(notify.error).toHaveBeenCalledWith('Too many attempts. Try again later.');
  });
});
