/**
 * The logo upload attacked by class, through the endpoint: whatever image comes in (EXIF with GPS
 * and an orientation, an ICC profile, CMYK, 16 bits a channel, animated, PNG, JPEG or WebP), what is
 * stored and served is one 8-bit sRGB PNG frame, turned upright, with no metadata left; and what
 * is not a complete, small-enough image (SVG or HTML, a PNG with bytes after IEND, a header that
 * declares 30000×30000 with a valid CRC, nothing) or not one `logo` field of a readable form is a
 * 4xx on its field that changes nothing.
 */
import { crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { merchantBranding } from '#db/schema/index.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { png } from './support/images.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const CREATE = '/api/v1/merchant/white-labelling/create';

async function send(
  t: Harness,
  token: string,
  body: FormData | string,
  headers: Record<string, string> = {},
) {
  const res = await t.app.request(CREATE, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip, ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

const form = (fields: [string, Uint8Array | string][]) => {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, typeof v === 'string' ? v : new Blob([v]), 'logo.png');
  return f;
};

/** 300×200, left half red and right half blue: after an EXIF turn of 90° it is 200×300. */
const halves = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } }).composite([
    {
      input: { create: { width: 150, height: 200, channels: 3, background: '#0000ff' } },
      left: 150,
      top: 0,
    },
  ]);

describe('what any accepted image becomes', () => {
  test('one upright 8-bit sRGB PNG frame, with no EXIF, GPS, ICC or XMP left', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const flat = await halves().png().toBuffer();
    const cases: [string, Buffer, { width: number; height: number }][] = [
      [
        'JPEG with GPS and an orientation',
        await sharp(flat)
          .jpeg()
          .withMetadata({ orientation: 6 })
          .withExifMerge({
            IFD0: { Artist: 'Ada' },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
          })
          .toBuffer(),
        { width: 171, height: 256 },
      ],
      [
        'JPEG in CMYK',
        await sharp(flat).toColourspace('cmyk').jpeg().toBuffer(),
        { width: 256, height: 171 },
      ],
      [
        'PNG of 16 bits a channel with an ICC profile',
        await sharp(flat).toColourspace('rgb16').withIccProfile('p3').png().toBuffer(),
        { width: 256, height: 171 },
      ],
      [
        'animated WebP of three frames',
        await sharp(
          await Promise.all(
            ['#ff0000', '#00ff00', '#0000ff'].map((c) =>
              sharp({ create: { width: 40, height: 30, channels: 3, background: c } })
                .png()
                .toBuffer(),
            ),
          ),
          { join: { animated: true } },
        )
          .webp({ loop: 0, delay: [100, 100, 100] })
          .toBuffer(),
        { width: 40, height: 30 },
      ],
    ];
    // The inputs are what they say: metadata, CMYK, 16 bits and an ICC profile, three frames.
    expect(cases[0]![1].includes(Buffer.from('Ada'))).toBe(true);
    const inputs = await Promise.all(cases.map(([, b]) => sharp(b).metadata()));
    expect(inputs.map((m) => [m.orientation ?? 1, m.space, m.depth, !!m.icc, m.pages ?? 1])).toEqual([
      [6, 'srgb', 'uchar', true, 1],
      [1, 'cmyk', 'uchar', false, 1],
      [1, 'rgb16', 'ushort', true, 1],
      [1, 'srgb', 'uchar', false, 3],
    ]);
    for (const [name, bytes, size] of cases) {
      const res = await send(t, owner.token, form([['logo', bytes]]));
      expect(res.status, `${name}: ${res.text.slice(0, 200)}`).toBe(200);
      const { logo } = res.body.responseBody;
      expect(logo, name).toMatchObject(size);
      const served = Buffer.from(await (await t.app.request(logo.url)).arrayBuffer());
      const meta = await sharp(served).metadata();
      expect(
        [
          meta.format,
          meta.depth,
          meta.space,
          meta.pages ?? 1,
          meta.exif,
          meta.icc,
          meta.xmp,
          meta.orientation,
        ],
        name,
      ).toEqual(['png', 'uchar', 'srgb', 1, undefined, undefined, undefined, undefined]);
      expect(served.includes(Buffer.from('Ada')), name).toBe(false);
      if (name.includes('orientation')) {
        // Turned upright (90° clockwise): the red left half is now the top, blue the bottom.
        const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
        const at = (x: number, y: number) =>
          [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
        const [top, bottom] = [at(0, 0), at(0, info.height - 1)];
        expect(top[0]! > 200 && top[2]! < 60, `top ${top}`).toBe(true);
        expect(bottom[2]! > 200 && bottom[0]! < 60, `bottom ${bottom}`).toBe(true);
      }
    }
  });
});

