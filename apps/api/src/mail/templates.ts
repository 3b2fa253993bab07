/** The emails of the sign-in area (and the owner's part payment one): plain text first, with a simple HTML twin. */

import { escapeHtml as esc, oneAddress, oneLine } from './mail-text.ts';
import type { Mail } from './mailer.ts';

/**
 * A Payrail-branded message (the merchant's own team: sign-in, team, KYB, payouts, security) with
 * paragraphs, an optional button, and its plain-text twin. Emails to a merchant's customers use
 * customer-mail.ts `customerMail` instead, which carries the merchant's white-labelling.
 */
export function layout(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Mail {
  const signature = '— Payrail';
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), signature].join('\n\n');
  const button = action
    ? `<p><a href="${esc(action.url)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(action.label)}</a></p><p style="color:#64748b;font-size:12px">Or open: ${esc(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${paragraphs
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}${button}<p style="color:#64748b">${signature}</p></body></html>`;
  return { to: oneAddress(to), subject: oneLine(subject), text, html };
}

/**
 * The payer's answers to the link's custom fields as one paragraph ("Label: answer" a line), or
 * nothing when there are none. The answers are the customer's text: one line each (a CR/LF would
 * start a line of its own making), escaped like every paragraph.
 */
export function answersParagraph(answers: readonly { label: string; value: string }[]): string[] {
  return answers.length
    ? [['Their answers:', ...answers.map((a) => `${oneLine(a.label)}: ${oneLine(a.value)}`)].join('\n')]
    : [];
}

export const templates = {
  verifyEmail: (to: string, name: string, url: string) =>
    layout(
      to,
      'Verify your email address',
      [
        `Hello ${name},`,
        'Confirm your email address to finish setting up your Payrail account. The link works once and expires in 24 hours.',
      ],
      { label: 'Verify email', url },
    ),
  alreadyRegistered: (to: string, name: string, loginUrl: string, resetUrl: string) =>
    layout(to, 'You already have a Payrail account', [
      `Hello ${name},`,
      'Someone tried to create a Payrail account with this email address, which already has one. If it was you, sign in instead.',
      `Sign in: ${loginUrl}`,
      `Forgot your password? ${resetUrl}`,
    ]),
  passwordReset: (to: string, name: string, url: string) =>
    layout(
      to,
      'Reset your password',
      [
        `Hello ${name},`,
        'Use the link below to choose a new password. It works once and expires in 30 minutes. If you did not ask for this, ignore this email.',
      ],
      { label: 'Choose a new password', url },
    ),
  passwordChanged: (to: string, name: string) =>
    layout(to, 'Your password was changed', [
      `Hello ${name},`,
      'Your Payrail password was just changed and every session was signed out. If this was not you, reset your password now and contact support.',
    ]),
  invitation: (to: string, name: string, merchant: string, url: string) =>
    layout(
      to,
      `You're invited to join ${merchant} on Payrail`,
      [
        `Hello ${name},`,
        `${merchant} has invited you to their Payrail team. Accept to choose your password. The link works once and expires in 7 days.`,
      ],
      { label: 'Accept invitation', url },
    ),
  /** An invitation to an address that already has an account with another business. */
  invitationToHolder: (to: string, name: string, merchant: string, url: string) =>
    layout(
      to,
      `You're invited to join ${merchant} on Payrail`,
      [
        `Hello ${name},`,
        `${merchant} has invited you to their Payrail team. This email address already has a Payrail account, and a Payrail sign-in belongs to one business, so it cannot join ${merchant} as well.`,
        `To join, ask ${merchant} to invite another of your email addresses. Your own account is not affected: keep signing in to it as usual.`,
      ],
      { label: 'See the invitation', url },
    ),
  twoFactorCode: (to: string, name: string, code: string) =>
    layout(to, `Your sign-in code: ${code}`, [
      `Hello ${name},`,
      `Your Payrail sign-in code is ${code}. It expires in 10 minutes. Never share it with anyone, including Payrail staff.`,
    ]),
  /** Two-factor settings: `enable` turns it on; `proof` confirms a change (turning it off, the app, recovery codes). */
  twoFactorSettingCode: (to: string, name: string, code: string, purpose: 'enable' | 'proof') =>
    layout(
      to,
      purpose === 'enable'
        ? `Your code to turn on two-factor: ${code}`
        : `Your code to change two-factor settings: ${code}`,
      [
        `Hello ${name},`,
        purpose === 'enable'
          ? `Enter ${code} in your Payrail security settings to turn on two-factor authentication. It expires in 10 minutes.`
          : `Enter ${code} in your Payrail security settings to confirm the change to your two-factor authentication. It expires in 10 minutes.`,
        'If you did not ask for this, someone may know your password: change it now. Never share this code with anyone, including Payrail staff.',
      ],
    ),
  /** A security notice: two-factor (or one of its methods) changed on the account. */
  twoFactorChanged: (to: string, name: string, what: string) =>
    layout(to, `Security notice: ${what}`, [
      `Hello ${name},`,
      `${what} on your Payrail account.`,
      'If this was not you, change your password now and contact support.',
    ]),
  /**
   * A bank transfer short of the total, kept because the merchant's wrong-transfer setting accepts
   * short payments (status `underpaid`). Amounts arrive formatted.
   */
  partPayment: (
    to: string,
    name: string,
    f: {
      received: string;
      expected: string;
      fee: string;
      net: string;
      reference: string;
      customer: string;
      linkName: string;
      dashboardUrl: string;
      answers?: readonly { label: string; value: string }[];
    },
  ) =>
    layout(
      to,
      `Part payment: ${f.received} of ${f.expected}`,
      [
        `Hello ${name},`,
        `${f.customer} sent ${f.received} of the ${f.expected} due through your payment link "${f.linkName}". Your wrong-transfer setting accepts short payments, so it was kept as a part payment and the payment is marked Underpaid, not successful.`,
        `Reference: ${f.reference}. Fee: ${f.fee}. You receive ${f.net}.`,
        ...answersParagraph(f.answers ?? []),
        'With the wrong-transfer setting on "customer", short transfers are returned to the customer instead.',
      ],
      { label: 'See it in your dashboard', url: f.dashboardUrl },
    ),
};
