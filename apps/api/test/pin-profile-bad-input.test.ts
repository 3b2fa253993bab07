/**
 * Property: whatever a signed-in client sends to the PIN and profile endpoints (JSON of any shape,
 * text, odd ids, any bytes as a picture), the answer is well-formed JSON and never a 5xx, and no
 * PIN or profile change comes of it. fast-check prints the seed and the smallest failing input.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { transactionPins, users } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { type Answer, type Harness, harness } from './support/harness.ts';
import { png } from './support/images.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
let t: Harness;
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = harness(database.db);
  owner = await signedInUser(t);
  await t.post(
    '/api/v1/settings/pin/register-pin',
    { pin: '2580', confirmPin: '2580' },
    { token: owner.token },
  );
});

function wellFormed(a: Answer): void {
  expect(a.status).toBeLessThan(500);
  expect(a.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof a.body?.message).toBe('string');
  if (a.status >= 400) expect(typeof a.body?.errorCode).toBe('string');
}

const FIELDS = [
  'pin',
  'confirmPin',
  'currentPin',
  'newPin',
  'firstName',
  'lastName',
  'phone',
  'businessName',
];
const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 })
    .map(JSON.stringify),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 60 }),
);

describe('bad input on the PIN and profile endpoints never causes a 5xx', () => {
  test('JSON bodies and ids', async () => {
    const paths = [
      '/api/v1/settings/pin/register-pin',
      '/api/v1/settings/pin/change-pin',
      `/api/v1/settings/update-profile/${owner.row.publicId}`,
      '/api/v1/settings/update-profile/',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        body,
        fc.string({ maxLength: 40 }),
        async (path, raw, id) => {
          const method = path.includes('update-profile') ? 'PATCH' : 'POST';
          const url = path.endsWith('/') ? `${path}${encodeURIComponent(id) || 'x'}` : path;
          const a = await t.call(method, url, { raw, token: owner.token });
          wellFormed(a);
        },
      ),
      { numRuns: 120 },
    );
    const [pin] = await t.db.select().from(transactionPins).where(eq(transactionPins.userId, owner.row.id));
    expect(pin!.pinHash).toMatch(/^\$argon2id\$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.row.id));
    expect(row!.email).toBe(owner.email);
  });

  test('any bytes as a picture', async () => {
    const whole = png(16, 16);
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 512 }),
      fc.integer({ min: 0, max: whole.length - 1 }).map((n) => whole.subarray(0, n)),
      fc
        .tuple(fc.integer({ min: 8, max: whole.length - 1 }), fc.integer({ min: 0, max: 255 }))
        .map(([i, b]) => {
          const copy = Buffer.from(whole);
          copy[i] = b;
          return copy;
        }),
    );
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.constantFrom('image/png', 'application/octet-stream', 'text/plain'),
        async (b, type) => {
          const res = await t.app.request('/api/v1/settings/profile-picture', {
            method: 'POST',
            headers: {
              authorization: `Bearer ${owner.token}`,
              'content-type': type,
              'x-forwarded-for': t.ip,
            },
            body: b,
          });
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        },
      ),
      { numRuns: 150 },
    );
  });
});
