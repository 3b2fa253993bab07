/** kyb.getIndustryCategories: the industries a merchant chooses from. */
import * as kyb from '@payrail/contract/routes/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, responseBody } from '#lib/http.ts';
import { kybKeys } from './keys';

export type Industry = z.infer<typeof kyb.KybIndustry>;

export const getIndustryCategories = () => call(kyb.getIndustryCategories, {}).then(responseBody);

export const industriesQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.industries(), queryFn: getIndustryCategories });

export const useIndustries = () => useQuery(industriesQueryOptions());
