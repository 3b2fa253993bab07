/** Query keys of the two-factor area. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'check'] as const,
  initiate: () => [...twoFactorKeys.all, 'check-initiate'] as const,
};
