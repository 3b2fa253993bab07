/**
 * White-labelling (spec 001 §7; issue 16): the form sets the branding (the logo checked from its
 * bytes and resized to a PNG within 256×256), reset returns to Payrail's defaults, both audited;
 * bad input is a 4xx that changes nothing (a lone surrogate cannot cross a UTF-8 form body, which
 * turns it into U+FFFD on the way; the contract's test refuses it in the schema); another merchant's branding never shows; the roles'
 * permissions are enforced. Where the branding shows: white-labelling-shows.test.ts.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { auditEvents } from '#db/schema/index.ts';
import { verifyLedger } from '#modules/ledger/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { elf, png, svg } from './support/images.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';
import { BRAND, type Fields, save, WL } from './support/white-labelling.ts';

const database = useDatabase();
afterAll(async () => expect(await verifyLedger(database.db)).toEqual([]));

describe('white-labelling settings', () => {
  test('start at the defaults, save with a resized logo, serve the logo, reset, all audited', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t, { businessName: 'Obi Foods Limited' });
    const first = await t.get(WL, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.responseBody).toMatchObject({
      businessName: 'Obi Foods Limited',
      displayName: null,
      brandColor: null,
      logo: null,
      isDefault: true,
      palette: { button: '#1a4fd6', buttonText: '#ffffff', adjusted: false },
    });

    const saved = await save(t, owner.token, { ...BRAND, logo: { bytes: png(1024, 512), name: 'logo.png' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.message).toBe('White labeling updated successfully');
    const wl = saved.body.responseBody;
    expect(wl).toMatchObject({
      displayName: 'Mama Put Kitchen',
      brandColor: '#7048e8',
      supportEmail: 'help@mamaput.ng',
      supportPhone: '+234 803 123 4567',
      isDefault: false,
      logo: {
        url: expect.stringMatching(/^\/api\/v1\/white-labelling\/logo\/[0-9a-f]{32}$/),
        width: 256,
        height: 128,
      },
      palette: { button: '#7048e8', buttonText: '#ffffff' },
    });
    expect((await t.get(WL, { token: owner.token })).body.responseBody).toEqual(wl);

    const logo = await t.app.request(wl.logo.url);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Any other hash names nothing: a 404 (also for a hash that is not one).
    for (const bad of ['0'.repeat(32), 'not-a-hash', '%00', `${wl.logo.url.split('/').pop()}x`])
      expect((await t.get(`/api/v1/white-labelling/logo/${bad}`)).status, bad).toBe(404);
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 128 });

    // Saving again without a logo keeps it; a blank field returns to its default.
    const again = await save(t, owner.token, { ...BRAND, support_phone: '' });
    expect(again.body.responseBody).toMatchObject({ supportPhone: null, logo: wl.logo });

    const reset = await t.get(`${WL}/reset`, { token: owner.token });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('White labeling reset successfully');
    expect(reset.body.responseBody).toMatchObject({ isDefault: true, displayName: null, logo: null });
    expect((await t.app.request(wl.logo.url)).status).toBe(404);

    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.merchantId, owner.row.merchantId));
    expect(actions.map((a) => a.action).filter((a) => a.startsWith('white_label'))).toEqual([
      'white_label.updated',
      'white_label.updated',
      'white_label.reset',
    ]);
  });

  test('a colour neither text colour reads on is darkened, and the answer says the colour used', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const res = await save(t, owner.token, { brand_color: '#2e8b57' });
    expect(res.body.responseBody.palette).toMatchObject({
      requested: '#2e8b57',
      button: '#2c8554',
      buttonText: '#ffffff',
      adjusted: true,
    });
    expect(res.body.responseBody.palette.contrast).toBeGreaterThanOrEqual(4.5);
  });

  test('refuses bad input with a field error and changes nothing', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const before = (await save(t, owner.token, { display_name: 'Kept Name' })).body.responseBody;
    const refusals: [Fields, number, string][] = [
      [{ display_name: 'Ada\u0000Foods' }, 422, 'display_name'],
      [{ display_name: 'x'.repeat(61) }, 422, 'display_name'],
      [{ display_name: 'x'.repeat(200_000) }, 422, 'display_name'],
      [{ brand_color: 'purple' }, 422, 'brand_color'],
      [{ brand_color: '#12345g' }, 422, 'brand_color'],
      [{ support_email: 'not-an-email' }, 422, 'support_email'],
      [{ support_phone: 'ring me' }, 422, 'support_phone'],
      [
        Object.fromEntries([
          ['__proto__', 'x'],
          ['display_name', 'Evil'],
        ]),
        422,
        '_',
      ],
      [{ constructor: 'x' }, 422, '_'],
      [{ logo: { bytes: elf, name: 'logo.png' } }, 422, 'logo'],
      [{ logo: { bytes: svg, name: 'logo.png' } }, 422, 'logo'],
      [{ logo: { bytes: png(64, 64).subarray(0, 70), name: 'logo.png' } }, 422, 'logo'],
      [{ logo: { bytes: png(5000, 8), name: 'logo.png' } }, 422, 'logo'],
      [{ logo: 'not a file' }, 422, 'logo'],
    ];
    for (const [fields, status, field] of refusals) {
      const res = await save(t, owner.token, fields);
      expect(res.status, `${Object.keys(fields)}: ${res.text.slice(0, 200)}`).toBe(status);
      expect(Object.keys(res.body.errors ?? {}), res.text.slice(0, 200)).toContain(field);
    }
    // The __proto__ field reached no prototype.
    expect(({} as Record<string, unknown>).x).toBeUndefined();

    // A file over 2 MB: 413 (a body far over the limit is refused before it is read).
    const big = await save(t, owner.token, {
      logo: { bytes: new Uint8Array(2 * 1024 * 1024 + 1), name: 'big.png' },
    });
    expect(big.status).toBe(413);
    errorBody(big as never, 413, 'PAYLOAD_TOO_LARGE');

    expect((await t.get(WL, { token: owner.token })).body.responseBody).toEqual(before);
  });

  test('needs a session; reading needs settings-all:read, changing settings-all:update', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    expect((await t.get(WL)).status).toBe(401);
    expect((await save(t, '', BRAND)).status).toBe(401);
    const expected: Record<string, { read: number; write: number }> = {
      Admin: { read: 200, write: 200 },
      Finance: { read: 200, write: 403 },
      Viewer: { read: 200, write: 403 },
      Developer: { read: 403, write: 403 },
      Support: { read: 403, write: 403 },
    };
    for (const [roleName, want] of Object.entries(expected)) {
      const m = await member(t, owner.token, { roleName });
      const read = await t.get(WL, { token: m.token });
      expect(read.status, roleName).toBe(want.read);
      const write = await save(t, m.token, { display_name: `${roleName} brand` });
      expect(write.status, roleName).toBe(want.write);
      if (want.write === 403) expect(write.body.message).toBe('Not authorized');
      const reset = await t.get(`${WL}/reset`, { token: m.token });
      expect(reset.status, roleName).toBe(want.write);
    }
  });
});
