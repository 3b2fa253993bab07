/** A ticket row as the contract shows it, and its thread, oldest message first. */
import type { SupportTicket, SupportTicketDetails } from '@payrail/contract/support';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { supportTicketMessages, type supportTickets } from '#db/schema/index.ts';

export type TicketRow = typeof supportTickets.$inferSelect;

export function ticketView(row: TicketRow, filedBy: string): SupportTicket {
  return {
    id: row.id,
    code: row.code,
    subject: row.subject,
    category: row.category as SupportTicket['category'],
    status: row.status,
    transactionReference: row.transactionReference,
    filedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function detailsOf(db: Db | Tx, row: TicketRow, filedBy: string): Promise<SupportTicketDetails> {
  const messages = await db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, row.id))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  return {
    ...ticketView(row, filedBy),
    closedAt: row.closedAt?.toISOString() ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
