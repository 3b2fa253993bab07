/** Query keys of the transaction PIN area. */
export const pinKeys = {
  all: ['pin'] as const,
  status: () => [...pinKeys.all, 'status'] as const,
};
