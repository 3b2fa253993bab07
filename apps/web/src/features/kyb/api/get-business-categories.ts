/** kyb.getBusinessCategories: each category with its ordered stages and required documents. */
import * as kyb from '@payrail/contract/routes/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, responseBody } from '#lib/http.ts';
import { kybKeys } from './keys';

export type BusinessCategory = z.infer<typeof kyb.KybBusinessCategory>;

export const getBusinessCategories = () => call(kyb.getBusinessCategories, {}).then(responseBody);

export const businessCategoriesQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.businessCategories(), queryFn: getBusinessCategories });

export const useBusinessCategories = () => useQuery(businessCategoriesQueryOptions());
