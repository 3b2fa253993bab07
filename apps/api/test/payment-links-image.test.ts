/**
 * A payment link's image: uploaded as multipart `file` (PNG, JPEG or WebP read from the bytes;
 * SVG, executables, files cut short, oversized files and too many pixels refused, leaving the old
 * image), shown on the link and on the public view with a URL carrying its content hash, served
 * publicly byte for byte with nosniff and a year's immutable cache (an old hash is a 404), removed,
 * and another merchant's link is a 404.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { elf, jpeg, png, svg, webp } from './support/images.ts';
import { LINKS, merchantWithLink, PAY } from './support/payments.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const IMAGE = `${LINKS}/image`;

async function upload(t: Harness, token: string, ref: string, bytes: Uint8Array, name = 'x.png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  const res = await t.app.request(`${IMAGE}?ref=${encodeURIComponent(ref)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

async function fetchImage(t: Harness, url: string) {
  const res = await t.app.request(url, { headers: { 'x-forwarded-for': t.ip } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a link’s image', () => {
  test('uploaded, shown on the link and the pay page’s view, served publicly with a long cache', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    expect(link.image).toBeNull();
    const image = png(320, 200);
    const res = await upload(t, owner.token, link.ref, image);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Payment link image updated successfully');
    const shown = res.body.responseBody.image;
    expect(shown).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/v1/payment-links/image/${link.ref}/[0-9a-f]{32}$`)),
      width: 320,
      height: 200,
    });
    const view = await t.get(`${PAY}/${link.ref}`);
    expect(view.body.responseBody.image).toEqual(shown);

    const got = await fetchImage(t, shown.url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(image)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // A new image has a new URL; the old one is gone.
    const next = await upload(t, owner.token, link.ref, jpeg(64, 64), 'x.jpg');
    expect(next.body.responseBody.image.url).not.toBe(shown.url);
    expect((await fetchImage(t, shown.url)).status).toBe(404);
    const jpg = await fetchImage(t, next.body.responseBody.image.url);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    const third = await upload(t, owner.token, link.ref, webp(10, 10), 'x.webp');
    expect(third.body.responseBody.image).toMatchObject({ width: 10, height: 10 });

    const removed = await t.call('DELETE', `${IMAGE}?ref=${link.ref}`, { token: owner.token });
    expect(removed.body).toMatchObject({
      message: 'Payment link image removed successfully',
      responseBody: { image: null },
    });
    expect((await fetchImage(t, third.body.responseBody.image.url)).status).toBe(404);
    expect((await t.get(`${PAY}/${link.ref}`)).body.responseBody.image).toBeNull();
  });

  test('refuses SVG, other files, cut-short and oversized images, leaving the image it had', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const kept = (await upload(t, owner.token, link.ref, png(8, 8))).body.responseBody.image;
    const refusals: [Uint8Array, number, RegExp][] = [
      [svg, 422, /PNG, JPEG or WebP/],
      [elf, 422, /PNG, JPEG or WebP/],
      [png(40, 40).subarray(0, 60), 422, /incomplete or damaged/],
      [png(2049, 10), 422, /2048×2048 pixels/],
      [jpeg(16, 16, 1024 * 1024), 413, /1 MB/],
    ];
    for (const [bytes, status, message] of refusals) {
      const res = await upload(t, owner.token, link.ref, bytes);
      expect(res.status, res.text).toBe(status);
      expect(res.body.errors.file[0]).toMatch(message);
    }
    const none = await t.app.request(`${IMAGE}?ref=${link.ref}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': t.ip },
      body: new FormData(),
    });
    expect(none.status).toBe(422);
    const shown = await t.get(`${LINKS}/show/${link.ref}`, { token: owner.token });
    expect(shown.body.responseBody.image).toEqual(kept);
  });

  test('another merchant’s link, an unknown or malformed ref and a wrong hash are 404', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const url = (await upload(t, owner.token, link.ref, png(8, 8))).body.responseBody.image.url;
    const other = await signedInUser(t);
    for (const ref of [link.ref, 'PL-0000000000', 'nope'])
      expect((await upload(t, other.token, ref, png(8, 8))).status).toBe(404);
    errorBody(await t.call('DELETE', `${IMAGE}?ref=${link.ref}`, { token: other.token }), 404);
    expect((await fetchImage(t, url)).status).toBe(200);
    for (const bad of [
      url.replace(/[0-9a-f]{32}$/, '0'.repeat(32)),
      url.replace(link.ref, 'PL-0000000000'),
      url.replace(/[0-9a-f]{32}$/, '..%2Fx'),
    ])
      errorBody(await t.get(bad), 404, 'NOT_FOUND');
  });
});
