/**
 * Search params of /collections/payment-link: the filters (status, currency, search, from, to)
 * and the page. Anything invalid falls back to its default (no filter, page 1). zod/mini: route
 * search schemas load with the first page.
 */
import type { PaymentLinkFilters } from '@payrail/contract/payment-links';
import * as z from 'zod/mini';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = z.catch(z.optional(z.string().check(z.regex(DAY))), undefined);

export const LinkListSearch = z.object({
  status: z.catch(z.optional(z.enum(['active', 'inactive'])), undefined),
  currency: z.catch(z.optional(z.enum(['NGN', 'USD'])), undefined),
  search: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined),
  from: day,
  to: day,
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))), undefined),
});
export type LinkListSearch = z.infer<typeof LinkListSearch>;

/** The body of POST get: the filters that are set; a from after to is dropped rather than refused. */
export function filtersOf(search: LinkListSearch): PaymentLinkFilters {
  const { status, currency, search: text, from, to } = search;
  const bad = from !== undefined && to !== undefined && from > to;
  return {
    ...(status ? { status } : {}),
    ...(currency ? { currency } : {}),
    ...(text ? { search: text } : {}),
    ...(from && !bad ? { from } : {}),
    ...(to && !bad ? { to } : {}),
  };
}

export const hasFilters = (search: LinkListSearch): boolean => Object.keys(filtersOf(search)).length > 0;
