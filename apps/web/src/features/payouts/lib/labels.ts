/** How payouts read on screen: statuses, timeline steps, times (Africa/Lagos, as the API's days). */
export const STATUS: Record<string, { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  awaiting_approval: { label: 'Awaiting approval', tone: 'warning' },
  processing: { label: 'Processing', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'neutral' },
};

export const EVENTS: Record<string, string> = {
  requested: 'Requested',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  sent: 'Sent to the bank',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Returned to your balance',
};

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
export const when = (iso: string) => dateTime.format(new Date(iso));
