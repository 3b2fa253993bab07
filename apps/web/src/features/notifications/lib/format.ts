/** How notifications read: their time, a short label for their kind, a payment's answers in a line. */
import type { PaymentAnswer } from '@payrail/contract/payments';
import { keyToWords } from '#lib/words.ts';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => when.format(new Date(iso));

const KIND_LABELS: Record<string, string> = {
  'payment.success': 'Payment',
  'payment.underpaid': 'Part payment',
  'team.member_joined': 'Team',
  'team.role_changed': 'Team',
};

/** 'payment.success' → 'Payment'; an unknown kind → its first word in words ('kyb_review' → 'Business verification review'). */
export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? keyToWords(kind.split('.')[0] ?? kind);
}

/** The bell's badge: '9+' past nine. */
export const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

/** The customer's answers on one line for the list: 'Company: Acme · Notes: Gate'. */
export const answersLine = (answers: readonly Pick<PaymentAnswer, 'label' | 'value'>[]) =>
  answers.map((a) => `${a.label}: ${a.value}`).join(' · ');
