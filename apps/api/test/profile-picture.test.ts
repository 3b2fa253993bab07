/**
 * settings/profile-picture: upload as the raw body or multipart `file`, served back as the same
 * bytes with its type, nosniff and private caching; each user sees only their own; renamed
 * executables, SVG, oversized and truncated files are refused and leave the stored picture as it was.
 */
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { elf, exe, jpeg, png, svg, webp } from './support/images.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const PICTURE = '/api/v1/settings/profile-picture';

async function upload(
  t: Harness,
  token: string | undefined,
  body: FormData | Uint8Array,
  contentType?: string,
) {
  const headers = new Headers({ 'x-forwarded-for': t.ip });
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (contentType) headers.set('content-type', contentType);
  const res = await t.app.request(PICTURE, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

async function picture(t: Harness, token: string) {
  const res = await t.app.request(PICTURE, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const multipart = (bytes: Uint8Array, name = 'me.png', type = 'image/png') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
};

describe('profile picture', () => {
  test('none yet: 404; a PNG upload is served back byte for byte with safe headers', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    errorBody(await t.get(PICTURE, { token: owner.token }), 404, 'NOT_FOUND');
    const image = png(120, 80);
    const res = await upload(t, owner.token, multipart(image));
    expect(res.status).toBe(200);
    expect(res.body.responseBody).toEqual({
      contentType: 'image/png',
      width: 120,
      height: 80,
      size: image.length,
      updatedAt: t.clock.now().toISOString(),
    });
    const got = await picture(t, owner.token);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(image)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toMatch(/^private/);
  });

  test('the profile says whether there is a picture, so a client asks for one only when it exists', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const hasPicture = async () =>
      (await t.get('/api/v1/settings/profile', { token: owner.token })).body.responseBody.hasPicture;
    expect(await hasPicture()).toBe(false);
    await upload(t, owner.token, multipart(png(8, 8)));
    expect(await hasPicture()).toBe(true);
    await t.call('DELETE', PICTURE, { token: owner.token });
    expect(await hasPicture()).toBe(false);
  });

  test('a raw JPEG body, then a WebP, replace it; the type comes from the bytes', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    expect((await upload(t, owner.token, jpeg(300, 200), 'application/octet-stream')).status).toBe(200);
    expect((await picture(t, owner.token)).headers.get('content-type')).toBe('image/jpeg');
    const w = webp(64, 64);
    expect(
      (await upload(t, owner.token, multipart(w, 'photo.jpg', 'image/jpeg'))).body.responseBody,
    ).toMatchObject({
      contentType: 'image/webp',
    });
    const got = await picture(t, owner.token);
    expect([got.headers.get('content-type'), got.bytes.equals(w)]).toEqual(['image/webp', true]);
  });

  test('renamed executables, an SVG, a truncated PNG and a text file are 422 on file; the old picture stays', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const original = png(10, 10);
    await upload(t, owner.token, multipart(original));
    const half = png(200, 200);
    for (const [bytes, name] of [
      [elf, 'avatar.png'],
      [exe, 'avatar.jpg'],
      [svg, 'avatar.svg'],
      [half.subarray(0, Math.floor(half.length / 2)), 'avatar.png'],
      [Buffer.from('hello'), 'avatar.webp'],
    ] as const) {
      const res = await upload(t, owner.token, multipart(bytes, name));
      expect(res.status, name).toBe(422);
      expect(res.body.errorCode).toBe('VALIDATION_ERROR');
      expect(res.body.errors.file).toHaveLength(1);
    }
    expect((await upload(t, owner.token, svg, 'image/svg+xml')).status).toBe(422);
    expect((await picture(t, owner.token)).bytes.equals(original)).toBe(true);
  });

  test('oversized: over 2 MB is 413 (within the route’s body limit, and past it); over 4096 px is 422', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const justOver = jpeg(100, 100, 2 * 1024 * 1024);
    const a = await upload(t, owner.token, multipart(justOver, 'big.jpg', 'image/jpeg'));
    expect([a.status, a.body.errorCode]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const b = await upload(t, owner.token, jpeg(100, 100, 3 * 1024 * 1024), 'image/jpeg');
    expect([b.status, b.body.errorCode]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const wide = await upload(t, owner.token, multipart(png(5000, 1)));
    expect(wide.body.errors.file).toEqual(['The image must be at most 4096×4096 pixels.']);
    errorBody(await t.get(PICTURE, { token: owner.token }), 404);
  });

  test('the larger body limit is the upload route’s only: other routes keep the app’s limit', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const big = await t.call('PATCH', `/api/v1/settings/update-profile/${owner.row.publicId}`, {
      raw: JSON.stringify({ firstName: 'x'.repeat(100 * 1024) }),
      token: owner.token,
    });
    errorBody(big, 413, 'PAYLOAD_TOO_LARGE');
  });

  test('each user sees only their own picture; without a session: 401', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const mate = await member(t, owner.token, { roleName: 'Viewer' });
    const other = await signedInUser(t);
    await upload(t, owner.token, multipart(png(8, 8)));
    expect((await picture(t, owner.token)).status).toBe(200);
    expect((await picture(t, mate.token)).status).toBe(404);
    expect((await picture(t, other.token)).status).toBe(404);
    expect((await upload(t, undefined, multipart(png(8, 8)))).status).toBe(401);
    errorBody(await t.get(PICTURE), 401);
  });

  test('removing it: the picture is gone (404), and removing again says nothing was there', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await upload(t, owner.token, multipart(png(8, 8)));
    await upload(t, other.token, multipart(png(9, 9)));
    const res = await t.call('DELETE', PICTURE, { token: owner.token });
    expect([res.status, res.body.message, res.body.responseBody]).toEqual([
      200,
      'Profile picture removed',
      { removed: true },
    ]);
    expect((await picture(t, owner.token)).status).toBe(404);
    expect((await t.call('DELETE', PICTURE, { token: owner.token })).body.responseBody).toEqual({
      removed: false,
    });
    expect((await picture(t, other.token)).status).toBe(200);
  });
});
