/**
 * The create/edit form's values (text, as typed) and their conversion to the contract's inputs.
 * Amounts are typed in major units and converted exactly (lib/amount.ts); the expiry is a local
 * date-time turned into ISO 8601. The resolver validates the converted input with the contract's
 * own schema (CreatePaymentLink), so the form and the API cannot disagree; each issue lands on
 * the field the user typed it in.
 */
import {
  CreatePaymentLink,
  type CustomFieldType,
  type EditPaymentLink,
  type PaymentLink,
} from '@payrail/contract/payment-links';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { majorToMinor, minorToMajorText } from './amount';

export type CustomFieldValues = { key: string; label: string; type: CustomFieldType; required: boolean };
export type LinkFormValues = {
  name: string;
  description: string;
  currency: 'NGN' | 'USD';
  amountType: 'fixed' | 'customer';
  amount: string;
  minAmount: string;
  customSlug: string;
  redirectUrl: string;
  customFields: CustomFieldValues[];
  usageLimit: string;
  expiresAt: string;
};
/** What the resolver hands to onSubmit: the create body, every optional setting present or null. */
export type LinkFormOutput = Omit<CreatePaymentLink, 'customSlug'> & { customSlug?: string | undefined };

export const LINK_FORM_FIELDS = [
  'name',
  'description',
  'currency',
  'amountType',
  'amount',
  'minAmount',
  'customSlug',
  'redirectUrl',
  'customFields',
  'usageLimit',
  'expiresAt',
] as const;

export const emptyLinkForm = (): LinkFormValues => ({
  name: '',
  description: '',
  currency: 'NGN',
  amountType: 'fixed',
  amount: '',
  minAmount: '',
  customSlug: '',
  redirectUrl: '',
  customFields: [],
  usageLimit: '',
  expiresAt: '',
});

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO date-time → the value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function linkToForm(link: PaymentLink): LinkFormValues {
  return {
    name: link.name,
    description: link.description,
    currency: link.currency,
    amountType: link.amountType,
    amount: link.amount === null ? '' : minorToMajorText(link.amount, link.currency),
    minAmount: link.minAmount === null ? '' : minorToMajorText(link.minAmount, link.currency),
    customSlug: link.slug,
    redirectUrl: link.redirectUrl ?? '',
    customFields: link.customFields.map((f) => ({ ...f })),
    usageLimit: link.usageLimit === null ? '' : String(link.usageLimit),
    expiresAt: toLocalInput(link.expiresAt),
  };
}

/** 'Delivery address' → 'delivery_address'; unique among `taken`. */
export function fieldKey(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+/, '')
      .replace(/_+$/, '')
      .slice(0, 36) || 'field';
  let key = base;
  for (let i = 2; taken.includes(key); i++) key = `${base}_${i}`;
  return key;
}

type Problems = Record<string, string>;

/** Typed values → the create body, or the problems found while converting. */
export function formToInput(v: LinkFormValues): { input: LinkFormOutput; problems: Problems } {
  const problems: Problems = {};
  const money = (text: string, field: 'amount' | 'minAmount', needed: boolean): number | null => {
    if (text.trim() === '' && !needed) return null;
    const parsed = majorToMinor(text, v.currency);
    if (parsed.ok) return parsed.minor;
    problems[field] = parsed.message;
    return null;
  };
  const fixed = v.amountType === 'fixed';
  const amount = fixed ? money(v.amount, 'amount', true) : null;
  const minAmount = fixed ? null : money(v.minAmount, 'minAmount', false);
  let usageLimit: number | null = null;
  if (v.usageLimit.trim() !== '') {
    usageLimit = /^\d+$/.test(v.usageLimit.trim()) ? Number(v.usageLimit.trim()) : Number.NaN;
    if (Number.isNaN(usageLimit)) problems.usageLimit = 'Enter a whole number of payments';
  }
  let expiresAt: string | null = null;
  if (v.expiresAt !== '') {
    const d = new Date(v.expiresAt);
    if (Number.isNaN(d.getTime())) problems.expiresAt = 'Enter a date and time';
    else if (d.getTime() <= Date.now()) problems.expiresAt = 'Choose a time in the future';
    else expiresAt = d.toISOString();
  }
  const taken: string[] = [];
  const customFields = v.customFields.map((f) => {
    const key = f.key || fieldKey(f.label, taken);
    taken.push(key);
    return { key, label: f.label, type: f.type, required: f.required };
  });
  const input: LinkFormOutput = {
    name: v.name,
    description: v.description,
    currency: v.currency,
    amountType: v.amountType,
    amount,
    minAmount,
    customSlug: v.customSlug.trim() === '' ? undefined : v.customSlug,
    redirectUrl: v.redirectUrl.trim() === '' ? null : v.redirectUrl.trim(),
    customFields,
    usageLimit: Number.isNaN(usageLimit) ? null : usageLimit,
    expiresAt,
  };
  return { input, problems };
}

/** Contract issue paths → form field names ('customFields.0.label' stays as it is). */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? 'root.server' : path.map(String).join('.');

export const linkFormResolver: Resolver<LinkFormValues, unknown, LinkFormOutput> = async (values) => {
  const { input, problems } = formToInput(values);
  const parsed = CreatePaymentLink.safeParse(input);
  const all: Problems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      all[field] ??= issue.message;
    }
  }
  Object.assign(all, problems); // the typed text's own problem says more than the contract's
  if (Object.keys(all).length === 0) return { values: input, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(all)) setPath(errors, field, { type: 'validate', message });
  return { values: {}, errors: errors as FieldErrors<LinkFormValues> };
};

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/** The edit body: every field the form holds; cleared settings are sent as null. */
export function toEditBody(out: LinkFormOutput, link: PaymentLink): EditPaymentLink {
  const body: EditPaymentLink = { ...out };
  if (!out.customSlug || out.customSlug === link.slug) delete body.customSlug;
  if (link.hasTransactions) {
    // Fixed once a link has payments (the API refuses a change with 409): sent only if unchanged.
    if (out.currency === link.currency) delete body.currency;
    if (out.amountType === link.amountType) delete body.amountType;
  }
  return body;
}
