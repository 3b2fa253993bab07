/**
 * The emails of API keys, all to the merchant's owner: the one-time link to new keys (asked for, or
 * after a roll), and a notice of every other key change. No email carries a secret key.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { escapeHtml } from '#lib/html.ts';
import type { Mail } from '#mail/mailer.ts';

export type Owner = { id: string; email: string; firstName: string };

export async function merchantOwner(db: Db | Tx, merchantId: string): Promise<Owner> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.merchantId, merchantId), eq(users.isOwner, true)))
    .limit(1);
  if (!owner) throw new Error(`merchant ${merchantId} has no owner`);
  return owner;
}

function plainMail(to: string, subject: string, lines: string[]): Mail {
  return {
    to,
    subject,
    text: [...lines, '— Payrail'].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${lines
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}<p style="color:#64748b">— Payrail</p></body></html>`,
  };
}

export const revealUrl = (appUrl: string, token: string) =>
  `${appUrl}/auth/api-keys?${new URLSearchParams({ token }).toString()}`;

/** The one-time link; `why` says what led to it. */
export function revealLinkMail(owner: Owner, link: string, why: string): Mail {
  return plainMail(owner.email, 'Your Payrail API credentials', [
    `Hello ${owner.firstName},`,
    why,
    `Open this link to see your new API keys: ${link}`,
    'The link works once, within 15 minutes. Opening it issues new secret keys; the ones they replace keep working for 24 hours unless you rolled them. We store secret keys only in a form that cannot be read back, so this is the only time you will see them.',
    'If you did not ask for this, do not open the link, and check who can manage your API settings.',
  ]);
}

/** A key change other than the link: keys issued, a roll's end, the allow-list. */
export function keyChangeMail(owner: Owner, subject: string, what: string): Mail {
  return plainMail(owner.email, subject, [
    `Hello ${owner.firstName},`,
    what,
    'If this was not you or your team, roll your secret keys now under Settings → APIs and change your password.',
  ]);
}

/** '25 Nov 2026, 16:05 UTC'. */
export const showInstant = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
