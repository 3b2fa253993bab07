/** Minor units as people read them, through the contract's bigint money helpers (no float). */
import { type Currency, format, isCurrency, money } from '@payrail/contract/money';

/** 150000 NGN → '₦1,500.00'; a currency the contract does not know shows its code and minor units. */
export const formatMinor = (minor: number, currency: string): string =>
  isCurrency(currency) ? format(money(BigInt(minor), currency as Currency)) : `${currency} ${minor}`;
