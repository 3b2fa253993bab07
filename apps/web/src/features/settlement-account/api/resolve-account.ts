/** settlementAccount.resolveSettlementAccount: the bank's name for an account, before it is confirmed. */
import * as accounts from '@payrail/contract/routes/settlement-account';
import type { ResolveSettlementAccountRequest } from '@payrail/contract/settlement-account';
import { useMutation } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';

export const resolveAccount = (body: ResolveSettlementAccountRequest) =>
  call(accounts.resolveSettlementAccount, { body }).then(responseBody);

/** A refusal shows on the form's account number (the dialog maps it); no toast. */
export const useResolveAccount = () =>
  useMutation({ mutationFn: resolveAccount, meta: { errorToast: false } });
