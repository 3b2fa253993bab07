/** Query keys of the KYB (business verification) area. */
export const kybKeys = {
  all: ['kyb'] as const,
  details: () => [...kybKeys.all, 'details'] as const,
  stage: () => [...kybKeys.all, 'stage'] as const,
  nextStage: () => [...kybKeys.all, 'next-stage'] as const,
  businessCategories: () => [...kybKeys.all, 'business-categories'] as const,
  industries: () => [...kybKeys.all, 'industry-categories'] as const,
  prefill: () => [...kybKeys.all, 'prefill'] as const,
  account: (bankCode: string, accountNumber: string) =>
    [...kybKeys.all, 'resolve-account', bankCode, accountNumber] as const,
};
