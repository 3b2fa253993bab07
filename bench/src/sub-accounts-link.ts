/**
 * The split link `checkout.ts --split` pays (issue 15): signs in as the demo owner, creates a
 * sub-account (12.5 %, the merchant bears the fee; its settlement account a sandbox one) through
 * the API, and one ₦5,000 link of it, so every payment is split as a real one is.
 */
import { sandboxAccountName } from '../../apps/api/src/modules/processor/sandbox-accounts.ts';
import { DEMO_OWNER } from '../../e2e/support/users.ts';
import { api } from './api-client.ts';

export async function splitLink(baseUrl: string, name: string): Promise<{ token: string; ref: string }> {
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/api/v2/auth/login', {
    ...DEMO_OWNER,
    channel: 'web',
  });
  const bank = { bankCode: '058', accountNumber: '0123456785' };
  const sub = await api<{ uuid: string }>(
    baseUrl,
    'POST',
    '/api/v1/merchant/sub-accounts/',
    {
      name: 'Bench branch',
      settlementAccount: { ...bank, accountName: sandboxAccountName(bank.accountNumber) },
      split: { splitType: 'percentage', percentage: 12.5, feeBearer: 'merchant' },
    },
    token,
  );
  const link = await api<{ ref: string }>(
    baseUrl,
    'POST',
    `/api/v1/merchant/sub-accounts/payment-links/${sub.uuid}`,
    { name, amount: 500_000 },
    token,
  );
  return { token, ref: link.ref };
}
