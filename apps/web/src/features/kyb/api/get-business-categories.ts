/** GET /api/v1/business-categories: each category with its ordered stages and required documents. */
import type { KybBusinessCategories } from '@payrail/contract/kyb';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, responseBody } from '../../../lib/http';
import { kybKeys } from './keys';

export type BusinessCategory = z.infer<typeof KybBusinessCategories>[number];

export const getBusinessCategories = () =>
  http.get<BusinessCategory[]>('/business-categories').then(responseBody);

export const businessCategoriesQueryOptions = () =>
  queryOptions({ queryKey: kybKeys.businessCategories(), queryFn: getBusinessCategories });

export const useBusinessCategories = () => useQuery(businessCategoriesQueryOptions());
