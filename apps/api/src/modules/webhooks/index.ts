/** The webhooks module's public face: what other modules, jobs and the app may use of it. */
export { type DeliverySummary, deliverDueWebhooks, WEBHOOK_MAX_IN_FLIGHT } from './deliver.ts';
export { queueReplayBatches, REPLAY_BATCH } from './replay-batches.ts';
export { JITTER, nominalDelayMs, retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from './retry-schedule.ts';
export { webhookRoutes } from './routes.ts';
export { newWebhookSecret } from './signing.ts';
export { checkTarget, PrivateTargetError, UnresolvedTargetError } from './target-address.ts';
export { announceWebhooks, queueWebhook, queueWebhookCte } from './webhook-queue.ts';
