/** The email that carries a new transaction PIN (settings/pin/send-new-pin). */
import type { Mail } from '../../mail/mailer.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function newPinMail(to: string, name: string, pin: string): Mail {
  const lines = [
    `Hello ${name},`,
    `Your new Payrail transaction PIN is ${pin}. Your previous PIN no longer works.`,
    'You can change it under Settings → Security. If you did not ask for a new PIN, change your password now.',
  ];
  return {
    to,
    subject: 'Your new transaction PIN',
    text: [...lines, '— Payrail'].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${lines
      .map((p) => `<p>${esc(p)}</p>`)
      .join('')}<p style="color:#64748b">— Payrail</p></body></html>`,
  };
}
