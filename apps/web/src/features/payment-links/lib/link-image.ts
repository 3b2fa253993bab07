/** What the browser can check of a link image before sending it (the server checks the bytes). */
import {
  LINK_IMAGE_MAX_BYTES,
  LINK_IMAGE_MAX_PIXELS,
  LINK_IMAGE_TYPES,
} from '@payrail/contract/payment-links';
import { ApiError } from '#lib/api-error.ts';

export const LINK_IMAGE_HINT = `PNG, JPEG or WebP, up to ${LINK_IMAGE_MAX_BYTES / (1024 * 1024)} MB and ${LINK_IMAGE_MAX_PIXELS} × ${LINK_IMAGE_MAX_PIXELS} pixels. Shown at the top of the pay page.`;

export function imageProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(LINK_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'The file must be a PNG, JPEG or WebP image.';
  if (file.size > LINK_IMAGE_MAX_BYTES) return 'The image must be at most 1 MB.';
  return undefined;
}

/** The server's reason for refusing an upload: its error on `file`, or its message. */
export const uploadProblem = (error: unknown): string =>
  error instanceof ApiError
    ? (error.fieldErrors?.file?.[0] ?? error.message)
    : 'The image could not be uploaded.';
