/**
 * The receipt PDF read back as text, as a customer copying from it or searching it would: naira
 * amounts, the merchant's white-labelling (display name, support contact), a long name wrapped
 * over lines, and each receipt showing its own payment only, though the process keeps the words
 * it has shaped for the next receipts (lib/pdf-fonts.ts).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { saveBranding } from './support/branding.ts';
import { useDatabase } from './support/database.ts';
import { type Harness, harness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk, transactionRow } from './support/payments.ts';

const database = useDatabase();
const RECEIPT = '/api/v1/merchant/transactions/generate-receipt-for-transaction-details';

async function receiptText(t: Harness, token: string, id: string): Promise<string> {
  const res = await t.app.request(`${RECEIPT}/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const LONG_NAME =
  'Oluwadamilọla Adébáyọ̀-Ogunleye Chukwuemekaobi Nwachukwu-Abubakar Babatunde Ọlọ́runfẹ́mi Ikechukwu';

describe('a receipt read as text', () => {
  test('shows naira amounts, the branding and a long name, and only its own payment', async () => {
    const t = harness(database.db);
    const branded = await merchantWithLink(t, { name: 'Jollof party tray', amount: 1_234_567 });
    await saveBranding(t, branded.owner.token);
    const plain = await merchantWithLink(t, { name: 'Suya platter', amount: 99_950 });

    const a = await payOk(
      t,
      branded.link.ref,
      payer({ name: LONG_NAME, email: 'long@example.com', card: card(CARDS.success) }),
    );
    const b = await payOk(
      t,
      plain.link.ref,
      payer({ name: 'Adéyẹmí Ọláyínká', email: 'ade@example.com', card: card(CARDS.success) }),
    );
    const textA = await receiptText(t, branded.owner.token, (await transactionRow(t, a.reference)).id);
    const textB = await receiptText(t, plain.owner.token, (await transactionRow(t, b.reference)).id);

    expect(textA).toContain('Mama Put Kitchen');
    expect(textA).toContain('help@mamaput.ng'); // the support email as saved (lower case)
    expect(textA).toContain('+234 803 123 4567');
    expect(textA).toContain('₦12,345.67');
    expect(textA).toContain('Jollof party tray');
    expect(textA).toContain(a.reference);
    // Wrapped over lines, every word is there, in order.
    expect(textA.replace(/ /g, '')).toContain(`${LONG_NAME}(long@example.com)`.replace(/ /g, ''));

    expect(textB).toContain('₦999.50');
    expect(textB).toContain('Adéyẹmí Ọláyínká (ade@example.com)');
    expect(textB).toContain('Suya platter');
    expect(textB).toContain(b.reference);
    for (const other of ['Mama Put Kitchen', 'mamaput.ng', 'Jollof', '12,345.67', a.reference]) {
      expect(textB).not.toContain(other);
    }
    expect(textA).not.toContain('Adéyẹmí');
    expect(textA).not.toContain(b.reference);
  });
});
