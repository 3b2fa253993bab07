/**
 * When a PIN lock starts: the user is emailed, and the merchant's owner too when the user is a
 * member. Sent after the lock is written; a failed send is logged, the lock stands.
 */
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { memberPinLockedMail, pinLockedMail } from './mail.ts';

export async function mailPinLocked(deps: Deps, userId: string, until: string): Promise<void> {
  try {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return;
    await deps.mailer.send(pinLockedMail(user.email, user.firstName, until));
    if (user.isOwner) return;
    const [owner] = await deps.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.merchantId, user.merchantId), eq(users.isOwner, true)))
      .limit(1);
    const member = { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
    if (owner) await deps.mailer.send(memberPinLockedMail(owner.email, owner.firstName, member, until));
  } catch (err) {
    deps.log.error({ err, userId }, 'PIN lock email not sent');
  }
}
