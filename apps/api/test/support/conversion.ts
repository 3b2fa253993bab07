/**
 * A merchant ready to convert: signed in, a transaction PIN, and USD in its available balance (a
 * ledger entry from processor clearing, as a settled USD card payment leaves it).
 */
import { sql } from 'drizzle-orm';
import { rawRows } from '#db/client.ts';
import type { Harness } from './harness.ts';
import { fund, PIN, setPin } from './payouts.ts';
import { signedInUser } from './users.ts';

export { PIN };
export const RATE = '/api/v1/conversion/get-conversion-rate/from-currency/USD/to-currency/NGN';
export const CONVERT = '/api/v1/conversion/make-wallet-conversion';

export async function conversionMerchant(t: Harness, o: { usd?: bigint } = {}) {
  const user = await signedInUser(t);
  const merchantId = user.row.merchantId;
  await setPin(t, user.token);
  if (o.usd) await fund(t, merchantId, o.usd, 'USD');
  return { ...user, merchantId };
}

/** A wallet's balance: its row plus its credit shards, as the ledger counts it. */
export async function balance(t: Harness, merchantId: string, currency: string, kind = 'merchant_available') {
  const rows = await rawRows<{ balance: string }>(
    t.db,
    sql`select (a.balance + coalesce((select sum(s.amount) from ledger_credit_shards s where s.account_id = a.id), 0))::text as balance
        from ledger_accounts a where a.merchant_id = ${merchantId} and a.kind = ${kind} and a.currency = ${currency}`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}

export async function quote(t: Harness, token: string) {
  const res = await t.get(RATE, { token });
  if (res.status !== 200) throw new Error(`get-conversion-rate: ${res.status} ${res.text}`);
  return res.body.responseBody as {
    quoteId: string;
    rate: string;
    expiresAt: string;
    expiresInSeconds: number;
  };
}

export function convert(t: Harness, token: string, body: Record<string, unknown>, key?: string) {
  return t.call('PUT', CONVERT, {
    token,
    body: { from: 'USD', pin: PIN, ...body },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
}
