/**
 * What Payrail's support staff do (the operator CLI `support:*`, or /api/ops/support/… through a
 * running server): list the tickets waiting, read one, answer it (status answered; the member who
 * filed it is emailed and sees it in the thread) and close it (emailed too). Tickets are named by
 * their code (SUP-…), as the emails quote them. Each write is one transaction with an audit row
 * written as the ticket's merchant's, with no user (`details.by` says which tool).
 */

import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TICKET_STATUSES,
  type SupportTicketStatus,
} from '@payrail/contract/support';
import { freeText, line } from '@payrail/contract/text';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '#db/client.ts';
import { auditEvents, merchants, supportTicketMessages, supportTickets, users } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { conflict, notFound, validation } from '#lib/errors.ts';
import { filerName } from './read.ts';
import { supportMail } from './support-mail.ts';
import { mailFacts, sendAll } from './ticket-mailing.ts';
import type { TicketRow } from './ticket-view.ts';

export const STAFF_NAME = 'Payrail Support';
export type StaffCtx = { deps: Deps };
export type StaffInput = { code: string; by: string };

export const StaffReply = z.object({
  code: line().trim().min(1),
  message: freeText()
    .trim()
    .min(1, 'Write the reply')
    .max(SUPPORT_MESSAGE_MAX, `A reply must be at most ${SUPPORT_MESSAGE_MAX} characters`),
});

export type StaffTicket = {
  code: string;
  status: SupportTicketStatus;
  subject: string;
  category: string;
  merchant: string;
  filedBy: string;
  updatedAt: Date;
};

async function byCode(db: Db | Tx, code: string, o: { lock?: boolean } = {}): Promise<TicketRow> {
  const q = db.select().from(supportTickets).where(eq(supportTickets.code, code.trim().toUpperCase()));
  const [row] = o.lock ? await q.for('update') : await q;
  if (!row) throw notFound(`No support ticket has the code ${code.trim().toUpperCase()}`);
  return row;
}

/** The tickets in these statuses (open and answered by default), the longest waiting first. */
export async function staffTickets(
  { deps }: StaffCtx,
  statuses: readonly SupportTicketStatus[] = ['open', 'answered'],
): Promise<StaffTicket[]> {
  const rows = await deps.db
    .select({ row: supportTickets, merchant: merchants.businessName, filedBy: filerName })
    .from(supportTickets)
    .innerJoin(merchants, eq(merchants.id, supportTickets.merchantId))
    .innerJoin(users, eq(users.id, supportTickets.filedBy))
    .where(inArray(supportTickets.status, [...statuses]))
    .orderBy(asc(supportTickets.updatedAt))
    .limit(500);
  return rows.map((r) => ({
    code: r.row.code,
    status: r.row.status,
    subject: r.row.subject,
    category: r.row.category,
    merchant: r.merchant,
    filedBy: r.filedBy,
    updatedAt: r.row.updatedAt,
  }));
}

export const isStatus = (s: string): s is SupportTicketStatus =>
  (SUPPORT_TICKET_STATUSES as readonly string[]).includes(s);

/** One ticket and its thread, for the operator to read before answering. */
export async function staffThread({ deps }: StaffCtx, code: string) {
  const row = await byCode(deps.db, code);
  const messages = await deps.db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, row.id))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  return { row, messages };
}

async function auditStaff(tx: Tx, deps: Deps, row: TicketRow, action: string, by: string) {
  await tx.insert(auditEvents).values({
    merchantId: row.merchantId,
    actorUserId: null,
    action,
    target: row.code,
    details: { by },
    ip: null,
    createdAt: deps.clock.now(),
  });
}

/** Support answers: a message in the thread, status answered, the filer emailed. */
export async function staffReply(
  { deps }: StaffCtx,
  input: StaffInput & { message: string },
): Promise<TicketRow> {
  const parsed = StaffReply.safeParse(input);
  if (!parsed.success) throw validation({ message: [parsed.error.issues[0]?.message ?? 'Write the reply'] });
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await byCode(tx, parsed.data.code, { lock: true });
    if (ticket.status === 'closed') throw conflict(`${ticket.code} is closed`);
    await tx.insert(supportTicketMessages).values({
      ticketId: ticket.id,
      author: 'support',
      authorUserId: null,
      authorName: STAFF_NAME,
      body: parsed.data.message,
      createdAt: now,
    });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: 'answered', updatedAt: now })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    await auditStaff(tx, deps, ticket, 'support.ticket_answered', input.by);
    return updated!;
  });
  const { member } = await mailFacts(deps, row.merchantId, row.filedBy);
  await sendAll(
    deps,
    [supportMail.supportReply(deps.config.appUrl, member, row, parsed.data.message)],
    row.code,
  );
  return row;
}

/** Support closes a ticket; the filer is told. */
export async function staffClose({ deps }: StaffCtx, input: StaffInput): Promise<TicketRow> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await byCode(tx, input.code, { lock: true });
    if (ticket.status === 'closed') throw conflict(`${ticket.code} is already closed`);
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: 'closed', closedAt: now })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    await auditStaff(tx, deps, ticket, 'support.ticket_closed', input.by);
    return updated!;
  });
  const { member } = await mailFacts(deps, row.merchantId, row.filedBy);
  await sendAll(deps, [supportMail.closed(deps.config.appUrl, member, row)], row.code);
  return row;
}
