/** Query keys of the white-labelling area. */
export const whiteLabelKeys = {
  all: ['white-labelling'] as const,
  current: () => [...whiteLabelKeys.all, 'current'] as const,
};
