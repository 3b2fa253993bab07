/**
 * A wrong transfer told as it is (issue 12): ₦22,500.00 into a ₦25,000.00 checkout says "You sent
 * ₦22,500.00 of ₦25,000.00" and what happens next under the merchant's wrong-transfer setting: kept
 * as a part payment (`underpaid`), or on its way back (the refund job sends it, so never "has been
 * returned"); never "Payment successful", in the API's answer or on the pay page.
 */
import { describe, expect, test } from 'vitest';
import { saveCheckoutSettings } from '#modules/merchant-settings/settings-service.ts';
import { useDatabase } from './support/database.ts';
import { harness } from './support/harness.ts';
import { merchantWithLink, PAY, payer, payOk } from './support/payments.ts';

const database = useDatabase();
const SENT = 'You sent ₦22,500.00 of ₦25,000.00.';

async function shortTransfer(rule: 'merchant' | 'customer') {
  const t = harness(database.db);
  const { link, merchantId } = await merchantWithLink(t, { amount: 2_500_000 });
  await saveCheckoutSettings(t.db, merchantId, { wrongTransferBearer: rule });
  const state = await payOk(t, link.ref, payer({ channel: 'bank_transfer' }));
  const res = await t.post(`${PAY}/checkout/${state.reference}/simulate-transfer`, { amount: 2_250_000 });
  const page = await t.get(`/payment-links/${link.ref}?checkout=${state.reference}`);
  return { res, page };
}

describe('₦22,500.00 sent into a ₦25,000.00 checkout', () => {
  test('the merchant accepts short payments: a part payment, with what is still due', async () => {
    const { res, page } = await shortTransfer('merchant');
    expect(res.body.responseBody.status).toBe('underpaid');
    expect(res.body.message).toBe(`${SENT} Amaka Foods has accepted it as a part payment.`);
    expect(page.text).toContain('Part payment received');
    expect(page.text).toContain('₦2,500.00 still due');
    expect(page.text).not.toContain('Payment successful');
  });

  test('the merchant takes only the full amount: it is on its way back, and the page says so', async () => {
    const { res, page } = await shortTransfer('customer');
    const reason = `${SENT} Only the full amount can be accepted, so your ₦22,500.00 is being returned to the account it came from.`;
    expect(res.body.responseBody).toMatchObject({
      status: 'failed',
      failureReason: reason,
      amountRefunded: 2_250_000,
    });
    expect(res.body.message).toContain(reason);
    expect(res.body.message).not.toContain('has been returned');
    expect(page.text).toContain('Your transfer is being returned');
    expect(page.text).toContain(reason);
    expect(page.text).toContain('Pay ₦25,000.00 again');
    expect(page.text).not.toContain('Payment successful');
    expect(page.text).not.toContain('has been returned');
  });
});
