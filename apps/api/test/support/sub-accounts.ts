/** Sub-accounts made through the real endpoints (issue 15). */
import { sandboxAccountName } from '#modules/processor/sandbox-accounts.ts';
import type { Harness } from './harness.ts';

export const SUBS = '/api/v1/merchant/sub-accounts';
export const SUB_LINKS = `${SUBS}/payment-links`;
export const SUB_BANK = { bankCode: '058', accountNumber: '0123456785' };

export function subAccountBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ikeja branch',
    settlementAccount: { ...SUB_BANK, accountName: sandboxAccountName(SUB_BANK.accountNumber) },
    split: { splitType: 'percentage', percentage: 12.5, feeBearer: 'merchant' },
    ...overrides,
  };
}

export type CreatedSubAccount = { uuid: string; slug: string; sub_account_details: { name: string } };

export async function createSubAccount(t: Harness, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.post(`${SUBS}/`, subAccountBody(overrides), { token });
  if (res.status !== 201) throw new Error(`create sub-account: ${res.status} ${res.text}`);
  return res.body.responseBody as CreatedSubAccount;
}

export async function createSubAccountLink(
  t: Harness,
  token: string,
  uuid: string,
  body: Record<string, unknown> = {},
) {
  const res = await t.post(
    `${SUB_LINKS}/${uuid}`,
    { name: 'School fees', amount: 1_000_000, ...body },
    { token },
  );
  if (res.status !== 201) throw new Error(`create sub-account link: ${res.status} ${res.text}`);
  return res.body.responseBody as { ref: string; slug: string; currency: string; status: string };
}
