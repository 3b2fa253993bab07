/**
 * lib/image-upload.ts: the type is read from the bytes, the size and pixel caps hold, and files
 * that are executables, SVG or cut short are refused; the raw body and multipart field `file` both work.
 */
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { onError } from '#lib/error-handler.ts';
import type { AppError } from '#lib/errors.ts';
import { checkImage, DEFAULT_IMAGE_LIMITS, readImageUpload } from '#lib/image-upload.ts';
import { elf, exe, jpeg, png, svg, webp } from './support/images.ts';

async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string; file?: string[] }> {
  try {
    await p;
  } catch (err) {
    const e = err as AppError;
    return { status: e.status, message: e.message, file: e.errors?.file };
  }
  throw new Error('expected a refusal');
}

const wrongType = 'The file must be a PNG, JPEG or WebP image.';
const damaged = 'The image file is incomplete or damaged. Upload it again.';

describe('checkImage', () => {
  test('PNG, JPEG and WebP are taken, with the type and size read from the bytes', async () => {
    expect(await checkImage(png(4, 3))).toMatchObject({ contentType: 'image/png', width: 4, height: 3 });
    expect(await checkImage(jpeg(640, 480))).toMatchObject({
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(await checkImage(webp(100, 50))).toMatchObject({
      contentType: 'image/webp',
      width: 100,
      height: 50,
    });
  });

  test('an SVG and renamed executables are refused with a field error on file', async () => {
    for (const bytes of [svg, elf, exe, Buffer.from('just some text, named photo.png')]) {
      expect(await refusal(checkImage(bytes))).toEqual({
        status: 422,
        message: wrongType,
        file: [wrongType],
      });
    }
  });

  test('files cut short or damaged are refused: half a PNG, a PNG byte changed, a JPEG without its end marker, a WebP short of its RIFF size', async () => {
    const whole = png(64, 64);
    for (const bytes of [
      whole.subarray(0, whole.length / 2),
      whole.subarray(0, whole.length - 1),
      jpeg(10, 10, 100).subarray(0, 60),
      webp(10, 10).subarray(0, 24),
      Buffer.concat([whole.subarray(0, 40), Buffer.from([whole[40]! ^ 0xff]), whole.subarray(41)]),
    ]) {
      expect(await refusal(checkImage(bytes))).toMatchObject({ status: 422, file: [damaged] });
    }
  });

  test('more bytes than the cap is a 413; more pixels than the cap is a 422; nothing at all is a 422', async () => {
    const big = jpeg(100, 100, DEFAULT_IMAGE_LIMITS.maxBytes);
    expect(await refusal(checkImage(big))).toMatchObject({
      status: 413,
      file: ['The image must be at most 2 MB.'],
    });
    expect(await refusal(checkImage(png(4097, 2)))).toMatchObject({
      status: 422,
      file: ['The image must be at most 4096×4096 pixels.'],
    });
    expect(await refusal(checkImage(jpeg(2, 5000)))).toMatchObject({ status: 422 });
    expect(await refusal(checkImage(new Uint8Array()))).toMatchObject({
      status: 422,
      file: ['Choose an image to upload.'],
    });
  });

  test('a caller may narrow the accepted types and caps', async () => {
    const limits = { ...DEFAULT_IMAGE_LIMITS, types: ['image/png'] as const, maxWidth: 10 };
    expect(await refusal(checkImage(jpeg(5, 5), limits))).toMatchObject({
      file: ['The file must be a PNG image.'],
    });
    expect(await refusal(checkImage(png(11, 5), limits))).toMatchObject({ status: 422 });
    expect(await checkImage(png(10, 5), limits)).toMatchObject({ width: 10 });
  });
});

describe('readImageUpload', () => {
  const app = new Hono();
  app.post('/up', async (c) => {
    const image = await readImageUpload(c);
    return c.json({ type: image.contentType, width: image.width, bytes: image.bytes.length });
  });
  app.onError(onError as never);

  test('a raw body is read whatever its declared type', async () => {
    const body = png(7, 7);
    const res = await app.request('/up', { method: 'POST', body, headers: { 'content-type': 'image/gif' } });
    expect(await res.json()).toEqual({ type: 'image/png', width: 7, bytes: body.length });
  });

  test('multipart takes the field file; a form without it is a 422 on file', async () => {
    const form = new FormData();
    form.append('file', new Blob([webp(3, 3)]), 'me.webp');
    const res = await app.request('/up', { method: 'POST', body: form });
    expect(await res.json()).toMatchObject({ type: 'image/webp', width: 3 });

    const other = new FormData();
    other.append('picture', new Blob([png(3, 3)]), 'me.png');
    const bad = await app.request('/up', { method: 'POST', body: other });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: { file: ['Choose an image to upload.'] } });
  });

  test('an SVG sent as multipart with an image/png type is still refused', async () => {
    const form = new FormData();
    form.append('file', new Blob([svg], { type: 'image/png' }), 'innocent.png');
    const res = await app.request('/up', { method: 'POST', body: form });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', errors: { file: [wrongType] } });
  });
});
