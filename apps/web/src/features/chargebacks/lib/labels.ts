/** How chargebacks read on screen: statuses, timeline steps, times, and how urgent an open one is. */
type Tone = 'success' | 'warning' | 'neutral' | 'brand';
export const STATUS: Record<string, { label: string; tone: Tone }> = {
  open: { label: 'Awaiting your answer', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'neutral' },
  declined: { label: 'Under review', tone: 'brand' },
  won: { label: 'Won', tone: 'success' },
  lost: { label: 'Lost', tone: 'neutral' },
};

export const EVENTS: Record<string, string> = {
  raised: 'Raised by the customer’s bank',
  reminded: 'Reminder sent',
  accepted: 'Accepted',
  declined: 'Declined with evidence',
  won: 'Won: the amount is back in your balance',
  lost: 'Lost: the amount went to the customer',
};

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
export const when = (iso: string) => dateTime.format(new Date(iso));

const HOUR = 60 * 60_000;
/**
 * An open chargeback's urgency: overdue, due within a day (urgent), within three days (soon), or
 * later. Answered ones have none.
 */
export function urgency(
  status: string,
  dueAt: string,
  now: number,
): { level: 'overdue' | 'urgent' | 'soon' | 'later'; text: string } | null {
  if (status !== 'open') return null;
  const left = new Date(dueAt).getTime() - now;
  if (left <= 0) return { level: 'overdue', text: 'Past due: being accepted automatically' };
  const hours = Math.floor(left / HOUR);
  const text = hours < 24 ? `Due in ${Math.max(hours, 1)} h` : `Due in ${Math.ceil(left / (24 * HOUR))} d`;
  return { level: hours < 24 ? 'urgent' : hours < 72 ? 'soon' : 'later', text };
}
