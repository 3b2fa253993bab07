/**
 * kyb.resolveKybAccount: the name the bank holds for a bank + NUBAN, asked once both are filled
 * and well-formed. Errors are not toasted: the form shows them on the account number.
 */
import type { ResolveAccountBody } from '@payrail/contract/kyb';
import * as kyb from '@payrail/contract/routes/kyb';
import { useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { kybKeys } from './keys';

export const resolveAccount = (body: ResolveAccountBody, signal?: AbortSignal) =>
  call(kyb.resolveKybAccount, { body }, { signal }).then(responseBody);

/** `body` null: nothing to look up yet. */
export const useResolvedAccount = (body: ResolveAccountBody | null) =>
  useQuery({
    queryKey: kybKeys.account(body?.bankCode ?? '', body?.accountNumber ?? ''),
    queryFn: ({ signal }) => resolveAccount(body!, signal),
    enabled: body !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });
