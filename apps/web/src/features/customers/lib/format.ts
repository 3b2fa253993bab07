/** How the customers screens show amounts and dates (Lagos time, the merchant's business day). */
import { type Currency, format, isCurrency, money } from '@payrail/contract/money';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** 150000 NGN → '₦1,500.00'; an unknown currency shows its code and minor units. */
export const formatMinor = (minor: number, currency: string): string =>
  isCurrency(currency) ? format(money(BigInt(minor), currency as Currency)) : `${currency} ${minor}`;
