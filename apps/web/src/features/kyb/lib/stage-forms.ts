/**
 * The stage forms' values (text, as typed) and their resolvers: each validates with the contract's
 * own stage schema (kyb.ts), so the form and the API agree on Nigerian shapes (BVN/NIN 11 digits,
 * NUBAN with its check digit, mobile numbers, CAC numbers). Empty optional inputs become null
 * first, as the schemas expect; owner identity also runs the contract's checks that need the
 * category and today (BVN required for a company, 18 or older).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BusinessDetailsStage,
  type KybPrefill,
  type KybRecord,
  kybCategory,
  normaliseRegistration,
  OwnerIdentityStage,
  ownerIdentityProblems,
  REGISTRATION_PATTERNS,
  ResolveAccountBody,
  SettlementAccountStage,
} from '@payrail/contract/kyb';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type BusinessDetailsValues = {
  stage: 'business-details';
  businessCategoryId: number;
  industryId: number;
  businessName: string;
  tradingName: string;
  registrationNumber: string;
  businessEmail: string;
  businessPhone: string;
  address: string;
  city: string;
  state: string;
  website: string;
  description: string;
};
export type OwnerIdentityValues = {
  stage: 'owner-identity';
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  role: 'owner' | 'director' | 'trustee' | 'partner';
  bvn: string;
  nin: string;
  phone: string;
};
export type SettlementAccountValues = {
  stage: 'settlement-account';
  bankCode: string;
  accountNumber: string;
  accountName: string;
  accountNameConfirmed: boolean;
};

type Saved = Record<string, unknown> | undefined;
const text = (saved: Saved, key: string): string => {
  const v = saved?.[key];
  return typeof v === 'string' ? v : '';
};
const savedStage = (record: KybRecord | null, stage: string): Saved => record?.stages[stage as 'review'];

function nullBlanks<T extends FieldValues>(values: T, fields: readonly string[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const f of fields) if (typeof out[f] === 'string' && (out[f] as string).trim() === '') out[f] = null;
  return out as T;
}

function withBlanksAsNull<V extends FieldValues, O>(
  base: Resolver<FieldValues, unknown, O>,
  fields: readonly string[],
): Resolver<V, unknown, O> {
  return (values, context, options) =>
    base(nullBlanks(values, fields), context, options as never) as ReturnType<Resolver<V, unknown, O>>;
}

// ---- business details ------------------------------------------------------------------------------

export type BusinessDetailsOutput = z.output<typeof BusinessDetailsStage>;
export const BUSINESS_DETAILS_FIELDS = [
  'industryId',
  'businessName',
  'tradingName',
  'registrationNumber',
  'businessEmail',
  'businessPhone',
  'address',
  'city',
  'state',
  'website',
  'description',
] as const;
const businessBase = withBlanksAsNull<BusinessDetailsValues, BusinessDetailsOutput>(
  zodResolver(BusinessDetailsStage) as unknown as Resolver<FieldValues, unknown, BusinessDetailsOutput>,
  ['registrationNumber', 'website'],
);
/**
 * The schema checks the CAC number only once every other field is right (a refinement of the
 * whole object), so while others are wrong this names a wrong CAC number too, in the same pass.
 */
export const businessDetailsResolver: Resolver<
  BusinessDetailsValues,
  unknown,
  BusinessDetailsOutput
> = async (values, context, options) => {
  const result = await businessBase(values, context, options);
  const kind = kybCategory(values.businessCategoryId)?.registration;
  if (!kind || Object.keys(result.errors).length === 0 || result.errors.registrationNumber) return result;
  if (normaliseRegistration(kind, values.registrationNumber ?? '')) return result;
  const message = REGISTRATION_PATTERNS[kind].message;
  return { values: {}, errors: { ...result.errors, registrationNumber: { type: 'validate', message } } };
};
export function businessDetailsDefaults(
  record: KybRecord | null,
  categoryId: number,
  industryId: number | undefined,
): BusinessDetailsValues {
  const s = savedStage(record, 'business-details');
  const savedIndustry = typeof s?.industryId === 'number' ? s.industryId : 0;
  return {
    stage: 'business-details',
    businessCategoryId: categoryId,
    industryId: industryId ?? savedIndustry,
    businessName: text(s, 'businessName'),
    tradingName: text(s, 'tradingName'),
    registrationNumber: text(s, 'registrationNumber'),
    businessEmail: text(s, 'businessEmail'),
    businessPhone: text(s, 'businessPhone'),
    address: text(s, 'address'),
    city: text(s, 'city'),
    state: text(s, 'state'),
    website: text(s, 'website'),
    description: text(s, 'description'),
  };
}

/**
 * The sign-up's facts for the fields still empty (the stage not saved yet, nothing typed): the
 * business name, email and phone here; the owner's name and phone in owner identity.
 */
