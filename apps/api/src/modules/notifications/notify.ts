/**
 * Writing in-app notifications, and the email that goes with a payment. A notification is written
 * in the transaction of the change it reports (a payment, a member joining, a role changed), so it
 * exists exactly when the change does; the email is sent after commit, and a failure to send it is
 * logged, never turned into a failed payment. Reading them is in service.ts.
 */
import { format, isCurrency } from '@payrail/contract/money';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { notifications, users } from '#db/schema/index.ts';
import type { Clock } from '#lib/clock.ts';
import type { Deps } from '#lib/deps.ts';
import { escapeHtml } from '#lib/html.ts';
import { cols } from '#lib/sql-names.ts';
import type { Mail } from '#mail/mailer.ts';
import { answersParagraph } from '#mail/templates.ts';

export async function notify(
  tx: Tx,
  clock: Clock,
  n: {
    merchantId: string;
    /** Only this user; absent or null: every member of the merchant. */
    userId?: string | null;
    /** About this sub-account: members limited to other sub-accounts do not see it. */
    subAccountId?: string | null;
    /** The payment it is about (a payment notice). */
    transactionId?: string | null;
    /** The prepared export it announces. */
    exportId?: string | null;
    kind: string;
    title: string;
    body: string;
  },
): Promise<void> {
  await tx.insert(notifications).values({
    merchantId: n.merchantId,
    userId: n.userId ?? null,
    subAccountId: n.subAccountId ?? null,
    transactionId: n.transactionId ?? null,
    exportId: n.exportId ?? null,
    kind: n.kind,
    title: n.title,
    body: n.body,
    createdAt: clock.now(),
  });
}

/** The same notification for every member, as one CTE to run inside another statement (after `gate`). */
export function notificationCte(
  name: string,
  n: { merchantId: string; transactionId?: string | null; kind: string; title: string; body: string },
  now: Date,
  gate: string,
): SQL {
  const { merchantId, transactionId, kind, title, body, createdAt } = notifications;
  return sql`${sql.identifier(name)} as (
    insert into ${notifications} (${cols(merchantId, transactionId, kind, title, body, createdAt)})
    select ${n.merchantId}::uuid, ${n.transactionId ?? null}::uuid, ${n.kind}, ${n.title}, ${n.body}, ${now.toISOString()}::timestamptz
    from ${sql.identifier(gate)})`;
}

export function formatAmount(amount: bigint, currency: string): string {
  return isCurrency(currency) ? format({ amount, currency }) : `${currency} ${amount}`;
}

const esc = escapeHtml;

export type PaymentMailFacts = {
  amount: string;
  net: string;
  fee: string;
  reference: string;
  customer: string;
  linkName: string;
  dashboardUrl: string;
  /** The payer's answers to the link's custom fields, labelled. */
  answers?: readonly { label: string; value: string }[];
};

export function paymentReceivedMail(to: string, name: string, f: PaymentMailFacts): Mail {
  const lines = [
    `Hello ${name},`,
    `${f.customer} paid ${f.amount} through your payment link "${f.linkName}".`,
    `Reference: ${f.reference}. Fee: ${f.fee}. You receive ${f.net}.`,
    ...answersParagraph(f.answers ?? []),
  ];
  return {
    to,
    subject: `Payment received: ${f.amount}`,
    text: [...lines, `See it in your dashboard: ${f.dashboardUrl}`, '— Payrail'].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${lines
      .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
      .join(
        '',
      )}<p><a href="${esc(f.dashboardUrl)}">See it in your dashboard</a></p><p style="color:#64748b">— Payrail</p></body></html>`,
  };
}

/** Emails the merchant's owner; runs after the payment committed, and only logs a failure. */
export async function emailOwner(deps: Deps, merchantId: string, build: (to: string, name: string) => Mail) {
  try {
    const [owner] = await deps.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.merchantId, merchantId), eq(users.isOwner, true)))
      .limit(1);
    if (owner) await deps.mailer.send(build(owner.email, owner.firstName));
  } catch (err) {
    deps.log.error({ err, merchantId }, 'payment email not sent');
  }
}
