/**
 * The dev mailbox (GET /api/dev/mailbox): every email the API stored instead of sending, newest
 * first. It exists only in sandbox mode without SMTP_URL (404 otherwise). Not a spec endpoint and
 * not in the OpenAPI document: no session is needed, but when the server can be reached from
 * other machines it answers only to a client on the server's own machine or to the operator
 * token (403 otherwise), a guard `Access` does not describe, so the API registers it as a plain
 * route at this descriptor's path (apps/api modules/dev/routes.ts).
 */
import { z } from 'zod';
import { defineEndpoint, publicAccess } from './endpoint.ts';
import { line } from './text.ts';

export const MailboxQuery = z.object({
  /** Only the emails sent to this address (case ignored). */
  to: line().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const MailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;

/** GET /api/dev/mailbox. */
export const getMailbox = defineEndpoint({
  method: 'get',
  version: 'dev',
  path: '/mailbox',
  access: publicAccess,
  query: MailboxQuery,
  response: z.array(MailboxMessage),
  errors: ['NOT_AUTHORIZED'],
});
