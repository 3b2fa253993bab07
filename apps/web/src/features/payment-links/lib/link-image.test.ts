import { describe, expect, test } from 'vitest';
import { ApiError } from '#lib/api-error.ts';
import { imageProblem, uploadProblem } from './link-image';

describe('a link image chosen in the browser', () => {
  test('PNG, JPEG or WebP up to 1 MB pass; anything else says why', () => {
    expect(imageProblem({ type: 'image/png', size: 1024 * 1024 })).toBeUndefined();
    expect(imageProblem({ type: 'image/webp', size: 10 })).toBeUndefined();
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'The file must be a PNG, JPEG or WebP image.',
    );
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe(
      'The file must be a PNG, JPEG or WebP image.',
    );
    expect(imageProblem({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toBe(
      'The image must be at most 1 MB.',
    );
  });

  test('the server’s refusal: its error on the file, else its message', () => {
    const refused = new ApiError('Some fields are not valid', 422, 'VALIDATION_ERROR', {
      errors: { file: ['The image must be at most 2048×2048 pixels.'] },
    });
    expect(uploadProblem(refused)).toBe('The image must be at most 2048×2048 pixels.');
    expect(uploadProblem(new ApiError('Payment link not found', 404, 'NOT_FOUND'))).toBe(
      'Payment link not found',
    );
  });
});
