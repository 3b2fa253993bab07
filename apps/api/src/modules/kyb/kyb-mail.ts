/** The KYB decision email: plain text first, with a simple HTML twin. */

import { escapeHtml } from '#lib/html.ts';
import type { Mail } from '#mail/mailer.ts';

const esc = escapeHtml;

export function kybDecisionMail(
  to: string,
  name: string,
  status: 'approved' | 'rejected',
  reason: string | null,
  url: string,
): Mail {
  const approved = status === 'approved';
  const subject = approved ? 'Your business is verified' : 'Your business verification needs changes';
  const paragraphs = approved
    ? [
        `Hello ${name},`,
        'Good news: your business verification (KYB) is approved. You can now receive settlements and move money out of your Payrail account.',
      ]
    : [
        `Hello ${name},`,
        'We could not approve your business verification (KYB) yet.',
        `Reason: ${reason ?? ''}`,
        'Update your details or documents and submit them again.',
      ];
  const label = approved ? 'Open your dashboard' : 'Update your verification';
  const text = [...paragraphs, `${label}: ${url}`, '— Payrail'].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${paragraphs
    .map((p) => `<p>${esc(p)}</p>`)
    .join(
      '',
    )}<p><a href="${esc(url)}">${esc(label)}</a></p><p style="color:#64748b">— Payrail</p></body></html>`;
  return { to, subject, text, html };
}
