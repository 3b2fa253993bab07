/** How tickets read on screen: statuses, categories, times (Africa/Lagos). */
import { SUPPORT_CATEGORY_LABELS, type SupportCategory } from '@payrail/contract/support';

type Tone = 'success' | 'warning' | 'neutral' | 'brand';
export const STATUS: Record<string, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'warning' },
  answered: { label: 'Answered', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
};

export const categoryLabel = (c: string) => SUPPORT_CATEGORY_LABELS[c as SupportCategory] ?? c;

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
export const when = (iso: string) => dateTime.format(new Date(iso));

/** A card number in groups of four, as printed on the card. */
export const grouped = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
