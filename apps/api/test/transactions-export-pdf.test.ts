/**
 * POST merchant/transactions/export-pdf (Transactions.pdf): a PDF that parses, lists the rows the
 * filters select with their references, prints the filters and the totals per currency.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { exportTransactionsPdf } from '#modules/exports/transactions-pdf.ts';
import { useDatabase } from './support/database.ts';
import { harness, silentLog } from './support/harness.ts';
import { CARDS, card, createLink, merchantWithLink, payer, payOk } from './support/payments.ts';

const database = useDatabase();
const PDF = '/api/v1/merchant/transactions/export-pdf';

async function exportPdf(t: ReturnType<typeof harness>, token: string, filters: Record<string, unknown>) {
  const res = await t.app.request(PDF, {
    method: 'POST',
    body: JSON.stringify(filters),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { res, text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe('the transactions PDF', () => {
  test('lists the matching transactions, the filters and the totals per currency', async () => {
    const t = harness(database.db);
    t.clock.set('2026-03-01T23:30:00Z');
    const { owner, link } = await merchantWithLink(t, { amount: 250_000 });
    const usd = await createLink(t, owner.token, { name: 'Course', amount: 10_000, currency: 'USD' });
    const paid = await payOk(t, link.ref, payer({ name: 'Adéyẹmí Ọláyínká', card: card(CARDS.success) }));
    t.clock.advance(1_000);
    const second = await payOk(t, link.ref, payer({ email: 'bola@example.com', card: card(CARDS.success) }));
    const declined = await payOk(t, link.ref, payer({ card: card(CARDS.declined) }));
    const dollars = await payOk(t, usd.ref, payer({ card: card(CARDS.success) }));

    const { res, text } = await exportPdf(t, owner.token, { status: 'success' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Transactions.pdf"');
    for (const ref of [paid.reference, second.reference, dollars.reference]) expect(text).toContain(ref);
    expect(text).not.toContain(declined.reference);
    expect(text).toContain('Filters: Status: success');
    expect(text).toContain('Adéyẹmí Ọláyínká');
    expect(text).toContain('02 Mar 2026, 00:30'); // 23:30 UTC is the next day in Lagos
    expect(text).toContain('NGN: 2 transactions');
    expect(text).toContain('USD: 1 transactions');
    expect(text).not.toContain('Export a CSV');
  });

  test('many rows take many pages, each with the table’s header', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    for (let i = 0; i < 40; i++) {
      t.clock.advance(1_000);
      await payOk(t, link.ref, payer({ email: `m${i}@example.com`, card: card(CARDS.success) }));
    }
    const { text, pages } = await exportPdf(t, owner.token, {});
    expect(pages).toBeGreaterThan(1);
    expect(text.split('Reference Customer').length - 1).toBe(pages);
    expect(text).toContain('NGN: 40 transactions');
  });

  test('past the cap, the newest rows and a line saying to export a CSV for more', async () => {
    const t = harness(database.db);
    const { owner, link } = await merchantWithLink(t);
    const refs: string[] = [];
    for (let i = 0; i < 4; i++) {
      t.clock.advance(1_000);
      refs.push(
        (await payOk(t, link.ref, payer({ email: `c${i}@example.com`, card: card(CARDS.success) })))
          .reference,
      );
    }
    const ctx = {
      deps: t.deps,
      log: silentLog,
      actor: { merchantId: owner.row.merchantId, userId: owner.row.id },
      access: { subAccountIds: null },
    };
    const res = await exportTransactionsPdf(ctx, { filters: {}, cap: 3 });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const ref of refs.slice(1)) expect(flat).toContain(ref);
    expect(flat).not.toContain(refs[0]);
    expect(flat).toContain(
      'Only the newest 3 transactions are listed. Export a CSV for every matching transaction.',
    );
    expect(flat).toContain('NGN: 4 transactions');
  });
});
