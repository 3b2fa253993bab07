/** GET /api/v1/industry-categories: the industries a merchant chooses from. */
import type { KybIndustries } from '@payrail/contract/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, responseBody } from '../../../lib/http';
import { kybKeys } from './keys';

export type Industry = z.infer<typeof KybIndustries>[number];

export const getIndustryCategories = () => http.get<Industry[]>('/industry-categories').then(responseBody);

export const industriesQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.industries(), queryFn: getIndustryCategories });

export const useIndustries = () => useQuery(industriesQueryOptions());
