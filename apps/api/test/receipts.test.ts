/**
 * Receipts: the PDF of a received payment (spec 001 §7), read back as text as a customer would
 * read it, and its public verification: a genuine receipt verifies, anything else gets the same
 * refusal, whatever was changed.
 */
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

describe('the verification code as drawn', () => {
  test('each row’s dark modules are drawn as whole runs: every dark one once, no light one', async () => {
    const { default: QRCode } = await import('qrcode');
    const { darkRuns } = await import('#modules/receipts/receipt-pdf.ts');
    for (const text of ['http://127.0.0.1:3000/verify/PRL_0000000000370001?t=abc', 'x', 'A'.repeat(120)]) {
      const { modules } = QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
      });
      const drawn = new Set<string>();
      for (const [row, col, length] of darkRuns(modules)) {
        // Maximal: the modules either side of a run are light (or off the code).
        expect(col === 0 || !modules.get(row, col - 1)).toBe(true);
        expect(col + length === modules.size || !modules.get(row, col + length)).toBe(true);
        for (let c = col; c < col + length; c++) {
          expect(drawn.has(`${row},${c}`)).toBe(false);
          drawn.add(`${row},${c}`);
        }
      }
      const dark = new Set<string>();
      for (let r = 0; r < modules.size; r++)
        for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark.add(`${r},${c}`);
      expect(drawn).toEqual(dark);
    }
  });
});
