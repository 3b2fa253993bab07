/**
 * The money-out bench's merchant: the demo owner with KYB approved, a transaction PIN, a settlement
 * account past its 24-hour hold, a large available NGN balance (one ledger entry, as
 * apps/api/test/support/payouts.ts funds a merchant) and `payments` paid card payments to refund
 * part of. The PIN, the account and the payments go through the real endpoints; KYB approval, the
 * hold's end and the funding are written to the database, as the API tests do.
 */
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { systemClock } from '../../apps/api/src/lib/clock.ts';
import { post } from '../../apps/api/src/modules/ledger/index.ts';
import { sandboxAccountName } from '../../apps/api/src/modules/processor/sandbox-accounts.ts';
import { api } from './api-client.ts';
import { closedLoop, postJson } from './closed-loop.ts';
import { demoLink, payment, payPath } from './payments.ts';

export const PIN = '2580';
type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export type Balances = { available: bigint; pending: bigint };

export async function balances(q: Query, merchantId: string): Promise<Balances> {
  const rows = await q<{ kind: string; balance: string }>(
    `select a.kind, (a.balance + coalesce((select sum(s.amount) from ledger_credit_shards s
       where s.account_id = a.id), 0))::text as balance
     from ledger_accounts a where a.merchant_id = $1 and a.currency = 'NGN'
       and a.kind in ('merchant_available', 'merchant_pending')`,
    [merchantId],
  );
  const of = (k: string) => BigInt(rows.find((r) => r.kind === k)?.balance ?? '0');
  return { available: of('merchant_available'), pending: of('merchant_pending') };
}

export async function readyMerchant(o: {
  baseUrl: string;
  databaseUrl: string;
  q: Query;
  funds: bigint;
  payments: number;
}) {
  const { token, ref } = await demoLink(o.baseUrl, 'Bench refunds');
  const [user] = await o.q<{ merchant_id: string }>(
    `select merchant_id from users where email = 'demo@payrail.test'`,
  );
  const merchantId = user!.merchant_id;
  await o.q(
    `insert into kyb_profiles (merchant_id, business_category_id, status, created_at, updated_at)
     values ($1, 1, 'approved', now(), now())
     on conflict (merchant_id) do update set status = 'approved'`,
    [merchantId],
  );
  await api(o.baseUrl, 'POST', '/api/v1/settings/pin/register-pin', { pin: PIN, confirmPin: PIN }, token);
  const account = { bankCode: '058', accountNumber: '0123456785' };
  await api(
    o.baseUrl,
    'POST',
    '/api/v1/settlement-account',
    {
      ...account,
      accountName: sandboxAccountName(account.accountNumber),
      accountNameConfirmed: true,
      pin: PIN,
    },
    token,
  );
  await o.q('update settlement_accounts set payouts_from = now() where merchant_id = $1', [merchantId]);

  const c = await openDatabase({ databaseUrl: o.databaseUrl });
  try {
    await c.db.transaction((tx) =>
      post(tx, systemClock, {
        merchantId,
        kind: 'test_funding',
        reference: `BENCH_FUND_${merchantId}_${Date.now()}`,
        lines: [
          { account: { merchantId: null, kind: 'platform_clearing', currency: 'NGN' }, amount: -o.funds },
          { account: { merchantId, kind: 'merchant_available', currency: 'NGN' }, amount: o.funds },
        ],
      }),
    );
  } finally {
    await c.close();
  }

  // The payments to refund: ₦5,000 each on the demo link, paid with the sandbox success card.
  const tag = `mob-${process.pid}`;
  const paid = await closedLoop({
    connections: 5,
    durationS: 300,
    maxRequests: o.payments,
    send: (n) => {
      const p = payment(tag, n);
      return postJson(`${o.baseUrl}${payPath(ref)}`, JSON.parse(p.body), p.headers);
    },
  });
  if (paid.ok !== o.payments) throw new Error(`paying the link: ${JSON.stringify(paid.refusals)}`);
  const transactions = await o.q<{ id: string }>(
    `select id from transactions where merchant_id = $1 and status = 'success' order by id`,
    [merchantId],
  );
  return { token, merchantId, transactionIds: transactions.map((t) => t.id) };
}
