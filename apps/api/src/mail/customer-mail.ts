/**
 * The one layout of every email a merchant's customer (the payer) receives: the receipt, the part
 * payment receipt, the refund. It carries the merchant's white-labelling (docs/WHITE-LABELLING.md
 * "Where the branding shows"): a rule in the brand colour, the logo or the name they know, buttons
 * in the contrast-safe colours, the support contact, and "— name, with Payrail". A merchant with no
 * branding gets the same email with its business name and Payrail's blue (`defaultMailBrand`).
 * Emails to the merchant's own team stay Payrail's (templates.ts `layout`).
 *
 * Every value is made safe here, not by the callers: the HTML part escapes all text, the Subject
 * is one line, and colours are checked `#rrggbb` before they reach inline CSS (mail-text.ts).
 */
import { brandPalette, DEFAULT_BRAND_COLOR, LIGHT_TEXT } from '@payrail/contract/brand-contrast';
import { cssHex, escapeHtml as esc, oneAddress, oneLine } from './mail-text.ts';
import type { Mail } from './mailer.ts';

/**
 * A merchant's white-labelling as its customers' emails show it (built by modules/white-labelling
 * mail-brand.ts): the name they know, the logo (absolute URL), contrast-safe colours, the contact.
 */
export type MailBrand = {
  name: string;
  logo: { url: string; width: number; height: number } | null;
  button: string;
  buttonText: string;
  /** Text on white (the heading when there is no logo). */
  accent: string;
  supportEmail: string | null;
  supportPhone: string | null;
};

/** No branding set (or it could not be read): the business name and Payrail's colours. */
export function defaultMailBrand(businessName: string): MailBrand {
  const p = brandPalette(null);
  return {
    name: businessName,
    logo: null,
    button: p.button,
    buttonText: p.buttonText,
    accent: p.accent,
    supportEmail: null,
    supportPhone: null,
  };
}

export type CustomerMailBody = {
  paragraphs: string[];
  action?: { label: string; url: string } | undefined;
};

const LOGO_HEIGHT = 40;

function logoTag(logo: NonNullable<MailBrand['logo']>, name: string): string {
  const width = Math.round((logo.width * LOGO_HEIGHT) / logo.height);
  if (!Number.isFinite(width) || width <= 0) return '';
  return `<img src="${esc(logo.url)}" width="${Math.min(width, 4 * LOGO_HEIGHT)}" height="${LOGO_HEIGHT}" alt="${esc(name)}">`;
}

export function customerMail(to: string, subject: string, body: CustomerMailBody, brand: MailBrand): Mail {
  const name = oneLine(brand.name);
  const contact = [brand.supportEmail, brand.supportPhone]
    .map((c) => (c ? oneLine(c) : ''))
    .filter(Boolean)
    .join(' · ');
  const support = contact ? `Questions? Contact ${name || 'the merchant'}: ${contact}` : '';
  const signature = name ? `— ${name}, with Payrail` : '— Payrail';
  const { paragraphs, action } = body;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(support ? [support] : []),
    signature,
  ].join('\n\n');

  const bg = cssHex(brand.button, DEFAULT_BRAND_COLOR);
  const fg = cssHex(brand.buttonText, LIGHT_TEXT);
  const accent = cssHex(brand.accent, DEFAULT_BRAND_COLOR);
  const header = brand.logo
    ? logoTag(brand.logo, name)
    : name
      ? `<strong style="color:${accent};font-size:18px">${esc(name)}</strong>`
      : '';
  const button = action
    ? `<p><a href="${esc(action.url)}" style="background:${bg};color:${fg};padding:10px 16px;border-radius:6px;text-decoration:none">${esc(action.label)}</a></p><p style="color:#64748b;font-size:12px">Or open: ${esc(action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px">',
    `<div style="height:4px;background:${bg};margin-bottom:16px"></div>`,
    header ? `<p>${header}</p>` : '',
    paragraphs.map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`).join(''),
    button,
    support ? `<p style="border-top:1px solid #e2e8f0;padding-top:12px">${esc(support)}</p>` : '',
    `<p style="color:#64748b">${esc(signature)}</p></body></html>`,
  ].join('');
  return { to: oneAddress(to), subject: oneLine(subject), text, html };
}
