/** subAccountLinks.listSubAccountLinks: a sub-account's payment links, 20 a page. */
import * as subLinks from '@payrail/contract/routes/sub-accounts-links';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, responseBody } from '#lib/http.ts';
import { subAccountKeys } from './keys';

export const listSubAccountLinks = (slug: string, page: number, search?: string) =>
  call(subLinks.listSubAccountLinks, {
    params: { slug },
    query: { page, ...(search ? { search } : {}) },
  }).then(responseBody);

/** `search` (a name, ref or slug): the edit screen finds a link by its ref. */
export const subAccountLinksQueryOptions = (slug: string, page: number, search?: string) =>
  queryOptions({
    queryKey: [...subAccountKeys.links(slug, page), search ?? ''] as const,
    queryFn: () => listSubAccountLinks(slug, page, search),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSubAccountLinks = (slug: string, page: number, search?: string) =>
  useQuery(subAccountLinksQueryOptions(slug, page, search));
