/** The webhooks module's public face: what other modules, jobs and the app may use of it. */
export { queueWebhookCte } from './webhook-queue.ts';
