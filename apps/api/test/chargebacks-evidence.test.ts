/**
 * The caps on a decline's evidence (POST merchant/charge-backs/decline/{id}, multipart): 1 MB a
 * file, 2 MB together, three files, one value a field, and the type read from the bytes whatever
 * the name or declared type says. A body far over the cap is refused by the route's own body limit
 * (declared on a path with a parameter) before it is read. After each refusal the chargeback is
 * still open with no evidence stored.
 */
import {
  CHARGEBACK_DECLINE_BODY_LIMIT,
  CHARGEBACK_MAX_FILE_BYTES,
  CHARGEBACK_MAX_TOTAL_BYTES,
} from '@payrail/contract/chargebacks';
import { describe, expect, test } from 'vitest';
import { bodyLimits } from '#lib/route.ts';
import { CB, decline, paidMerchant, raise } from './support/chargebacks.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { png } from './support/images.ts';
import { pdf } from './support/kyb.ts';

const database = useDatabase();
const MB = 1024 * 1024;
const REASON = 'The customer signed for the parcel';
/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => pdf(size - pdf(0).length);
const file = (field: string, bytes: Uint8Array, name = 'receipt.pdf', type = 'application/pdf') => ({
  field,
  name,
  bytes,
  type,
});

async function openChargeback(t: Harness) {
  const m = await paidMerchant(t);
  const cb = await raise(t, m.payment, 200_000n);
  const stillOpen = async () => {
    const res = await t.get(`${CB}/show/${cb.id}`, { token: m.owner.token });
    expect(res.body.responseBody).toMatchObject({ status: 'open', evidence: [] });
  };
  return { token: m.owner.token, id: cb.id as string, stillOpen };
}

describe('evidence caps', () => {
  test('the caps are what the contract says, and the route declares its limit on its {id} path', () => {
    harness(database.db); // the app registers its routes and their limits
    expect([CHARGEBACK_MAX_FILE_BYTES, CHARGEBACK_MAX_TOTAL_BYTES]).toEqual([MB, 2 * MB]);
    expect(bodyLimits.get(`${CB}/decline/5f0c8a52-0a7e-4d7b-9a43-1f2a3b4c5d6e`)).toBe(
      CHARGEBACK_DECLINE_BODY_LIMIT,
    );
    // One segment per parameter: other paths keep the default limit.
    expect(bodyLimits.get(`${CB}/decline/a/b`)).toBeUndefined();
    expect(bodyLimits.get(`${CB}/decline/`)).toBeUndefined();
    expect(bodyLimits.get(`${CB}/accept/5f0c8a52-0a7e-4d7b-9a43-1f2a3b4c5d6e`)).toBeUndefined();
  });

  test('a file over 1 MB: 413 naming its field', async () => {
    const t = harness(database.db);
    const c = await openChargeback(t);
    const res = await decline(t, c.token, c.id, REASON, [
      file('evidence1', pdfOf(1000)),
      file('evidence2', pdfOf(MB + 1)),
    ]);
    expect(errorBody(res as never, 413, 'PAYLOAD_TOO_LARGE').errors).toEqual({
      evidence2: ['Each file must be at most 1 MB.'],
    });
    await c.stillOpen();
  });

  test('files over 2 MB together: 413 naming the file that passes the total', async () => {
    const t = harness(database.db);
    const c = await openChargeback(t);
    // Each within its cap, the three over the total, the body still within the route's limit.
    const res = await decline(t, c.token, c.id, REASON, [
      file('evidence1', pdfOf(MB)),
      file('evidence2', pdfOf(MB)),
      file('evidence3', pdfOf(10 * 1024)),
    ]);
    expect(errorBody(res as never, 413, 'PAYLOAD_TOO_LARGE').errors).toEqual({
      evidence3: ['The files must be at most 2 MB together.'],
    });
    // Further over, the route's body limit answers before the form is read.
    const far = await decline(t, c.token, c.id, REASON, [
      file('evidence1', pdfOf(MB)),
      file('evidence2', pdfOf(MB)),
      file('evidence3', pdfOf(MB)),
    ]);
    expect(errorBody(far as never, 413, 'PAYLOAD_TOO_LARGE').message).toBe('The request body is too large');
    await c.stillOpen();
  });

  test('a body over the limit is refused before it is read, with or without Content-Length', async () => {
    const t = harness(database.db);
    const c = await openChargeback(t);
    const size = 8 * MB;
    for (const declared of [true, false]) {
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024);
      const body = new ReadableStream<Uint8Array>({
        pull(ctl) {
          if (sent >= size) return ctl.close();
          sent += chunk.length;
          ctl.enqueue(chunk);
        },
      });
      const res = await t.app.request(`${CB}/decline/${c.id}`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: {
          authorization: `Bearer ${c.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'x-forwarded-for': t.ip,
          ...(declared ? { 'content-length': String(size) } : {}),
        },
      } as RequestInit);
      expect(res.status, String(declared)).toBe(413);
      expect(sent, String(declared)).toBeLessThanOrEqual(CHARGEBACK_DECLINE_BODY_LIMIT + 2 * chunk.length);
    }
    await c.stillOpen();
  });

  test('too many files: a fourth field, or a field sent twice, is refused with its name', async () => {
    const t = harness(database.db);
    const c = await openChargeback(t);
    const small = pdfOf(2000);
    const four = await decline(t, c.token, c.id, REASON, [
      file('evidence1', small),
      file('evidence2', small),
      file('evidence3', small),
      file('evidence4', small),
    ]);
    expect(errorBody(four as never, 422, 'VALIDATION_ERROR').errors).toEqual({
      evidence4: ['Attach at most 3 files, in evidence1 to evidence3.'],
    });
    const form = new FormData();
    form.set('reason', REASON);
    for (let i = 0; i < 5; i++) form.append('evidence1', new File([new Uint8Array(small)], 'r.pdf'));
    const twice = await t.app.request(`${CB}/decline/${c.id}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${c.token}`, 'x-forwarded-for': t.ip },
    });
    expect(twice.status).toBe(422);
    expect(((await twice.json()) as { errors: unknown }).errors).toEqual({
      evidence1: ['Send this field once.'],
    });
    await c.stillOpen();
  });

  test('the type comes from the bytes: names and declared types are not believed', async () => {
    const t = harness(database.db);
    const c = await openChargeback(t);
    const text = new TextEncoder().encode('%PDX not a document at all');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
    for (const [bytes, name, type] of [
      [text, 'receipt.pdf', 'application/pdf'],
      [html, 'photo.jpg', 'image/jpeg'],
      [gif, 'photo.png', 'image/png'],
    ] as const) {
      const res = await decline(t, c.token, c.id, REASON, [file('evidence1', bytes, name, type)]);
      expect(errorBody(res as never, 422, 'VALIDATION_ERROR').errors, name).toEqual({
        evidence1: ['The file must be a PDF, PNG or JPEG document.'],
      });
    }
    await c.stillOpen();
    // A real PNG sent as "scan.pdf", application/pdf: kept as the PNG its bytes are.
    const ok = await decline(t, c.token, c.id, REASON, [
      file('evidence1', png(8, 8), 'scan.pdf', 'application/pdf'),
    ]);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.responseBody.evidence).toMatchObject([{ fileName: 'scan.png' }]);
  });
});
