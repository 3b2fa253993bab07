import { describe, expect, it } from 'vitest';
import {
  businessNameLabel,
  isValidNuban,
  KYB_CATEGORIES,
  KYB_STAGE_IDS,
  KybSandboxDecision,
  KybStageUpdate,
  kybCategory,
  NigerianPhone,
  normaliseRegistration,
  ownerIdentityProblems,
  ResolveAccountBody,
} from './kyb.ts';

const business = {
  stage: 'business-details',
  businessCategoryId: 3,
  industryId: 5,
  businessName: 'Adaeze Foods Ltd',
  businessEmail: 'hello@adaeze.ng',
  businessPhone: '0803 123 4567',
  address: '12 Marina',
  city: 'Lagos Island',
  state: 'Lagos',
  description: 'Packaged foods',
  registrationNumber: 'rc 123-4567',
};
const paths = (r: { error?: { issues: { path: PropertyKey[] }[] } | undefined }) =>
  r.error?.issues.map((i) => i.path.join('.'));

describe('KYB schemas', () => {
  it('every category lists the stages in order, ending with review', () => {
    for (const c of KYB_CATEGORIES) expect(c.stages.at(-1)).toBe('review');
    expect(KYB_CATEGORIES.find((c) => c.id === 1)?.requiredDocuments).not.toContain('cac-certificate');
    expect(KYB_STAGE_IDS[0]).toBe('business-details');
  });

  it('normalises CAC numbers per category and refuses wrong shapes', () => {
    expect(normaliseRegistration('rc', 'rc 123-4567')).toBe('RC1234567');
    expect(normaliseRegistration('bn', 'BN 3456789')).toBe('BN3456789');
    expect(normaliseRegistration('it', 'CAC/IT/NO 12345')).toBe('IT12345');
    expect(normaliseRegistration('rc', 'BN123')).toBeNull();
    const parsed = KybStageUpdate.parse(business);
    expect(parsed).toMatchObject({ registrationNumber: 'RC1234567', businessPhone: '+2348031234567' });
    expect(paths(KybStageUpdate.safeParse({ ...business, registrationNumber: 'BN1234' }))).toEqual([
      'registrationNumber',
    ]);
    const starter = KybStageUpdate.parse({ ...business, businessCategoryId: 1, registrationNumber: 'x' });
    expect(starter).toMatchObject({ registrationNumber: null });
    expect(paths(KybStageUpdate.safeParse({ ...business, businessCategoryId: 9 }))).toContain(
      'businessCategoryId',
    );
  });

  it('accepts Nigerian mobile numbers only', () => {
    expect(NigerianPhone.parse('+234 803 123 4567')).toBe('+2348031234567');
    expect(NigerianPhone.parse('2349031234567')).toBe('+2349031234567');
    for (const bad of ['0603 123 4567', '0803123456', '+44 7700 900123', 'phone'])
      expect(NigerianPhone.safeParse(bad).success, bad).toBe(false);
  });

  it('checks BVN/NIN lengths, age and the company BVN rule', () => {
    const owner = { stage: 'owner-identity', firstName: 'Ada', lastName: 'Obi', dateOfBirth: '1990-04-01' };
    const ok = { ...owner, phone: '08031234567', nin: '12345678901' };
    expect(KybStageUpdate.safeParse(ok).success).toBe(true);
    expect(paths(KybStageUpdate.safeParse({ ...ok, bvn: '1234' }))).toEqual(['bvn']);
    expect(paths(KybStageUpdate.safeParse({ ...ok, nin: '1234567890a' }))).toEqual(['nin']);
    const v = { bvn: null, nin: '12345678901', dateOfBirth: '1990-04-01' };
    expect(ownerIdentityProblems(1, v, '2026-01-01')).toEqual({});
    expect(ownerIdentityProblems(3, v, '2026-01-01')).toEqual({ bvn: "Enter the director's BVN" });
    expect(ownerIdentityProblems(1, { ...v, nin: null }, '2026-01-01')).toEqual({
      bvn: 'Enter a BVN or a NIN',
    });
    expect(ownerIdentityProblems(1, { ...v, dateOfBirth: '2008-01-02' }, '2026-01-01')).toEqual({
      dateOfBirth: 'Must be at least 18 years old',
    });
  });

  it('checks the NUBAN check digit against the bank', () => {
    expect(isValidNuban('058', '0123456785')).toBe(true);
    expect(isValidNuban('057', '1012345671')).toBe(true);
    expect(isValidNuban('058', '0123456789')).toBe(false);
    const account = {
      stage: 'settlement-account',
      bankCode: '058',
      accountName: 'Adaeze Foods Ltd',
      accountNameConfirmed: true,
    };
    expect(KybStageUpdate.safeParse({ ...account, accountNumber: '0123456785' }).success).toBe(true);
    expect(paths(KybStageUpdate.safeParse({ ...account, accountNumber: '012345678' }))).toEqual([
      'accountNumber',
    ]);
    expect(
      paths(KybStageUpdate.safeParse({ ...account, bankCode: '999', accountNumber: '0123456785' })),
    ).toEqual(['bankCode']);
    // Heritage Bank (030) lost its licence in 2024: not a settlement bank any more.
    expect(
      paths(KybStageUpdate.safeParse({ ...account, bankCode: '030', accountNumber: '0123456785' })),
    ).toEqual(['bankCode']);
    // OPay numbers are phone numbers: no check digit, the lookup confirms them.
    expect(
      KybStageUpdate.safeParse({ ...account, bankCode: '100004', accountNumber: '8031234567' }).success,
    ).toBe(true);
    const unconfirmed = { ...account, accountNumber: '0123456785', accountNameConfirmed: false };
    expect(paths(KybStageUpdate.safeParse(unconfirmed))).toEqual(['accountNameConfirmed']);
    expect(paths(ResolveAccountBody.safeParse({ bankCode: '058', accountNumber: '0123456789' }))).toEqual([
      'accountNumber',
    ]);
  });

  it("names the business's name as its category has it", () => {
    expect([1, 2, 3, 4].map((id) => businessNameLabel(kybCategory(id)!))).toEqual([
      'Business name',
      'Registered business name',
      'Company name (as registered with the CAC)',
      'Name of the incorporated trustees',
    ]);
  });

  it('review needs confirm true; unknown stages and rejections without a reason are refused', () => {
    expect(KybStageUpdate.safeParse({ stage: 'review', confirm: true }).success).toBe(true);
    expect(paths(KybStageUpdate.safeParse({ stage: 'review', confirm: false }))).toEqual(['confirm']);
    expect(paths(KybStageUpdate.safeParse({ stage: 'payouts' }))).toEqual(['stage']);
    expect(paths(KybSandboxDecision.safeParse({ decision: 'reject' }))).toEqual(['reason']);
    expect(KybSandboxDecision.safeParse({ decision: 'approve' }).success).toBe(true);
  });
});
