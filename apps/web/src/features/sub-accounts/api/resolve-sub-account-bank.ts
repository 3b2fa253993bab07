/** subAccounts.resolveSubAccountBank: the bank's name for an account, before it is confirmed. */

import * as subs from '@payrail/contract/routes/sub-accounts';
import type { ResolveSettlementAccountRequest } from '@payrail/contract/settlement-account';
import { useMutation } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';

export const resolveSubAccountBank = (body: ResolveSettlementAccountRequest) =>
  call(subs.resolveSubAccountBank, { body }).then(responseBody);

/** A refusal shows on the form's account number (the dialog maps it); no toast. */
export const useResolveSubAccountBank = () =>
  useMutation({ mutationFn: resolveSubAccountBank, meta: { errorToast: false } });
