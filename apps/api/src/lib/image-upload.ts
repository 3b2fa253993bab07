/**
 * Checking an uploaded image (profile pictures; payment-link images may reuse it).
 *
 * Only PNG, JPEG and WebP are taken, and the type is read from the bytes (`file-type`), never from
 * the file name or the declared content type: a renamed executable or an SVG (which can carry
 * script) is refused. Dimensions come from the header (`image-size`) and are capped. A file cut
 * short is refused too: a PNG must walk chunk by chunk (each CRC right) to IEND at the very end,
 * a JPEG must end with its EOI marker (FF D9), and a WebP's RIFF size must match the bytes received.
 *
 * The body may be the raw file (any content type but multipart) or multipart/form-data with the
 * file in the field `file`. Failures: 413 (too many bytes) or 422 with a field error on `file`.
 */
import { crc32 } from 'node:zlib';
import { ErrorCode } from '@payrail/contract/errors';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { imageSize } from 'image-size';
import { AppError, validation } from './errors.ts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageLimits = {
  maxBytes: number;
  maxWidth: number;
  maxHeight: number;
  types: readonly ImageType[];
};

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxBytes: 2 * 1024 * 1024,
  maxWidth: 4096,
  maxHeight: 4096,
  types: IMAGE_TYPES,
};

export type CheckedImage = { bytes: Uint8Array; contentType: ImageType; width: number; height: number };

const NAMES: Record<ImageType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

const fileError = (message: string) => validation({ file: [message] }, message);

export const tooLarge = (maxBytes: number) =>
  new AppError(ErrorCode.PAYLOAD_TOO_LARGE, `The image must be at most ${formatBytes(maxBytes)}.`, {
    errors: { file: [`The image must be at most ${formatBytes(maxBytes)}.`] },
  });

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${+(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`;
}

function acceptedList(types: readonly ImageType[]): string {
  const names = types.map((t) => NAMES[t]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/**
 * Walks the PNG's chunks: each must fit in the bytes and match its CRC, and the last must be
 * IEND, ending the file.
 */
function pngComplete(b: Uint8Array): boolean {
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    const end = at + 12 + length;
    if (end > b.length) return false;
    if (crc32(b.subarray(at + 4, end - 4)) !== u32be(b, end - 4)) return false;
    if (type === 'IEND') return end === b.length;
    at = end;
  }
  return false;
}

const jpegComplete = (b: Uint8Array) => b.length >= 4 && b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;

/** RIFF size counts the bytes after its first 8; a chunk of odd size may be padded by one byte. */
function webpComplete(b: Uint8Array): boolean {
  if (b.length < 12) return false;
  const declared = u32le(b, 4) + 8;
  return declared === b.length || declared + 1 === b.length;
}

const complete: Record<ImageType, (b: Uint8Array) => boolean> = {
  'image/png': pngComplete,
  'image/jpeg': jpegComplete,
  'image/webp': webpComplete,
};

/** Checks the bytes of one image against the limits; throws an AppError (413 or 422) when it fails. */
export async function checkImage(
  bytes: Uint8Array,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<CheckedImage> {
  const accepted = acceptedList(limits.types);
  if (bytes.length === 0) throw fileError('Choose an image to upload.');
  if (bytes.length > limits.maxBytes) throw tooLarge(limits.maxBytes);
  const sniffed = await fileTypeFromBuffer(bytes);
  const contentType = limits.types.find((t) => t === sniffed?.mime);
  if (!contentType) throw fileError(`The file must be a ${accepted} image.`);
  if (!complete[contentType](bytes))
    throw fileError('The image file is incomplete or damaged. Upload it again.');
  let width: number | undefined;
  let height: number | undefined;
  try {
    const size = imageSize(bytes);
    width = size.width;
    height = size.height;
  } catch {
    // handled below: an image whose dimensions cannot be read is refused as damaged
  }
  if (!width || !height) throw fileError('The image file is incomplete or damaged. Upload it again.');
  if (width > limits.maxWidth || height > limits.maxHeight)
    throw fileError(`The image must be at most ${limits.maxWidth}×${limits.maxHeight} pixels.`);
  return { bytes, contentType, width, height };
}

/** Where an uploaded image comes from: the form's field `file` (multipart), else the raw body. */
export type ImageUpload = {
  contentType: string | undefined;
  /** The form's `file` field, when the body is multipart/form-data. */
  file: unknown;
  rawBody: () => Promise<ArrayBuffer>;
};

const isMultipart = (type: string | undefined) => /^multipart\/form-data/i.test(type ?? '');

/** Checks an upload's image: the multipart field `file`, or the raw body whatever its declared type. */
export async function checkImageUpload(
  upload: ImageUpload,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<CheckedImage> {
  if (!isMultipart(upload.contentType)) return checkImage(new Uint8Array(await upload.rawBody()), limits);
  const { file } = upload;
  if (!(file instanceof File)) throw fileError('Choose an image to upload.');
  if (file.size > limits.maxBytes) throw tooLarge(limits.maxBytes);
  return checkImage(new Uint8Array(await file.arrayBuffer()), limits);
}

/** Reads the uploaded file from the request (raw body, or multipart field `file`) and checks it. */
export async function readImageUpload(
  c: Context,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<CheckedImage> {
  const contentType = c.req.header('content-type');
  let file: unknown;
  if (isMultipart(contentType)) {
    try {
      file = (await c.req.formData()).get('file');
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw fileError('The upload could not be read. Send the image as the form field “file”.');
    }
  }
  return checkImageUpload({ contentType, file, rawBody: () => c.req.arrayBuffer() }, limits);
}
