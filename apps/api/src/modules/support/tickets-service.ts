/**
 * What a merchant's member does with tickets: file one, reply, close it. Each write is one
 * transaction with its audit row; the emails go after it commits (ticket-mailing.ts). Filing is
 * rate limited per merchant (SUPPORT_TICKETS_PER_HOUR), replies too (SUPPORT_REPLIES_PER_HOUR),
 * in the database (lib/rate-limit.ts), so the limit holds across instances.
 */
import {
  type FileTicketRequest,
  SUPPORT_REPLIES_PER_HOUR,
  SUPPORT_TICKETS_PER_HOUR,
  type SupportTicketDetails,
} from '@payrail/contract/support';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { supportTicketMessages, supportTickets, transactions } from '#db/schema/index.ts';
import { audit } from '#lib/audit.ts';
import { publicId } from '#lib/crypto.ts';
import { conflict, validation } from '#lib/errors.ts';
import { hit, type Limit } from '#lib/rate-limit.ts';
import { nameOf, ownTicket, type SupportCtx } from './read.ts';
import { supportMail } from './support-mail.ts';
import { mailFacts, sendAll, supportAddress } from './ticket-mailing.ts';
import { detailsOf, type TicketRow } from './ticket-view.ts';

export const SupportLimits = {
  file: { name: 'support-ticket:merchant', max: SUPPORT_TICKETS_PER_HOUR, windowMs: 60 * 60_000 },
  reply: { name: 'support-reply:merchant', max: SUPPORT_REPLIES_PER_HOUR, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

type FileInput = {
  subject: string;
  category: FileTicketRequest['category'];
  message: string;
  transactionReference?: string | undefined;
};

/** The payment's reference as stored, when it is one the caller may see; else a 422 on the field. */
async function paymentReference(ctx: SupportCtx, given: string | undefined): Promise<string | null> {
  if (!given) return null;
  const reference = given.toUpperCase();
  const [found] = await ctx.deps.db
    .select({ reference: transactions.reference })
    .from(transactions)
    .where(
      and(
        eq(transactions.reference, reference),
        eq(transactions.merchantId, ctx.actor.merchantId),
        ctx.access.subAccountIds
          ? inArray(transactions.subAccountId, [...ctx.access.subAccountIds])
          : undefined,
      ),
    );
  if (!found) throw validation({ transactionReference: ['None of your payments has this reference'] });
  return found.reference;
}

/** A fresh code; a clash with an existing one (one in a billion) takes another. */
async function insertTicket(
  tx: Tx,
  values: Omit<typeof supportTickets.$inferInsert, 'code'>,
): Promise<TicketRow> {
  for (;;) {
    const [row] = await tx
      .insert(supportTickets)
      .values({ ...values, code: publicId('SUP', 6) })
      .onConflictDoNothing({ target: supportTickets.code })
      .returning();
    if (row) return row;
  }
}

export async function fileTicket(ctx: SupportCtx, input: FileInput): Promise<SupportTicketDetails> {
  const { deps, actor } = ctx;
  const transactionReference = await paymentReference(ctx, input.transactionReference);
  await hit(deps.db, deps.clock, SupportLimits.file, actor.merchantId);
  const now = deps.clock.now();
  const author = await nameOf(deps.db, actor.userId);
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await insertTicket(tx, {
      merchantId: actor.merchantId,
      filedBy: actor.userId,
      subject: input.subject,
      category: input.category,
      status: 'open',
      transactionReference,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket.id,
      author: 'merchant',
      authorUserId: actor.userId,
      authorName: author,
      body: input.message,
      createdAt: now,
    });
    await audit(tx, ctx, {
      action: 'support.ticket_filed',
      target: ticket.code,
      details: { category: input.category, transactionReference },
    });
    return ticket;
  });
  const { merchant, member } = await mailFacts(deps, actor.merchantId, actor.userId);
  await sendAll(
    deps,
    [
      supportMail.newTicket(supportAddress(deps), row, merchant, member, input.message),
      supportMail.acknowledgement(deps.config.appUrl, member, row),
    ],
    row.code,
  );
  return detailsOf(deps.db, row, author);
}

export async function replyToTicket(
  ctx: SupportCtx,
  input: { id: string; message: string },
): Promise<SupportTicketDetails> {
  const { deps, actor } = ctx;
  await ownTicket(deps.db, ctx, input.id);
  await hit(deps.db, deps.clock, SupportLimits.reply, actor.merchantId);
  const now = deps.clock.now();
  const author = await nameOf(deps.db, actor.userId);
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, ctx, input.id, { lock: true });
    if (ticket.status === 'closed') throw conflict('This ticket is closed: file a new one');
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket.id,
      author: 'merchant',
      authorUserId: actor.userId,
      authorName: author,
      body: input.message,
      createdAt: now,
    });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: 'open', updatedAt: now })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    await audit(tx, ctx, { action: 'support.ticket_replied', target: ticket.code });
    return updated!;
  });
  const { merchant, member } = await mailFacts(deps, actor.merchantId, actor.userId);
  await sendAll(
    deps,
    [supportMail.merchantReply(supportAddress(deps), row, merchant, member, input.message)],
    row.code,
  );
  return detailsOf(deps.db, row, await nameOf(deps.db, row.filedBy));
}

export async function closeTicket(ctx: SupportCtx, id: string): Promise<SupportTicketDetails> {
  const { deps } = ctx;
  await ownTicket(deps.db, ctx, id);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, ctx, id, { lock: true });
    if (ticket.status === 'closed') throw conflict('This ticket is already closed');
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: 'closed', closedAt: now })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    await audit(tx, ctx, { action: 'support.ticket_closed', target: ticket.code });
    return updated!;
  });
  return detailsOf(deps.db, row, await nameOf(deps.db, row.filedBy));
}
