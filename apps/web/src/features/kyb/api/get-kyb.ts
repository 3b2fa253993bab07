/**
 * GET /api/v1/kyb: KYB details are the first item of the first array of responseBody (spec 000
 * §7); null before the merchant has started. Fetch errors are silent.
 */
import type { KybDetails, KybRecord as KybRecordSchema } from '@payrail/contract/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { kybKeys } from './keys';

export type KybRecord = z.infer<typeof KybRecordSchema>;

export const getKyb = async (): Promise<KybRecord | null> => {
  const { responseBody } = await http.get<z.infer<typeof KybDetails>>('/kyb');
  return responseBody[0]?.[0] ?? null;
};

export const kybQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.details(), queryFn: getKyb, meta: { errorToast: false } });

export const useKyb = () => useQuery(kybQueryOptions());