describe('what is refused, changing nothing', () => {
  test('files that are not a complete, small-enough PNG, JPEG or WebP: 422 on `logo`', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const small = png(16, 16);
    const declared = Buffer.from(small);
    declared.writeUInt32BE(30_000, 16);
    declared.writeUInt32BE(30_000, 20);
    declared.writeUInt32BE(crc32(declared.subarray(12, 29)) >>> 0, 29);
    const polyglot = Buffer.concat([small, Buffer.from('<html><script>alert(1)</script></html>')]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.concat([small.subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]);
    const gif = await sharp(small).gif().toBuffer();
    for (const [name, bytes] of [
      ['a 30000×30000 header with a valid CRC', declared],
      ['bytes after IEND', polyglot],
      ['an SVG with a script', svg],
      ['HTML behind the PNG signature', html],
      ['a GIF', gif],
      ['a PNG cut short', small.subarray(0, small.length - 5)],
      ['nothing', new Uint8Array()],
    ] as const) {
      const res = await send(t, owner.token, form([['logo', bytes]]));
      expect([res.status, Object.keys(res.body.errors ?? {})], `${name}: ${res.text.slice(0, 200)}`).toEqual([
        422,
        ['logo'],
      ]);
    }
    expect(
      (await t.get('/api/v1/merchant/white-labelling', { token: owner.token })).body.responseBody.logo,
    ).toBe(null);
  });

  test('a form that is not one `logo` field: two of them, another name, a wrong boundary', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const small = png(16, 16);
    const twice = await send(
      t,
      owner.token,
      form([
        ['logo', small],
        ['logo', small],
      ]),
    );
    expect([twice.status, twice.body.errors]).toEqual([422, { logo: ['Send this field once.'] }]);
    const elsewhere = await send(t, owner.token, form([['file', small]]));
    expect(elsewhere.status).toBe(422);
    expect(Object.keys(elsewhere.body.errors)).toEqual(['_']);
    const proto = await send(t, owner.token, form([['__proto__', small]]));
    expect(proto.status).toBe(422);
    const body = `--real\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nxx\r\n--real--\r\n`;
    const wrong = await send(t, owner.token, body, { 'content-type': 'multipart/form-data; boundary=other' });
    expect(wrong.status, wrong.text).toBe(422);
    expect(
      (await t.get('/api/v1/merchant/white-labelling', { token: owner.token })).body.responseBody.isDefault,
    ).toBe(true);
  });

  test('the table itself refuses a logo the endpoint would never store', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const id = owner.row.merchantId;
    const insert = (columns: string, values: string) =>
      t.db.execute(
        sql.raw(
          `insert into merchant_branding (merchant_id, updated_at, ${columns}) values ('${id}', now(), ${values})`,
        ),
      );
    const refused = async (columns: string, values: string) => {
      const error = await insert(columns, values).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(String((error as { cause?: unknown })?.cause ?? error), `${columns} = ${values}`).toMatch(
        /check constraint "merchant_branding_/,
      );
    };
    await refused('logo_hash, logo_width, logo_height', `'${'a'.repeat(32)}', 10, 10`);
    await refused('logo_bytes, logo_hash, logo_width, logo_height', `'\\x00', '${'b'.repeat(32)}', 300, 10`);
    await insert('brand_color', `'#1a4fd6'`);
    const rows = await t.db
      .select({ brandColor: merchantBranding.brandColor })
      .from(merchantBranding)
      .where(eq(merchantBranding.merchantId, id));
    expect(rows).toEqual([{ brandColor: '#1a4fd6' }]);
  });
});
