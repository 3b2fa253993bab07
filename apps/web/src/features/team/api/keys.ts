/** Query keys of the team area. */
export const teamKeys = {
  all: ['team'] as const,
  userAccess: () => [...teamKeys.all, 'user-access'] as const,
};
