/**
 * Reading tickets: the merchant's list (newest first, 20 a page, on the (merchant, created_at)
 * index) and one ticket with its thread. Every query is scoped to the caller's merchant; members
 * limited to sub-accounts see only the tickets they filed (a ticket may describe the primary
 * account's money). Another merchant's ticket, an unknown id and one not shaped like a UUID are
 * the same 404.
 */
import {
  SUPPORT_TICKETS_PER_PAGE,
  type SupportTicketDetails,
  type SupportTicketList,
} from '@payrail/contract/support';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { supportTickets, users } from '#db/schema/index.ts';
import type { Ctx } from '#lib/context.ts';
import { notFound } from '#lib/errors.ts';
import { detailsOf, type TicketRow, ticketView } from './ticket-view.ts';

export type SupportCtx = Pick<Ctx, 'deps' | 'actor' | 'access'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ticketNotFound = () => notFound('No support ticket has this id');

/** The tickets the caller may see. */
function visible({ actor, access }: Pick<SupportCtx, 'actor' | 'access'>): SQL {
  return and(
    eq(supportTickets.merchantId, actor.merchantId),
    access.subAccountIds ? eq(supportTickets.filedBy, actor.userId) : undefined,
  )!;
}

export const filerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export async function listTickets(ctx: SupportCtx, { page }: { page: number }): Promise<SupportTicketList> {
  const perPage = SUPPORT_TICKETS_PER_PAGE;
  const w = visible(ctx);
  const [rows, [counted]] = await Promise.all([
    ctx.deps.db
      .select({ row: supportTickets, filedBy: filerName })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.filedBy))
      .where(w)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    ctx.deps.db.select({ n: count() }).from(supportTickets).where(w),
  ]);
  return { items: rows.map((r) => ticketView(r.row, r.filedBy)), page, perPage, total: counted?.n ?? 0 };
}

/** The caller's ticket, locked for update inside a transaction; 404 otherwise. */
export async function ownTicket(
  db: Db | Tx,
  ctx: Pick<SupportCtx, 'actor' | 'access'>,
  id: string,
  o: { lock?: boolean } = {},
): Promise<TicketRow> {
  if (!UUID.test(id)) throw ticketNotFound();
  const q = db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), visible(ctx)));
  const [row] = o.lock ? await q.for('update') : await q;
  if (!row) throw ticketNotFound();
  return row;
}

export async function nameOf(db: Db | Tx, userId: string): Promise<string> {
  const [u] = await db.select({ name: filerName }).from(users).where(eq(users.id, userId));
  return u?.name ?? '';
}

export async function ticketDetails(ctx: SupportCtx, id: string): Promise<SupportTicketDetails> {
  const row = await ownTicket(ctx.deps.db, ctx, id);
  return detailsOf(ctx.deps.db, row, await nameOf(ctx.deps.db, row.filedBy));
}
