/** The emails of the sign-in area (and a part payment's): plain text first, with a simple HTML twin. */
import type { Mail } from './mailer.ts';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A merchant's white-labelling in an email to its customers (modules/white-labelling mail-brand.ts):
 * the name they know, the logo (absolute URL), contrast-safe colours and the support contact.
 */
export type MailBrand = {
  name: string;
  logo: { url: string; width: number; height: number } | null;
  button: string;
  buttonText: string;
  supportEmail: string | null;
  supportPhone: string | null;
};

/** A message with paragraphs, an optional button, and its plain-text twin; a brand signs it. */
export function layout(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  brand?: MailBrand,
): Mail {
  const contact = brand ? [brand.supportEmail, brand.supportPhone].filter(Boolean).join(' · ') : '';
  const support = contact ? [`Questions? Contact ${brand!.name}: ${contact}`] : [];
  const signature = brand ? `— ${brand.name}, with Payrail` : '— Payrail';
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...support,
    signature,
  ].join('\n\n');
  const [bg, fg] = brand ? [brand.button, brand.buttonText] : ['#0f766e', '#fff'];
  const button = action
    ? `<p><a href="${esc(action.url)}" style="background:${esc(bg)};color:${esc(fg)};padding:10px 16px;border-radius:6px;text-decoration:none">${esc(action.label)}</a></p><p style="color:#64748b;font-size:12px">Or open: ${esc(action.url)}</p>`
    : '';
  const logo = brand?.logo
    ? `<p><img src="${esc(brand.logo.url)}" width="${Math.round((brand.logo.width * 40) / brand.logo.height)}" height="40" alt="${esc(brand.name)}"></p>`
    : '';
  const rule = brand
    ? `<div style="height:4px;background:${esc(brand.button)};margin-bottom:16px"></div>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">${rule}${logo}${[
    ...paragraphs,
    ...support,
  ]
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}${button}<p style="color:#64748b">${esc(signature)}</p></body></html>`;
  return { to, subject, text, html };
}

/**
 * The payer's answers to the link's custom fields as one paragraph ("Label: answer" a line), or
 * nothing when there are none. The answers are the customer's text: escaped like every paragraph.
 */
export function answersParagraph(answers: readonly { label: string; value: string }[]): string[] {
  return answers.length
    ? [['Their answers:', ...answers.map((a) => `${a.label}: ${a.value}`)].join('\n')]
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
