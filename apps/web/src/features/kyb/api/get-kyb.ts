/**
 * kyb.getKyb: KYB details are the first item of the first array of responseBody (spec 000 §7);
 * null before the merchant has started. Fetch errors are silent.
 */
import * as kyb from '@payrail/contract/routes/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#lib/http.ts';
import { kybKeys } from './keys';

export type { KybRecord } from '@payrail/contract/kyb';

export const getKyb = async (): Promise<kyb.KybRecord | null> => {
  const { responseBody } = await call(kyb.getKyb, {});
  return responseBody[0]?.[0] ?? null;
};

export const kybQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.details(), queryFn: getKyb, meta: { errorToast: false } });

export const useKyb = () => useQuery(kybQueryOptions());
