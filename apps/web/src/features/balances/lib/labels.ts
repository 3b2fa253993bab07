/** How the balances screens write times and name a movement's direction. */
export const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});
/** Times in Africa/Lagos, the settlement schedule's zone, whatever the browser's. */
export const when = (iso: string) => dateTime.format(new Date(iso));
