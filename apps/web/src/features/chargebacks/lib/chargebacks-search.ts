/**
 * Search params of /payments/chargeback: the list's filters and page in the URL. A value that is
 * not valid falls back to its default (no filter, page 1). zod/mini: route search schemas load with
 * the first page.
 */
import type { ChargebackListQuery } from '@payrail/contract/chargebacks';
import * as z from 'zod/mini';

export const CHARGEBACK_STATUSES = ['open', 'accepted', 'declined', 'won', 'lost'] as const;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const optional = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined);

export const ChargebacksSearch = z.object({
  status: optional(z.enum(CHARGEBACK_STATUSES)),
  from: optional(z.string().check(z.regex(DAY))),
  to: optional(z.string().check(z.regex(DAY))),
  search: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[\x21-\x7e]+$/))),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});
export type ChargebacksSearch = z.infer<typeof ChargebacksSearch>;

/** The API's query for the URL's view: a reversed range is dropped rather than refused. */
export function listQuery(s: ChargebacksSearch): ChargebackListQuery {
  const ordered = !s.from || !s.to || s.from <= s.to;
  return {
    page: s.page ?? 1,
    ...(s.status ? { status: s.status } : {}),
    ...(s.from && ordered ? { from: s.from } : {}),
    ...(s.to && ordered ? { to: s.to } : {}),
    ...(s.search ? { search: s.search } : {}),
  };
}

export const hasFilters = (s: ChargebacksSearch) => Boolean(s.status || s.from || s.to || s.search);
