/**
 * Search params of a list filtered by status, a day range and a reference (payouts, chargebacks):
 * the filters and page live in the URL, so a filtered list can be shared and survives a reload. A
 * value that is not valid falls back to its default (no filter, page 1). zod/mini: route search
 * schemas load with the first page.
 */
import * as z from 'zod/mini';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const optional = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined);

export function statusListSearch<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    status: optional(z.enum(statuses)),
    from: optional(z.string().check(z.regex(DAY))),
    to: optional(z.string().check(z.regex(DAY))),
    search: optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[\x21-\x7e]+$/))),
    page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  });
}

export type StatusListSearch<S extends string> = {
  status?: S | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  page?: number | undefined;
};

/** The API's query for the URL's view: a reversed range is dropped rather than refused. */
export function statusListQuery<S extends string>(s: StatusListSearch<S>) {
  const ordered = !s.from || !s.to || s.from <= s.to;
  return {
    page: s.page ?? 1,
    ...(s.status ? { status: s.status } : {}),
    ...(s.from && ordered ? { from: s.from } : {}),
    ...(s.to && ordered ? { to: s.to } : {}),
    ...(s.search ? { search: s.search } : {}),
  };
}

export const hasStatusListFilters = (s: StatusListSearch<string>) =>
  Boolean(s.status || s.from || s.to || s.search);
