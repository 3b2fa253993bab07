/**
 * Support (spec 001 §2 /account/support; issue 16). Descriptors in packages/contract/src/support.ts;
 * the merchant's side in tickets-service.ts and read.ts, the staff's in staff.ts (the operator CLI
 * and ops-routes.ts); decisions in docs/SUPPORT.md.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as support from '@payrail/contract/support';
import { SUPPORT_HOURS, SupportMessages, supportTestCards } from '@payrail/contract/support';
import type { AppEnv } from '#lib/env.ts';
import { endpoint } from '#lib/route.ts';
import { supportOpsRoutes } from './ops-routes.ts';
import { listTickets, ticketDetails } from './read.ts';
import { supportAddress, supportPhone } from './ticket-mailing.ts';
import { closeTicket, fileTicket, replyToTicket } from './tickets-service.ts';

const tag = 'Support';

export function supportRoutes(app: OpenAPIHono<AppEnv>) {
  endpoint(
    app,
    support.getSupportContact,
    {
      tag,
      summary: 'Support channels',
      description:
        'How to reach Payrail support: the email address (`SUPPORT_EMAIL`), the phone number (`SUPPORT_PHONE`) and the hours, in Africa/Lagos time. In sandbox mode also the sandbox processor’s test cards (the list it charges by; empty in live mode).',
    },
    async (ctx) => ({
      message: 'Support',
      responseBody: {
        email: supportAddress(ctx.deps),
        phone: supportPhone(ctx.deps),
        hours: { ...SUPPORT_HOURS },
        sandbox: ctx.deps.config.mode === 'sandbox',
        testCards: ctx.deps.config.mode === 'sandbox' ? supportTestCards() : [],
      },
    }),
  );

  endpoint(
    app,
    support.listSupportTickets,
    {
      tag,
      summary: 'List support tickets',
      description:
        'The merchant’s tickets, newest first, 20 a page (`page` from 1), each with its status: `open` (filed, or the merchant wrote last), `answered` (support wrote last) or `closed`. Members limited to sub-accounts see only the tickets they filed.',
    },
    async (ctx, { query }) => ({ message: 'Support tickets', responseBody: await listTickets(ctx, query) }),
  );

  endpoint(
    app,
    support.fileSupportTicket,
    {
      tag,
      summary: 'File a support ticket',
      description: `Subject (3–${support.SUPPORT_SUBJECT_MAX} characters), category (${support.SUPPORT_CATEGORIES.join(', ')}), message (10–${support.SUPPORT_MESSAGE_MAX} characters) and optionally the reference of one of the merchant’s payments (PRL_…; 422 on \`transactionReference\` when it names none of them). Stored with its first message and an audit row; then emailed to the support team and acknowledged to the member with the ticket’s code (SUP-…). At most ${support.SUPPORT_TICKETS_PER_HOUR} tickets an hour per merchant (429 with Retry-After). Message: \`${SupportMessages.filed}\`.`,
    },
    async (ctx, { body }) => ({ message: SupportMessages.filed, responseBody: await fileTicket(ctx, body) }),
  );

  endpoint(
    app,
    support.showSupportTicket,
    {
      tag,
      summary: 'Show a support ticket',
      description:
        'The ticket and its thread, oldest message first (`author`: merchant or support). Another merchant’s ticket is a 404.',
    },
    async (ctx, { params }) => ({
      message: 'Support ticket',
      responseBody: await ticketDetails(ctx, params.id),
    }),
  );

  endpoint(
    app,
    support.replySupportTicket,
    {
      tag,
      summary: 'Reply on a support ticket',
      description: `Adds the member’s message to the thread; the ticket is \`open\` again and the support team is emailed. A closed ticket takes no reply (409 CONFLICT: file a new one). At most ${support.SUPPORT_REPLIES_PER_HOUR} replies an hour per merchant. Message: \`${SupportMessages.replied}\`.`,
    },
    async (ctx, { params, body }) => ({
      message: SupportMessages.replied,
      responseBody: await replyToTicket(ctx, { id: params.id, message: body.message }),
    }),
  );

  endpoint(
    app,
    support.closeSupportTicket,
    {
      tag,
      summary: 'Close a support ticket',
      description: `The merchant closes a ticket that needs nothing more (409 CONFLICT when it is already closed). Message: \`${SupportMessages.closed}\`.`,
    },
    async (ctx, { params }) => ({
      message: SupportMessages.closed,
      responseBody: await closeTicket(ctx, params.id),
    }),
  );

  supportOpsRoutes(app);
}