export function businessDetailsPrefill(
  values: Pick<BusinessDetailsValues, 'businessName' | 'businessEmail' | 'businessPhone'>,
  prefill: KybPrefill,
): Partial<BusinessDetailsValues> {
  const out: Partial<BusinessDetailsValues> = {};
  if (!values.businessName.trim() && prefill.businessName) out.businessName = prefill.businessName;
  if (!values.businessEmail.trim() && prefill.email) out.businessEmail = prefill.email;
  if (!values.businessPhone.trim() && prefill.phone) out.businessPhone = prefill.phone;
  return out;
}

export function ownerIdentityPrefill(
  values: Pick<OwnerIdentityValues, 'firstName' | 'lastName' | 'phone'>,
  prefill: KybPrefill,
): Partial<OwnerIdentityValues> {
  const out: Partial<OwnerIdentityValues> = {};
  if (!values.firstName.trim() && prefill.firstName) out.firstName = prefill.firstName;
  if (!values.lastName.trim() && prefill.lastName) out.lastName = prefill.lastName;
  if (!values.phone.trim() && prefill.phone) out.phone = prefill.phone;
  return out;
}

// ---- owner identity --------------------------------------------------------------------------------

export type OwnerIdentityOutput = z.output<typeof OwnerIdentityStage>;
export const OWNER_IDENTITY_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'role',
  'bvn',
  'nin',
  'phone',
] as const;
const ownerBase = withBlanksAsNull<OwnerIdentityValues, OwnerIdentityOutput>(
  zodResolver(OwnerIdentityStage) as unknown as Resolver<FieldValues, unknown, OwnerIdentityOutput>,
  ['bvn', 'nin'],
);
const todayIso = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The schema, then the contract's checks that need the category and today's date. */
export const ownerIdentityResolver =
  (
    categoryId: number,
    now: () => Date = () => new Date(),
  ): Resolver<OwnerIdentityValues, unknown, OwnerIdentityOutput> =>
  async (values, context, options) => {
    const result = await ownerBase(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const problems = ownerIdentityProblems(categoryId, result.values as OwnerIdentityOutput, todayIso(now()));
    if (Object.keys(problems).length === 0) return result;
    const errors: FieldErrors<OwnerIdentityValues> = {};
    for (const [field, message] of Object.entries(problems))
      errors[field as keyof OwnerIdentityValues] = { type: 'validate', message };
    return { values: {}, errors };
  };

export function ownerIdentityDefaults(record: KybRecord | null): OwnerIdentityValues {
  const s = savedStage(record, 'owner-identity');
  const role = text(s, 'role');
  return {
    stage: 'owner-identity',
    firstName: text(s, 'firstName'),
    lastName: text(s, 'lastName'),
    dateOfBirth: text(s, 'dateOfBirth'),
    role: role === 'director' || role === 'trustee' || role === 'partner' ? role : 'owner',
    // The server shows saved numbers masked; they are typed again to save the stage.
    bvn: '',
    nin: '',
    phone: text(s, 'phone'),
  };
}

/** The masked BVN/NIN on file ('*******1234'), for the hint. */
export const maskedOnFile = (record: KybRecord | null, key: 'bvn' | 'nin'): string =>
  text(savedStage(record, 'owner-identity'), key);

// ---- settlement account ----------------------------------------------------------------------------

export type SettlementAccountOutput = z.output<typeof SettlementAccountStage>;
export const SETTLEMENT_ACCOUNT_FIELDS = [
  'bankCode',
  'accountNumber',
  'accountName',
  'accountNameConfirmed',
] as const;
export const settlementAccountResolver = zodResolver(SettlementAccountStage) as Resolver<
  SettlementAccountValues,
  unknown,
  SettlementAccountOutput
>;
export function settlementAccountDefaults(record: KybRecord | null): SettlementAccountValues {
  const s = savedStage(record, 'settlement-account');
  return {
    stage: 'settlement-account',
    bankCode: text(s, 'bankCode'),
    accountNumber: text(s, 'accountNumber'),
    accountName: text(s, 'accountName'),
    // A saved account was confirmed when it was saved.
    accountNameConfirmed: s?.accountNameConfirmed === true,
  };
}

/** The lookup's body once the bank and the number are well-formed (check digit included); else null. */
export function accountToLookUp(bankCode: string, accountNumber: string): ResolveAccountBody | null {
  const parsed = ResolveAccountBody.safeParse({ bankCode, accountNumber });
  return parsed.success ? parsed.data : null;
}

/** A whole 10-digit number that fails the chosen bank's check digit: said as soon as it is typed. */
export function nubanProblem(bankCode: string, accountNumber: string): string | undefined {
  if (!bankCode || !/^\d{10}$/.test(accountNumber.trim())) return undefined;
  const parsed = ResolveAccountBody.safeParse({ bankCode, accountNumber });
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'accountNumber')?.message;
}
