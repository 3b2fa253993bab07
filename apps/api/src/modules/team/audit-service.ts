/** The merchant's audit log, newest first, 50 a page. */
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents, users } from '#db/schema/index.ts';
import type { MerchantCtx } from './roles-service.ts';

const PER_PAGE = 50;

export async function auditLog({ deps, actor: caller }: MerchantCtx, { page }: { page: number }) {
  const { merchantId } = caller;
  const actor = alias(users, 'actor');
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ e: auditEvents, first: actor.firstName, last: actor.lastName, email: actor.email })
      .from(auditEvents)
      .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
      .where(eq(auditEvents.merchantId, merchantId))
      .orderBy(desc(auditEvents.seq))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    deps.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.merchantId, merchantId)),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.e.id,
      action: r.e.action,
      target: r.e.target,
      actor: r.email ? `${r.first} ${r.last} <${r.email}>` : 'system',
      details: r.e.details,
      ip: r.e.ip,
      createdAt: r.e.createdAt.toISOString(),
    })),
    page,
    perPage: PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}
