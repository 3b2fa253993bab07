/**
 * The stages of KYB onboarding: PATCH kyb takes one of these (`{ stage, …that stage's fields }`).
 * Checks that need the stored category or today's date are in ownerIdentityProblems.
 */
import { z } from 'zod';
import { hasNubanCheckDigit, isNigerianBankCode } from './banks.ts';
import { calendarDay } from './instant.ts';
import {
  Bvn,
  isValidNuban,
  NigerianPhone,
  Nin,
  normaliseRegistration,
  REGISTRATION_PATTERNS,
} from './kyb-fields.ts';
import { kybCategory, NIGERIAN_STATES } from './kyb-reference.ts';
import { freeText, line, plain } from './text.ts';

const text = (label: string, max = 120) =>
  line().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const isoDay = calendarDay('Enter a date as YYYY-MM-DD');

// ---- PATCH kyb: one schema per stage ------------------------------------------------------------

export const BusinessDetailsStage = z
  .object({
    stage: z.literal('business-details'),
    businessCategoryId: z
      .number()
      .int()
      .refine((id) => !!kybCategory(id), 'Choose a business category'),
    industryId: z.number().int().min(1, 'Choose an industry'),
    businessName: text('Business name'),
    tradingName: line().trim().max(120, 'Trading name must be at most 120 characters').default(''),
    /** RC, BN or IT number as the category needs; ignored (stored as null) for a starter business. */
    registrationNumber: line().trim().max(30).nullish(),
    businessEmail: plain(z.email('Enter a valid email address').max(254)),
    businessPhone: NigerianPhone,
    address: text('Address', 200),
    city: text('City', 80),
    state: z.enum(NIGERIAN_STATES, { message: 'Choose a state' }),
    website: plain(
      z.url({ protocol: /^https?$/, message: 'Enter a full http(s) address' }).max(200),
    ).nullish(),
    description: freeText()
      .trim()
      .min(1, 'Description is required')
      .max(500, 'Description must be at most 500 characters'),
  })
  .superRefine((v, ctx) => {
    const kind = kybCategory(v.businessCategoryId)?.registration;
    if (!kind) return;
    if (!v.registrationNumber || !normaliseRegistration(kind, v.registrationNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['registrationNumber'],
        message: REGISTRATION_PATTERNS[kind].message,
      });
  })
  .transform((v) => {
    const kind = kybCategory(v.businessCategoryId)?.registration;
    const registrationNumber =
      kind && v.registrationNumber ? normaliseRegistration(kind, v.registrationNumber) : null;
    return { ...v, registrationNumber, website: v.website ?? null };
  });

/**
 * The owner (starter, business name), a director (company) or a trustee (NGO). At least one of
 * BVN or NIN; a limited liability company needs the director's BVN (ownerIdentityProblems).
 */
export const OwnerIdentityStage = z
  .object({
    stage: z.literal('owner-identity'),
    firstName: text('First name', 60),
    lastName: text('Last name', 60),
    dateOfBirth: isoDay,
    role: z.enum(['owner', 'director', 'trustee', 'partner'], { message: 'Choose a role' }).default('owner'),
    bvn: Bvn.nullish(),
    nin: Nin.nullish(),
    phone: NigerianPhone,
  })
  .transform((v) => ({ ...v, bvn: v.bvn || null, nin: v.nin || null }));

/** Documents are uploaded first (POST kyb/documents); saving this stage checks they are all there. */
export const DocumentsStage = z.object({ stage: z.literal('documents') });

/** A bank of the list (banks.ts). */
export const BankCode = line().refine(isNigerianBankCode, 'Choose a bank');
/** A 10-digit NUBAN. */
export const AccountNumber = line()
  .trim()
  .regex(/^\d{10}$/, 'Account number must be 10 digits (NUBAN)');

/** A deposit money bank's NUBAN carries a check digit (other institutions' numbers are looked up). */
function checkNuban(v: { bankCode: string; accountNumber: string }, ctx: z.RefinementCtx): void {
  if (/^\d{10}$/.test(v.accountNumber) && hasNubanCheckDigit(v.bankCode))
    if (!isValidNuban(v.bankCode, v.accountNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'This is not a valid account number for the chosen bank',
      });
}

/** POST kyb/resolve-account: the name on a bank account, before the merchant confirms it. */
export const ResolveAccountBody = z
  .object({ bankCode: BankCode, accountNumber: AccountNumber })
  .superRefine(checkNuban)
  .meta({ id: 'ResolveAccountBody' });
export type ResolveAccountBody = z.input<typeof ResolveAccountBody>;

/**
 * The settlement account: `accountName` is the name the lookup (POST kyb/resolve-account) gave,
 * which the merchant confirms (`accountNameConfirmed`); the server looks it up again on save.
 */
export const SettlementAccountStage = z
  .object({
    stage: z.literal('settlement-account'),
    bankCode: BankCode,
    accountNumber: AccountNumber,
    accountName: text('Account name', 120),
    accountNameConfirmed: z.literal(true, { message: 'Confirm that this is the account to be paid into' }),
  })
  .superRefine(checkNuban);

export const ReviewStage = z.object({
  stage: z.literal('review'),
  confirm: z.literal(true, { message: 'Confirm that the information is accurate' }),
});

export const KybStageUpdate = z
  .discriminatedUnion(
    'stage',
    [BusinessDetailsStage, OwnerIdentityStage, DocumentsStage, SettlementAccountStage, ReviewStage],
    { message: 'Unknown stage' },
  )
  .meta({
    id: 'KybStageUpdate',
    description: "`{ stage, …that stage's fields }`: saves one stage. Field errors come back as 422.",
  });
export type KybStageUpdate = z.input<typeof KybStageUpdate>;
export type KybStageData = z.output<typeof KybStageUpdate>;

/** Checks that need the stored category (or today's date): field → message. */
export function ownerIdentityProblems(
  categoryId: number | null,
  v: { bvn: string | null; nin: string | null; dateOfBirth: string },
  today: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const category = categoryId === null ? undefined : kybCategory(categoryId);
  if (category?.requiresBvn && !v.bvn) out.bvn = "Enter the director's BVN";
  else if (!v.bvn && !v.nin) out.bvn = 'Enter a BVN or a NIN';
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const adult = `${y - 18}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (v.dateOfBirth > adult) out.dateOfBirth = 'Must be at least 18 years old';
  else if (v.dateOfBirth < '1900-01-01') out.dateOfBirth = 'Enter a real date of birth';
  return out;
}
