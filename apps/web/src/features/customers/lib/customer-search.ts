/**
 * Search params of /others/customers: the filters (search over name, email and phone; the last
 * payment's first and last day) and the page. Anything invalid falls back to its default (no
 * filter, page 1). zod/mini: route search schemas load with the first page.
 */
import type { CustomerFilters } from '@payrail/contract/customers';
import * as z from 'zod/mini';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = z.catch(z.optional(z.string().check(z.regex(DAY))), undefined);
const page = z.catch(
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  undefined,
);

export const CustomerListSearch = z.object({
  search: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined),
  from: day,
  to: day,
  page,
});
export type CustomerListSearch = z.infer<typeof CustomerListSearch>;

/** /others/customers/{id}: the page of the customer's payments. */
export const CustomerPageSearch = z.object({ page });
export type CustomerPageSearch = z.infer<typeof CustomerPageSearch>;

/** The body of POST customers and export-csv: the filters set; a from after to is dropped. */
export function filtersOf(search: CustomerListSearch): CustomerFilters {
  const { search: text, from, to } = search;
  const bad = from !== undefined && to !== undefined && from > to;
  return {
    ...(text ? { search: text } : {}),
    ...(from && !bad ? { from } : {}),
    ...(to && !bad ? { to } : {}),
  };
}

export const hasFilters = (search: CustomerListSearch): boolean => Object.keys(filtersOf(search)).length > 0;
