/**
 * KYB uploads: PDF, PNG and JPEG under 5 MB, the type read from the bytes. A renamed executable,
 * an SVG, an oversized file and a truncated file are refused with a clear message; a document is
 * served back only to its own merchant, with its stored type and nosniff.
 */
import { KYB_MAX_UPLOAD_BYTES } from '@payrail/contract/kyb';
import { describe, expect, test } from 'vitest';
import { attachmentDisposition } from '#modules/kyb/kyb-documents.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness } from './support/harness.ts';
import { elf, exe, jpeg, png, svg } from './support/images.ts';
import { K, pdf, upload } from './support/kyb.ts';
import { member } from './support/team.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();

describe('uploading KYB documents', () => {
  test('PDF, PNG and JPEG are stored and listed with the KYB record; a new upload replaces the old', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const a = await upload(t, token, 'proof-of-address', pdf(), 'NEPA bill.pdf');
    expect(a.status, a.text).toBe(201);
    expect(a.body.responseBody).toMatchObject({
      kind: 'proof-of-address',
      fileName: 'NEPA bill.pdf',
      contentType: 'application/pdf',
      size: pdf().length,
    });
    const b = await upload(t, token, 'government-id', png(8, 8), 'id.png', 'image/png');
    expect(b.body.responseBody.contentType).toBe('image/png');
    // The declared name and type do not matter: the bytes say JPEG.
    const c = await upload(t, token, 'proof-of-address', jpeg(8, 8), '../../etc/passwd', 'application/pdf');
    expect(c.status, c.text).toBe(201);
    expect(c.body.responseBody).toMatchObject({ contentType: 'image/jpeg', fileName: 'passwd.jpg' });

    await t.call('PATCH', K, {
      token,
      body: {
        stage: 'business-details',
        businessCategoryId: 1,
        industryId: 1,
        businessName: 'Amaka Foods',
        businessEmail: 'a@amaka.ng',
        businessPhone: '08031234567',
        address: '1 Broad Street',
        city: 'Lagos',
        state: 'Lagos',
        description: 'Soups',
      },
    });
    const record = (await t.get(K, { token })).body.responseBody[0][0];
    expect(
      record.documents.map((d: { kind: string; contentType: string }) => [d.kind, d.contentType]).sort(),
    ).toEqual([
      ['government-id', 'image/png'],
      ['proof-of-address', 'image/jpeg'],
    ]);
  });

  test('a renamed executable, an SVG, a truncated file and an unknown kind are refused with 422', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const cases: [Uint8Array, string, string, RegExp][] = [
      [exe, 'statement.pdf', 'application/pdf', /must be a PDF, PNG or JPEG/],
      [elf, 'cac.png', 'image/png', /must be a PDF, PNG or JPEG/],
      [svg, 'logo.png', 'image/svg+xml', /must be a PDF, PNG or JPEG/],
      [
        Buffer.from('just some text, not a document'),
        'notes.pdf',
        'application/pdf',
        /must be a PDF, PNG or JPEG/,
      ],
      [pdf().subarray(0, 60), 'cut.pdf', 'application/pdf', /PDF file is incomplete or damaged/],
      [png(8, 8).subarray(0, 40), 'cut.png', 'image/png', /incomplete or damaged/],
      [jpeg(8, 8).subarray(0, 30), 'cut.jpg', 'image/jpeg', /incomplete or damaged/],
      [new Uint8Array(), 'empty.pdf', 'application/pdf', /Choose a file/],
    ];
    for (const [bytes, name, type, message] of cases) {
      const res = await upload(t, token, 'proof-of-address', bytes, name, type);
      const body = errorBody(res, 422, 'VALIDATION_ERROR');
      expect(body.errors?.file?.[0], name).toMatch(message);
    }
    const kind = await upload(t, token, 'passport-photo', pdf());
    expect(Object.keys(errorBody(kind, 422).errors!)).toEqual(['kind']);
    const noFile = await t.call('POST', `${K}/documents`, { token, body: { kind: 'proof-of-address' } });
    expect(noFile.status).toBe(422);
    expect((await t.get(K, { token })).body.responseBody).toEqual([[]]);
  });

  test('images over 8192 pixels a side are refused (a 20000×20000 JPEG fits in 5 MB); PDFs are not images', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    for (const [bytes, name] of [
      [jpeg(20_000, 20_000), 'bomb.jpg'],
      [jpeg(8193, 100), 'wide.jpg'],
      [jpeg(100, 8193), 'tall.jpg'],
      [png(8193, 1), 'wide.png'],
    ] as const) {
      const res = await upload(t, token, 'government-id', bytes, name, 'image/jpeg');
      expect(errorBody(res, 422, 'VALIDATION_ERROR').errors, name).toEqual({
        file: ['The image must be at most 8192×8192 pixels.'],
      });
    }
    // A 48-megapixel phone photo and an A4 page scanned at 600 dpi are fine.
    for (const bytes of [jpeg(8000, 6000), jpeg(4960, 7016), png(8192, 1)]) {
      expect((await upload(t, token, 'government-id', bytes, 'id.jpg', 'image/jpeg')).status).toBe(201);
    }
    expect((await upload(t, token, 'proof-of-address', pdf(), 'bill.pdf')).status).toBe(201);
  });

  test('a file over 5 MB is refused with 413; a body far over it too', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const over = await upload(t, token, 'proof-of-address', pdf(KYB_MAX_UPLOAD_BYTES));
    expect(errorBody(over, 413, 'PAYLOAD_TOO_LARGE').message).toBe('The file must be at most 5 MB.');
    const huge = await upload(t, token, 'proof-of-address', pdf(KYB_MAX_UPLOAD_BYTES + 64 * 1024));
    expect(errorBody(huge, 413, 'PAYLOAD_TOO_LARGE')).toBeTruthy();
    // Just under the cap is fine: the upload route's limit is larger than the app's JSON limit.
    const under = await upload(t, token, 'proof-of-address', pdf(KYB_MAX_UPLOAD_BYTES - 1024));
    expect(under.status, under.text.slice(0, 200)).toBe(201);
    // Other routes keep the app's body limit.
    const big = await t.call('PATCH', K, { token, raw: JSON.stringify({ stage: 'x'.repeat(100 * 1024) }) });
    expect(big.status).toBe(413);
  });
});

