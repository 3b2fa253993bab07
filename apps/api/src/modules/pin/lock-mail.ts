/**
 * When a PIN lock starts: the user gets an in-app notice and an email, and the merchant's owner an
 * email too when the user is a member. After the lock is written; a failure is logged, the lock
 * stands.
 */
import { and, eq } from 'drizzle-orm';
import { users } from '#db/schema/index.ts';
import type { Deps } from '#lib/deps.ts';
import { notify } from '#modules/notifications/index.ts';
import { memberPinLockedMail, pinLockedMail } from './mail.ts';

export async function mailPinLocked(deps: Deps, userId: string, until: string): Promise<void> {
  try {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return;
    await deps.db.transaction((tx) =>
      notify(tx, deps.clock, {
        merchantId: user.merchantId,
        userId: user.id,
        kind: 'security.pin',
        title: 'Transaction PIN locked',
        body: `Five wrong PINs were entered: PIN use is locked until ${until}. If this was not you, change your password now.`,
      }),
    );
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
