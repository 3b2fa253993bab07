/**
 * What makes a string safe where an email puts it: escaped in the HTML part, one line in a header
 * (Subject, To: a CR or LF there would start a header of its own, such as `Bcc:`), and only a
 * checked `#rrggbb` where a colour goes into inline CSS (`red;background:url(…)` would add rules).
 * Both layouts (templates.ts `layout`, customer-mail.ts `customerMail`) pass everything through here.
 */
import { BRAND_COLOR_PATTERN } from '@payrail/contract/brand-contrast';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line: every run of control characters (CR, LF, tab, NUL…) becomes one space. */
export const oneLine = (s: string) => s.replace(BREAKS, ' ').replace(/ {2,}/g, ' ').trim();

/**
 * A recipient: one address, never fixed up. The addresses we send to were checked as emails when
 * they were stored, so one with a space or a control character is a bug: refused, not sent.
 */
export function oneAddress(to: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\s\u0000-\u001f\u007f-\u009f,;<>]/.test(to) || !to.includes('@'))
    throw new Error('an email must go to one plain address');
  return to;
}

/** A colour for inline CSS: the value when it is exactly `#rrggbb` (lowercased), else `fallback`. */
export function cssHex(value: string | null | undefined, fallback: string): string {
  if (value && BRAND_COLOR_PATTERN.test(value)) return value.toLowerCase();
  if (!BRAND_COLOR_PATTERN.test(fallback)) throw new Error(`not a #rrggbb colour: ${fallback}`);
  return fallback.toLowerCase();
}
