/** Query keys of the sub-account funds transfers area: what the dialog reads per sub-account. */
export const subAccountTransferKeys = {
  all: ['sub-account-transfers'] as const,
  request: (uuid: string) => [...subAccountTransferKeys.all, 'request', uuid] as const,
};
