/**
 * Who hears of a sub-account payout's end: the merchant's server gets `transfer.success` or
 * `transfer.failed` (queued in the transaction that ends it, with the main account's payouts' data
 * plus `subaccount`: its slug as `subaccount_code` and its name as `business_name`), and the owner
 * is emailed after the commit, the sub-account named. Both reuse the payouts module's builders.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { type subAccountPayouts, subAccounts } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { emailOwner } from '#modules/notifications/index.ts';
import { payoutOutcomeMail, transferData } from '#modules/payouts/index.ts';
import { announceWebhooks, queueWebhook } from '#modules/webhooks/index.ts';

type Row = typeof subAccountPayouts.$inferSelect;
export type SubAccountNamed = { slug: string; name: string };
type NoticeDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'config' | 'mailer'>;

/** Queues the transfer webhook of an ended payout; answers the sub-account for the email. */
export async function queueSubAccountTransferWebhook(
  tx: Tx,
  deps: Pick<Deps, 'clock'>,
  p: Row,
): Promise<SubAccountNamed> {
  const [sub] = await tx
    .select({ slug: subAccounts.slug, name: subAccounts.name })
    .from(subAccounts)
    .where(eq(subAccounts.id, p.subAccountId))
    .limit(1);
  const named = sub ?? { slug: p.subAccountId, name: p.accountName };
  await queueWebhook(tx, deps.clock, {
    merchantId: p.merchantId,
    subAccountId: p.subAccountId,
    event: p.status === 'paid' ? 'transfer.success' : 'transfer.failed',
    data: { ...transferData(p), subaccount: { subaccount_code: named.slug, business_name: named.name } },
  });
  return named;
}

/** After the commit: nudges the webhook job and emails the owner. */
export async function announceSubAccountPayout(deps: NoticeDeps, p: Row, sub: SubAccountNamed) {
  announceWebhooks(deps.log);
  await emailOwner(deps as Deps, p.merchantId, (to, name) =>
    payoutOutcomeMail(to, name, p, {
      url: `${deps.config.appUrl}/others/sub-accounts/${encodeURIComponent(sub.slug)}`,
      subAccountName: sub.name,
    }),
  );
}
