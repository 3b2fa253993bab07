/** The emails of the transaction PIN: a new PIN (settings/pin/send-new-pin), and a lock. */

import { escapeHtml } from '#lib/html.ts';
import type { Mail } from '#mail/mailer.ts';

const esc = escapeHtml;

function plainMail(to: string, subject: string, lines: string[]): Mail {
  return {
    to,
    subject,
    text: [...lines, '— Payrail'].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${lines
      .map((p) => `<p>${esc(p)}</p>`)
      .join('')}<p style="color:#64748b">— Payrail</p></body></html>`,
  };
}

export function newPinMail(to: string, name: string, pin: string): Mail {
  return plainMail(to, 'Your new transaction PIN', [
    `Hello ${name},`,
    `Your new Payrail transaction PIN is ${pin}. Your previous PIN no longer works.`,
    'You can change it under Settings → Security. If you did not ask for a new PIN, change your password now.',
  ]);
}

/** To the user whose PIN locked. `until` as shown: '25 Nov 2026, 16:05 UTC'. */
export function pinLockedMail(to: string, name: string, until: string): Mail {
  return plainMail(to, 'Your transaction PIN is locked', [
    `Hello ${name},`,
    `Five wrong transaction PINs were entered on your Payrail account, so PIN use is locked until ${until}. Payouts and other actions that need the PIN wait until then.`,
    'If this was not you, someone may be signed in as you: change your password now. If you forgot your PIN, ask for a new one under Settings → Security; it works once the lock ends.',
  ]);
}

/** To the merchant's owner, about a member's PIN. */
export function memberPinLockedMail(
  to: string,
  name: string,
  member: { name: string; email: string },
  until: string,
): Mail {
  return plainMail(to, `A team member's transaction PIN is locked: ${member.email}`, [
    `Hello ${name},`,
    `Five wrong transaction PINs were entered for ${member.name} (${member.email}), so their PIN use is locked until ${until}.`,
    'If you do not expect this, remove them from the team or ask them to change their password.',
  ]);
}
