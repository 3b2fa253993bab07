/** subAccountLinks.listSubAccountLinks: a sub-account's payment links, 20 a page. */
import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const listSubAccountLinks = (slug: string, page: number) =>
  call(subLinks.listSubAccountLinks, { params: { slug }, query: { page } }).then(responseBody);

export const subAccountLinksQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: subAccountKeys.links(slug, page),
    queryFn: () => listSubAccountLinks(slug, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSubAccountLinks = (slug: string, page: number) =>
  useQuery(subAccountLinksQueryOptions(slug, page));
