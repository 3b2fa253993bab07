/**
 * The payer's answers to a link's custom fields, labelled as the merchant reads them: in the
 * link's field order with the link's label as it is now; an answer to a field since removed from
 * the link comes last, labelled by its key. Values are the customer's text, kept as given (checkout
 * capped them at 500 characters); screens show them as text, never markup.
 */
import type { PaymentAnswer } from '@payrail/contract/payments';

/** What labelling needs of a link's fields: their keys and labels. */
export type FieldLabels = readonly { key: string; label: string }[];

export function paymentAnswers(fields: Record<string, string>, labels: FieldLabels = []): PaymentAnswer[] {
  const answered = (key: string) => Object.hasOwn(fields, key);
  const known = labels
    .filter((f) => answered(f.key))
    .map((f) => ({ key: f.key, label: f.label, value: fields[f.key]! }));
  const removed = Object.keys(fields)
    .filter((key) => !labels.some((f) => f.key === key))
    .map((key) => ({ key, label: key, value: fields[key]! }));
  return [...known, ...removed];
}
