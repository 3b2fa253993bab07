/** Field validators for Nigerian formats used by KYB (BVN, NIN, phone, CAC numbers, NUBAN). */
import { z } from 'zod';
import type { RegistrationKind } from './kyb-reference.ts';
import { line } from './text.ts';

const digitsOnly = (s: string) => s.replace(/[\s-]/g, '');
export const Bvn = line()
  .trim()
  .regex(/^\d{11}$/, 'BVN must be 11 digits');
export const Nin = line()
  .trim()
  .regex(/^\d{11}$/, 'NIN must be 11 digits');

/** Nigerian mobile numbers: 0803 123 4567, +234 803 123 4567 or 234…; stored as +234XXXXXXXXXX. */
export const NigerianPhone = line()
  .transform(digitsOnly)
  .pipe(
    z.string().regex(/^(?:\+?234|0)[789][01]\d{8}$/, 'Enter a Nigerian mobile number, e.g. 0803 123 4567'),
  )
  .transform((s) => `+234${s.slice(-10)}`);

export const REGISTRATION_PATTERNS: Record<
  RegistrationKind,
  { re: RegExp; prefix: string; message: string }
> = {
  rc: { re: /^(?:RC)?(\d{1,8})$/, prefix: 'RC', message: 'Enter the RC number, e.g. RC1234567' },
  bn: { re: /^(?:BN)?(\d{1,8})$/, prefix: 'BN', message: 'Enter the business name number, e.g. BN3456789' },
  it: {
    re: /^(?:(?:CAC\/)?IT(?:\/NO)?)?(\d{1,8})$/,
    prefix: 'IT',
    message: 'Enter the IT number, e.g. IT123456',
  },
};
/** Normalises an RC/BN/IT number ('rc 123-456' → 'RC123456'); null when it has the wrong shape. */
export function normaliseRegistration(kind: RegistrationKind, raw: string): string | null {
  const p = REGISTRATION_PATTERNS[kind];
  const m = p.re.exec(raw.toUpperCase().replace(/[\s.-]/g, ''));
  return m ? `${p.prefix}${m[1]}` : null;
}

/** NUBAN check digit for a 3-digit bank code and the account's first 9 digits (CBN algorithm). */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const digits = `${bankCode}${serial}`.split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (weights[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}
export const isValidNuban = (bankCode: string, account: string) =>
  /^\d{3}$/.test(bankCode) &&
  /^\d{10}$/.test(account) &&
  nubanCheckDigit(bankCode, account.slice(0, 9)) === Number(account[9]);
