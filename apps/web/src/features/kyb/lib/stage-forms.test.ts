/** The stage resolvers check what the contract checks, in the browser, each message on its field. */
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { expect, test } from 'vitest';
import {
  businessDetailsDefaults,
  businessDetailsPrefill,
  businessDetailsResolver,
  ownerIdentityDefaults,
  ownerIdentityPrefill,
  ownerIdentityResolver,
  settlementAccountDefaults,
  settlementAccountResolver,
} from './stage-forms';

const opts = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const messages = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]));

const details = {
  ...businessDetailsDefaults(null, 3, 5),
  businessName: 'Okafor Cloud Services Ltd',
  businessEmail: 'hello@okafor.ng',
  businessPhone: '0803 123 4567',
  address: '14 Broad Street',
  city: 'Lagos Island',
  state: 'Lagos',
  description: 'Cloud hosting.',
};

test('business details: a company needs its RC number; blanks become null; the phone is normalised', async () => {
  const missing = await businessDetailsResolver(details, undefined, opts as never);
  expect(messages(missing.errors)).toEqual({ registrationNumber: 'Enter the RC number, e.g. RC1234567' });

  const ok = await businessDetailsResolver(
    { ...details, registrationNumber: 'rc 1234567' },
    undefined,
    opts as never,
  );
  expect(ok.errors).toEqual({});
  expect(ok.values).toMatchObject({
    businessCategoryId: 3,
    industryId: 5,
    registrationNumber: 'RC1234567',
    website: null,
    businessPhone: '+2348031234567',
  });
});

test('business details: a wrong phone and no industry are refused on their fields', async () => {
  const r = await businessDetailsResolver(
    { ...details, registrationNumber: 'RC1', industryId: 0, businessPhone: '12345' },
    undefined,
    opts as never,
  );
  expect(messages(r.errors)).toEqual({
    industryId: 'Choose an industry',
    businessPhone: 'Enter a Nigerian mobile number, e.g. 0803 123 4567',
  });
});

test('business details: a missing RC number is named together with the other mistakes', async () => {
  const r = await businessDetailsResolver({ ...details, businessPhone: '12345' }, undefined, opts as never);
  expect(messages(r.errors)).toEqual({
    businessPhone: 'Enter a Nigerian mobile number, e.g. 0803 123 4567',
    registrationNumber: 'Enter the RC number, e.g. RC1234567',
  });
});

const owner = {
  ...ownerIdentityDefaults(null),
  firstName: 'Chiamaka',
  lastName: 'Okafor',
  dateOfBirth: '1988-03-21',
  phone: '0909 555 1234',
};
const now = () => new Date(2026, 10, 22);

test('owner identity: BVN and NIN are 11 digits', async () => {
  const r = await ownerIdentityResolver(1, now)(
    { ...owner, bvn: '2221234567', nin: '12a' },
    undefined,
    opts as never,
  );
  expect(messages(r.errors)).toEqual({ bvn: 'BVN must be 11 digits', nin: 'NIN must be 11 digits' });
});

test("owner identity: a company needs the director's BVN; other categories take a NIN alone", async () => {
  const company = await ownerIdentityResolver(3, now)(
    { ...owner, nin: '12345678901' },
    undefined,
    opts as never,
  );
  expect(messages(company.errors)).toEqual({ bvn: "Enter the director's BVN" });
  const starter = await ownerIdentityResolver(1, now)(
    { ...owner, nin: '12345678901' },
    undefined,
    opts as never,
  );
  expect(starter.errors).toEqual({});
  expect(starter.values).toMatchObject({ bvn: null, nin: '12345678901', phone: '+2349095551234' });
});

test('owner identity: 18 or older, by today', async () => {
  const r = await ownerIdentityResolver(1, now)(
    { ...owner, bvn: '22212345678', dateOfBirth: '2008-11-23' },
    undefined,
    opts as never,
  );
  expect(messages(r.errors)).toEqual({ dateOfBirth: 'Must be at least 18 years old' });
});

test('settlement account: 10 digits and the NUBAN check digit for the chosen bank', async () => {
  const base = {
    ...settlementAccountDefaults(null),
    bankCode: '058',
    accountName: 'Okafor Cloud',
    accountNameConfirmed: true,
  };
  const short = await settlementAccountResolver(
    { ...base, accountNumber: '01234' },
    undefined,
    opts as never,
  );
  expect(messages(short.errors)).toEqual({ accountNumber: 'Account number must be 10 digits (NUBAN)' });
  const wrong = await settlementAccountResolver(
    { ...base, accountNumber: '0123456789' },
    undefined,
    opts as never,
  );
  expect(messages(wrong.errors)).toEqual({
    accountNumber: 'This is not a valid account number for the chosen bank',
  });
  const ok = await settlementAccountResolver(
    { ...base, accountNumber: '0123456785' },
    undefined,
    opts as never,
  );
  expect(ok.errors).toEqual({});
});

const SIGN_UP = {
  businessName: 'Chidi Prints',
  firstName: 'Chidi',
  lastName: 'Okeke',
  email: 'chidi@prints.ng',
  phone: '+2348031234567',
};

test('prefill: the sign-up fills only the empty fields', () => {
  expect(
    businessDetailsPrefill({ businessName: '', businessEmail: ' ', businessPhone: '' }, SIGN_UP),
  ).toEqual({
    businessName: 'Chidi Prints',
    businessEmail: 'chidi@prints.ng',
    businessPhone: '+2348031234567',
  });
  expect(
    businessDetailsPrefill(
      { businessName: 'Chidi Prints Ltd', businessEmail: 'hello@chidi.ng', businessPhone: '' },
      SIGN_UP,
    ),
  ).toEqual({ businessPhone: '+2348031234567' });
  expect(ownerIdentityPrefill({ firstName: '', lastName: 'Obi', phone: '' }, SIGN_UP)).toEqual({
    firstName: 'Chidi',
    phone: '+2348031234567',
  });
});
