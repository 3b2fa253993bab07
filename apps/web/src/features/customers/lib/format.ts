/** How the customers screens show dates (Lagos time, the merchant's business day). */

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
