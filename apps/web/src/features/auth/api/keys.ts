/** Query keys of the sign-in area. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  verifyEmail: (token: string) => [...authKeys.all, 'verify-email', token] as const,
};
