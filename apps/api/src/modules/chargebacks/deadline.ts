/**
 * The chargebacks' clock (the `chargebacks-deadline` job, every few minutes, and tests through
 * `sweepChargebacks` with a moved clock): a day before an open chargeback's due time its merchant
 * is reminded in-app and by email, once (`reminded_at` set by a conditional update); past its due
 * time an unanswered chargeback is accepted, exactly as the merchant accepting it would (answer.ts).
 * Each row is handled in its own transaction under its row lock, so a merchant answering at the
 * same moment and the job never both act.
 */
import { and, asc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { chargebacks } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { emailOwner, formatAmount, notify } from '#modules/notifications/index.ts';
import { announceWebhooks } from '#modules/webhooks/index.ts';
import { acceptInTx, lockOverdue } from './answer.ts';
import { reminderMail } from './chargeback-facts.ts';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 100;

export type SweepResult = { reminded: number; autoAccepted: number };

async function remind(deps: Deps, now: Date, scope: SQL | undefined): Promise<number> {
  const soon = new Date(now.getTime() + DAY_MS);
  const due = await deps.db
    .update(chargebacks)
    .set({ remindedAt: now })
    .where(
      and(
        eq(chargebacks.status, 'open'),
        isNull(chargebacks.remindedAt),
        lte(chargebacks.dueAt, soon),
        sql`${chargebacks.dueAt} > ${now.toISOString()}::timestamptz`,
        scope,
      ),
    )
    .returning();
  for (const row of due) {
    await deps.db.transaction((tx) =>
      notify(tx, deps.clock, {
        merchantId: row.merchantId,
        transactionId: row.transactionId,
        kind: 'chargeback',
        title: `Chargeback due tomorrow: ${formatAmount(row.amount, row.currency)}`,
        body: `Answer chargeback ${row.reference} before ${row.dueAt.toISOString()}, or it is accepted automatically.`,
      }),
    );
    await emailOwner(deps, row.merchantId, (to, name) => reminderMail(to, name, row, deps.config.appUrl));
  }
  return due.length;
}

async function acceptOverdue(deps: Deps, now: Date, scope: SQL | undefined): Promise<number> {
  const overdue = await deps.db
    .select({ id: chargebacks.id })
    .from(chargebacks)
    .where(and(eq(chargebacks.status, 'open'), lte(chargebacks.dueAt, now), scope))
    .orderBy(asc(chargebacks.dueAt))
    .limit(BATCH);
  let accepted = 0;
  for (const { id } of overdue) {
    const done = await deps.db.transaction(async (tx) => {
      const row = await lockOverdue(tx, id, now);
      return row ? acceptInTx(tx, deps, row, null) : null;
    });
    if (done) accepted++;
  }
  if (accepted) announceWebhooks(deps.log);
  return accepted;
}

/** `merchantId`: only that merchant's chargebacks (tests, like the settlement run's option). */
export async function sweepChargebacks(deps: Deps, o: { merchantId?: string } = {}): Promise<SweepResult> {
  const now = deps.clock.now();
  const scope = o.merchantId ? eq(chargebacks.merchantId, o.merchantId) : undefined;
  const reminded = await remind(deps, now, scope);
  const autoAccepted = await acceptOverdue(deps, now, scope);
  return { reminded, autoAccepted };
}
