/** Query keys of the two-factor area. */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'check'] as const,
  initiate: () => [...twoFactorKeys.all, 'check-initiate'] as const,
  loginMethods: () => [...twoFactorKeys.all, 'verify-login-otp'] as const,
};

/** The spec's field for every code these calls take; a refusal's first message is toasted. */
export const CODE_FIELD = 'two_factor_code';
