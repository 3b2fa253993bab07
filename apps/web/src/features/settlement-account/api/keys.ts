/** Query keys of the settlement-account area. */
export const settlementAccountKeys = {
  all: ['settlement-account'] as const,
};
