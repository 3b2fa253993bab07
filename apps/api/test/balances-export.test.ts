/**
 * The balances exports: Balances.csv (a currency's movements the filters select, newest first,
 * formula cells neutralised, `naira` for NGN) and Balances.pdf; movements of kinds this module
 * does not know (a payout, posted the way the payouts module posts it) show with a readable type.
 */
import { describe, expect, test } from 'vitest';
import { post } from '#modules/ledger/index.ts';
import { runSettlement } from '#modules/settlement/index.ts';
import { useDatabase } from './support/database.ts';
import { errorBody, harness as makeHarness } from './support/harness.ts';
import { CARDS, card, merchantWithLink, payer, payOk } from './support/payments.ts';
import { signedInUser, signIn } from './support/users.ts';

const database = useDatabase();
const B = '/api/v1/merchant/balances';

async function merchantWithHistory() {
  const t = makeHarness(database.db);
  t.clock.set('2026-03-02T09:00:00Z');
  const { owner, link, merchantId } = await merchantWithLink(t, { amount: 1_000_000 });
  const { reference } = await payOk(t, link.ref, payer({ card: card(CARDS.success) }));
  t.clock.set('2026-03-03T09:00:00Z');
  await runSettlement(t.deps, { merchantId });
  // A payout of ₦1,000 with a description a spreadsheet would run, posted as another module would.
  t.clock.set('2026-03-03T10:00:00Z');
  await t.db.transaction((tx) =>
    post(tx, t.clock, {
      merchantId,
      kind: 'payout_reversal',
      reference: `PO_TEST${merchantId.slice(0, 8).toUpperCase()}`,
      description: '=HYPERLINK("http://evil.example","click")',
      lines: [
        { account: { merchantId, kind: 'merchant_available', currency: 'NGN' }, amount: -100_000n },
        { account: { merchantId: null, kind: 'platform_clearing', currency: 'NGN' }, amount: 100_000n },
      ],
    }),
  );
  return { t, token: await signIn(t, owner.email), reference: reference as string };
}

describe('Balances.csv', () => {
  test('the movements newest first, neutralised, unsigned with a direction; naira; filters', async () => {
    const { t, token, reference } = await merchantWithHistory();
    const res = await t.post(`${B}/export-csv/naira`, {}, { token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Balances.csv"');
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Date (Africa/Lagos)","Type","Wallet","Direction","Amount","Currency","Reference","Description","Movement ref"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('"Payout reversal","Available","Debit","1000.00","NGN"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const settlement = `${lines[2]}${lines[3]}`;
    expect(settlement).toContain('"Settlement","Pending","Debit","9750.00"');
    expect(settlement).toContain('"Settlement","Available","Credit","9750.00"');
    expect(lines[4]).toContain(
      `"Payment","Pending","Credit","9750.00","NGN","${reference}","Payment ${reference}"`,
    );
    expect(lines[4]!.startsWith('"02/03/2026, 10:00:00"')).toBe(true);

    const payments = await t.post(`${B}/export-csv/NGN`, { type: 'payment' }, { token });
    expect(payments.text.trim().split('\r\n')).toHaveLength(2);
    const usd = await t.post(`${B}/export-csv/USD`, {}, { token });
    expect(usd.text.trim().split('\r\n')).toHaveLength(1);
    expect((await t.post(`${B}/export-csv/pounds`, {}, { token })).status).toBe(422);
    expect(
      errorBody(await t.post(`${B}/export-csv/NGN`, { amount: 0 }, { token }), 422).errors?.amount,
    ).toBeTruthy();
  });

  test('another merchant’s file holds none of it; 401 without a session', async () => {
    const { t } = await merchantWithHistory();
    const other = await signedInUser(t);
    const res = await t.post(`${B}/export-csv/NGN`, {}, { token: other.token });
    expect(
      res.text
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    expect((await t.post(`${B}/export-csv/NGN`, {})).status).toBe(401);
  });
});

describe('Balances.pdf', () => {
  test('a PDF with the balances and movements', async () => {
    const { t, token } = await merchantWithHistory();
    const res = await t.call('POST', `${B}/export-pdf/NGN`, { body: {}, token });
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Balances.pdf"');
    expect(res.text.startsWith('%PDF-')).toBe(true);
  });
});
