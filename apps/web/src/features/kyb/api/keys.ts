/** Query keys of the KYB (business verification) area. */
export const kybKeys = {
  all: ['kyb'] as const,
  details: () => [...kybKeys.all, 'details'] as const,
  stage: () => [...kybKeys.all, 'stage'] as const,
  nextStage: () => [...kybKeys.all, 'next-stage'] as const,
};
