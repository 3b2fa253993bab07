/** How notifications read: their time, and a short label for their kind. */
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => when.format(new Date(iso));

const KIND_LABELS: Record<string, string> = {
  'payment.success': 'Payment',
  'payment.underpaid': 'Part payment',
  'team.member_joined': 'Team',
  'team.role_changed': 'Team',
};

/** 'payment.success' → 'Payment'; an unknown kind → its first word, capitalised. */
export function kindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const first = kind.split('.')[0] ?? kind;
  return first.charAt(0).toUpperCase() + first.slice(1).replace(/[_-]/g, ' ');
}

/** The bell's badge: '9+' past nine. */
export const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));