describe('reading KYB documents back', () => {
  test('the Content-Disposition never breaks out of its quotes, whatever the stored name holds', () => {
    expect(attachmentDisposition('a"b\\c\r\n; filename=evil.html')).toBe(
      `attachment; filename="a_b_c__; filename=evil.html"; filename*=UTF-8''a%22b%5Cc%0D%0A%3B%20filename%3Devil.html`,
    );
    expect(attachmentDisposition("it's (final) *v2*.pdf")).toBe(
      `attachment; filename="it's (final) *v2*.pdf"; filename*=UTF-8''it%27s%20%28final%29%20%2Av2%2A.pdf`,
    );
    expect(attachmentDisposition('文件.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E6%96%87%E4%BB%B6.pdf`,
    );
  });

  test('every document is a download (never rendered inline), under a header-safe name with RFC 6266 filename*', async () => {
    const t = harness(database.db);
    const { token } = await signedInUser(t);
    const cases: [Uint8Array, string, string, string][] = [
      [
        pdf(),
        'Déclaration CAC (1).pdf',
        'application/pdf',
        `attachment; filename="Declaration CAC (1).pdf"; filename*=UTF-8''D%C3%A9claration%20CAC%20%281%29.pdf`,
      ],
      // Yoruba tone marks, typed decomposed: kept (composed where Unicode can), dropped from the ASCII name.
      [
        jpeg(8, 8),
        'I\u0300bi\u0301 o\u0323mo\u0323.jpeg',
        'image/jpeg',
        `attachment; filename="Ibi omo.jpg"; filename*=UTF-8''%C3%8Cb%C3%AD%20%E1%BB%8Dm%E1%BB%8D.jpg`,
      ],
      [
        png(8, 8),
        'id card.png',
        'image/png',
        `attachment; filename="id card.png"; filename*=UTF-8''id%20card.png`,
      ],
    ];
    for (const [bytes, name, type, disposition] of cases) {
      const doc = (await upload(t, token, 'government-id', bytes, name, type)).body.responseBody;
      const res = await t.app.request(`${K}/documents/${doc.id}`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': t.ip },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition'), name).toBe(disposition);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  test('only the owning merchant gets the bytes, with the stored type and nosniff', async () => {
    const t = harness(database.db);
    const owner = await signedInUser(t);
    const doc = (await upload(t, owner.token, 'proof-of-address', pdf(), 'bill.pdf')).body.responseBody;
    const img = (await upload(t, owner.token, 'government-id', png(8, 8), 'id.png', 'image/png')).body
      .responseBody;

    const res = await t.app.request(`${K}/documents/${doc.id}`, {
      headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': t.ip },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bill.pdf"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf())).toBe(true);
    const image = await t.get(`${K}/documents/${img.id}`, { token: owner.token });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe(
      `attachment; filename="id.png"; filename*=UTF-8''id.png`,
    );
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    const other = await signedInUser(t);
    expect(errorBody(await t.get(`${K}/documents/${doc.id}`, { token: other.token }), 404).message).toBe(
      'Document not found',
    );
    expect((await t.get(`${K}/documents/not-a-uuid`, { token: owner.token })).status).toBe(422);
    expect((await t.get(`${K}/documents/${doc.id}`)).status).toBe(401);
    const viewer = await member(t, owner.token, { roleName: 'Viewer' });
    // The Viewer role reads every area (kyb:read) but may not upload (kyb:update).
    const seen = await t.get(`${K}/documents/${doc.id}`, { token: viewer.token });
    expect(seen.status).toBe(200);
    const finance = await member(t, owner.token, { roleName: 'Finance' });
    expect(errorBody(await t.get(`${K}/documents/${doc.id}`, { token: finance.token }), 403).message).toBe(
      'Not authorized',
    );
    expect(errorBody(await upload(t, viewer.token, 'proof-of-address', pdf()), 403).message).toBe(
      'Not authorized',
    );
  });
});
