/**
 * The scheduled job that closes abandoned checkouts: bank transfers whose account has expired and
 * USSD codes whose 30-minute window has passed end as failed with their reason, which the link's
 * funnel counts under failures by reason. (Reading a checkout's state closes it too: state.ts.)
 */
import { TRANSFER_WINDOW_MS } from '@payrail/contract/checkout';
import { and, eq, lte } from 'drizzle-orm';
import { transactions, virtualAccounts } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { TRANSFER_EXPIRED, USSD_EXPIRED } from '#modules/checkout/index.ts';
import { markFailed } from '#modules/settlement/index.ts';

/** At most this many of each kind per run; the next run (a minute later) takes the rest. */
export const EXPIRE_BATCH = 200;

/** Fails every checkout whose window has passed; answers how many it closed. */
export async function expireAbandonedCheckouts(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const [transfers, ussd] = await Promise.all([
    deps.db
      .select({ id: transactions.id })
      .from(virtualAccounts)
      .innerJoin(transactions, eq(transactions.id, virtualAccounts.transactionId))
      .where(and(eq(transactions.status, 'awaiting_transfer'), lte(virtualAccounts.expiresAt, now)))
      .limit(EXPIRE_BATCH),
    deps.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(
        and(
          eq(transactions.channel, 'ussd'),
          eq(transactions.status, 'pending'),
          lte(transactions.createdAt, new Date(now.getTime() - TRANSFER_WINDOW_MS)),
        ),
      )
      .limit(EXPIRE_BATCH),
  ]);
  let closed = 0;
  // One transaction each, only from the status read (a payment arriving meanwhile wins).
  for (const t of transfers)
    if (await markFailed({ deps }, { id: t.id, from: ['awaiting_transfer'], reason: TRANSFER_EXPIRED }))
      closed++;
  for (const t of ussd)
    if (await markFailed({ deps }, { id: t.id, from: ['pending'], reason: USSD_EXPIRED })) closed++;
  if (closed) deps.log.info({ closed }, 'expired abandoned checkouts');
  return closed;
}
