/**
 * Resending a transaction's webhook (GET merchant/transactions/resend-webhook/{id}): its latest
 * event goes out again as a NEW delivery, with its own `webhook-id` and attempts, so a receiver
 * that deduplicates by id takes it, and the first delivery's record stays as it was. A payment the
 * caller cannot read (another merchant's; for a member limited to sub-accounts, any not theirs)
 * is a 404.
 */
import { WebhookMessages } from '@payrail/contract/webhooks';
import { and, desc, eq } from 'drizzle-orm';
import { apiConfigurations, transactions, webhookDeliveries } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import type { Ctx } from '#lib/context.ts';
import { conflict, notFound } from '#lib/errors.ts';
import { visibleTransactions } from '#modules/transactions/index.ts';
import { announceWebhooks } from './webhook-queue.ts';

export async function resendWebhook(
  ctx: Pick<Ctx, 'deps' | 'actor' | 'access'>,
  input: { transactionId: string },
): Promise<{ deliveryId: string }> {
  const { deps, actor } = ctx;
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [t] = await tx
      .select({ id: transactions.id, reference: transactions.reference })
      .from(transactions)
      .where(and(eq(transactions.id, input.transactionId), visibleTransactions(ctx)));
    if (!t) throw notFound();
    const [last] = await tx
      .select({
        id: webhookDeliveries.id,
        sourceDeliveryId: webhookDeliveries.sourceDeliveryId,
        subAccountId: webhookDeliveries.subAccountId,
        event: webhookDeliveries.event,
        payload: webhookDeliveries.payload,
      })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.transactionId, t.id), eq(webhookDeliveries.merchantId, actor.merchantId)),
      )
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(1);
    if (!last) throw conflict(WebhookMessages.noEvent);
    const [target] = await tx
      .select({ url: apiConfigurations.webhookUrl })
      .from(apiConfigurations)
      .where(eq(apiConfigurations.merchantId, actor.merchantId));
    if (!target?.url) throw conflict(WebhookMessages.noUrl);
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        merchantId: actor.merchantId,
        transactionId: t.id,
        subAccountId: last.subAccountId,
        // The first delivery of the event, so a replay counts it once.
        sourceDeliveryId: last.sourceDeliveryId ?? last.id,
        event: last.event,
        payload: last.payload,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    await audit(tx, ctx, { action: 'webhook.resent', target: t.reference, details: { event: last.event } });
    return row!.id;
  });
  announceWebhooks(deps.log);
  return { deliveryId: id };
}
