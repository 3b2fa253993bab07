/**
 * Who a ticket's emails go to and about whom. Sent after the transaction commits, through the
 * mailer (mail/mail-queue.ts queues it where a job runner runs, so a failed SMTP send is retried);
 * a failure here is logged, never thrown: the ticket is stored whatever the mail does.
 */
import { eq } from 'drizzle-orm';
import { merchants, users } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import type { Mail } from '#mail/mailer.ts';
import { SUPPORT_DEFAULTS } from '#src/config.ts';
import type { MemberFacts, MerchantFacts } from './support-mail.ts';

export const supportAddress = (deps: Pick<Deps, 'config'>) =>
  deps.config.supportEmail ?? SUPPORT_DEFAULTS.email;
export const supportPhone = (deps: Pick<Deps, 'config'>) =>
  deps.config.supportPhone ?? SUPPORT_DEFAULTS.phone;

export async function mailFacts(
  deps: Pick<Deps, 'db'>,
  merchantId: string,
  userId: string,
): Promise<{ merchant: MerchantFacts; member: MemberFacts }> {
  const [[m], [u]] = await Promise.all([
    deps.db
      .select({ businessName: merchants.businessName, publicId: merchants.publicId })
      .from(merchants)
      .where(eq(merchants.id, merchantId)),
    deps.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  return {
    merchant: m ?? { businessName: '', publicId: '' },
    member: { name: u ? `${u.firstName} ${u.lastName}` : '', email: u?.email ?? '' },
  };
}

/** Sends each mail; logs (never throws) a failure. */
export async function sendAll(
  deps: Pick<Deps, 'mailer' | 'log'>,
  mails: Mail[],
  code: string,
): Promise<void> {
  for (const mail of mails) {
    if (!mail.to) continue;
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log.error({ err, to: mail.to, subject: mail.subject, ticket: code }, 'support email not sent');
    }
  }
}
