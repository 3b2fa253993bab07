/**
 * Receipts: the PDF of a received payment (spec 001 §7), read back as text as a customer would
 * read it, and its public verification: a genuine receipt verifies, anything else gets the same
 * refusal, whatever was changed.
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { errorBody, type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './support/payments.ts';
import { signedInUser } from './support/users.ts';

const database = useDatabase();
const RECEIPT = '/api/v1/merchant/transactions/generate-receipt-for-transaction-details';

async function receipt(t: Harness, token: string, id: string) {
  const res = await t.app.request(`${RECEIPT}/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The text with its last character changed (to another one, whatever it was). */
const changeLast = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;

async function paidReceipt(body: Record<string, unknown> = {}) {
  const t = harness(database.db);
  const { owner, link } = await merchantWithLink(t, { name: 'Ankara wrapper', amount: 2_500_000 });
  const state = await payOk(t, link.ref, payer({ card: card(CARDS.success), ...body }));
  const row = await transactionRow(t, state.reference);
  return { t, owner, link, reference: state.reference as string, id: row.id };
}

describe('the receipt PDF', () => {
  test('prints the merchant, amount, reference, Lagos date, channel and a verification address', async () => {
    const { t, owner, reference, id } = await paidReceipt({ name: 'Adéyẹmí Ọláyínká' });
    const { res, bytes } = await receipt(t, owner.token, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="SingleTransactionReceipt.pdf"',
    );
    const text = await pdfText(bytes);
    expect(text).toContain(reference);
    expect(text).toContain('₦25,000.00');
    expect(text).toContain('Adéyẹmí Ọláyínká');
    expect(text).toContain('Card (visa •••• 4081)');
    expect(text).toContain('Ankara wrapper');
    // The harness clock: 2026-01-05 09:00 UTC is 10:00 in Lagos.
    expect(text).toContain('5 Jan 2026, 10:00');
    expect(text).toMatch(new RegExp(`http://payrail\\.test/verify/${reference}\\?t=[A-Za-z0-9_-]{22}`));
  });

  test('a payment not received has none (409); another merchant’s is a 404', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t, { amount: 100_000 });
    const declined = await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    const row = await transactionRow(t, declined.reference);
    const refused = await t.get(`${RECEIPT}/${row.id}`, { token: owner.token });
    expect(errorBody(refused, 409, 'CONFLICT').message).toBe(
      'Only a payment that was received has a receipt',
    );
    const other = await signedInUser(t);
    errorBody(await t.get(`${RECEIPT}/${row.id}`, { token: other.token }), 404, 'NOT_FOUND');
    errorBody(await t.get(`${RECEIPT}/not-a-uuid`, { token: owner.token }), 422, 'VALIDATION_ERROR');
  });
});

describe('verifying a receipt', () => {
  test('the printed address confirms the payment, showing no more than the receipt', async () => {
    const { t, owner, reference, id } = await paidReceipt();
    const text = await pdfText((await receipt(t, owner.token, id)).bytes);
    const address = new URL(text.match(/http:\/\/payrail\.test\/verify\/\S+/)![0]);

    const page = await t.app.request(`${address.pathname}${address.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Genuine payment');
    expect(html).toContain('₦25,000.00');
    expect(html).toContain(reference);
    expect(html).not.toContain('ada@example.com');

    const json = await t.get(`/api/v1/receipts/verify/${reference}?t=${address.searchParams.get('t')}`);
    expect(json.body.responseBody).toEqual({
      merchantName: expect.any(String),
      reference,
      amount: 2_500_000,
      currency: 'NGN',
      status: 'success',
      channel: 'card',
      paidAt: '2026-01-05T09:00:00.000Z',
    });
  });

  test('a changed reference or token, an unpaid checkout and a made-up one all get the same refusal', async () => {
    const { t, owner, link, reference, id } = await paidReceipt();
    const text = await pdfText((await receipt(t, owner.token, id)).bytes);
    const token = new URL(text.match(/http:\/\/payrail\.test\/verify\/\S+/)![0]).searchParams.get('t')!;
    const pending = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
    const other = await paidReceipt();
    const forged = [
      `${changeLast(reference)}?t=${token}`,
      `${reference}?t=${changeLast(token)}`,
      `${reference}?t=`,
      `${reference}`,
      `${other.reference}?t=${token}`,
      `PRL_MADEUP000000000?t=${token}`,
      `${'x'.repeat(500)}?t=${token}`,
      `${reference}?t=${'%00'.repeat(3)}`,
    ];
    const pages = new Set<string>();
    for (const path of forged) {
      const res = await t.app.request(`/verify/${path}`);
      expect(res.status, path).toBe(404);
      pages.add(await res.text());
    }
    expect(pages.size).toBe(1);
    expect([...pages][0]).toContain('We could not confirm this receipt');
    // The pending checkout, even with a token made the right way, has nothing to confirm.
    expect(pending.status).toBe('awaiting_transfer');
    const { receiptToken } = await import('#modules/receipts/index.ts');
    const res = await t.app.request(
      `/verify/${pending.reference}?t=${receiptToken(t.deps.config, pending.reference)}`,
    );
    expect(res.status).toBe(404);
    errorBody(await t.get(`/api/v1/receipts/verify/${reference}?t=${token}x`), 404, 'NOT_FOUND');
  });
});

/** The rectangles the PDF's content streams draw (`x y w h re`), from its deflated text streams. */
function drawnRects(pdf: Uint8Array): [number, number, number, number][] {
  const raw = Buffer.from(pdf).toString('latin1');
  const rects: [number, number, number, number][] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!/^[\t\n\r\x20-\x7e]*$/.test(text)) continue;
    for (const r of text.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)) {
      rects.push([Number(r[1]), Number(r[2]), Number(r[3]), Number(r[4])]);
    }
  }
  return rects;
}

/** What a phone reads from the receipt's code: its squares drawn anew as pixels, then decoded. */
function scanCode(pdf: Uint8Array): string | undefined {
  const rects = drawnRects(pdf);
  const square = rects.find(([, , w, h]) => w === h && w >= 90);
  if (!square) return undefined;
  const [x0, y0, size] = square;
  const inside = rects.filter(([x, y, w, h]) => h < size && x >= x0 && y >= y0 && x + w <= x0 + size + 0.01);
  const cell = Math.min(...inside.map(([, , , h]) => h));
  const modules = Math.round(size / cell);
  const scale = 4;
  const margin = 4 * scale;
  const width = modules * scale + 2 * margin;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [x, y, w] of inside) {
    const row = Math.round((y - y0) / cell);
    const col = Math.round((x - x0) / cell);
    for (let c = col; c < col + Math.round(w / cell); c++) {
      for (let py = 0; py < scale; py++) {
        for (let px = 0; px < scale; px++) {
          const at = ((margin + row * scale + py) * width + margin + c * scale + px) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('the verification code', () => {
  test('a phone scanning the receipt’s code reads the address printed under it', async () => {
    for (const name of ['Ada Obi', 'Adéyẹmí Ọláyínká Oluwaseun-Babátúndé']) {
      const { t, owner, reference, id } = await paidReceipt({ name });
      const { bytes } = await receipt(t, owner.token, id);
      // Scanned first: reading the text hands the bytes over to pdf.js.
      const scanned = scanCode(bytes);
      const printed = (await pdfText(bytes)).match(/http:\/\/payrail\.test\/verify\/\S+/)?.[0];
      expect(printed).toMatch(new RegExp(`/verify/${reference}\\?t=`));
      expect(scanned).toBe(printed);
    }
  });
});
