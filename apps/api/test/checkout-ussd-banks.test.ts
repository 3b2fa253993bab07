/**
 * USSD by the customer's bank (issue 12): the start body names the bank (`ussdBank`, one of the
 * contract's USSD_BANKS) and the sandbox gives a code of that bank's shape; an unknown bank is a
 * 422 on the field; without one (an API caller) the code is GTBank's. The code still pays.
 */
import { USSD_BANKS } from '@payrail/contract/ussd-banks';
import { describe, expect, test } from 'vitest';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { merchantWithLink, PAY, pay, payer, payOk } from './support/payments.ts';

const database = useDatabase();

describe('a USSD code of the chosen bank’s shape', () => {
  test('GTBank *737#, Access *901#, First Bank *894#, UBA *919#, Zenith *966#, and every listed bank', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const named = { gtbank: '737', access: '901', 'first-bank': '894', uba: '919', zenith: '966' };
    for (const [id, shortCode] of Object.entries(named))
      expect(USSD_BANKS.find((b) => b.id === id)?.shortCode).toBe(shortCode);
    for (const bank of USSD_BANKS) {
      const state = await payOk(t, link.ref, payer({ channel: 'ussd', ussdBank: bank.id }));
      expect(state.status).toBe('pending');
      expect(state.ussd.code).toMatch(new RegExp(`^\\*${bank.shortCode}\\*000\\*\\d{6}#$`));
    }
  });

  test('the code pays: the sandbox completes it at the total', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const state = await payOk(t, link.ref, payer({ channel: 'ussd', ussdBank: 'zenith' }));
    expect(state.ussd.code).toMatch(/^\*966\*000\*\d{6}#$/);
    const done = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, {});
    expect(done.body.responseBody).toMatchObject({ status: 'success', amountPaid: state.total });
  });

  test('an unknown bank is refused on its field; none at all gets GTBank’s shape', async () => {
    const t = harness(database.db);
    const { link } = await merchantWithLink(t);
    const bad = await pay(t, link.ref, payer({ channel: 'ussd', ussdBank: 'heritage' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.ussdBank).toEqual(['Choose your bank']);
    const plain = await payOk(t, link.ref, payer({ channel: 'ussd' }));
    expect(plain.ussd.code).toMatch(/^\*737\*000\*\d{6}#$/);
  });
});
