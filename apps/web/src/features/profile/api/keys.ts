/** Query keys of the profile area. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  picture: () => [...profileKeys.all, 'picture'] as const,
};
