/**
 * Paging of the lists whose pages give `next` and `previous` positions (the transactions list, the
 * balance history): the URL of a page one step from the shown one carries the position it is
 * reached from (`after` the shown page's `next`, `before` its `previous`), so the API reads it from
 * its place in the index; a jump to another number carries only the page and the listing's `asOf`.
 */
export type ListPaging = {
  page: number | undefined;
  asOf: string | undefined;
  after: string | undefined;
  before: string | undefined;
};

/** The URL's paging for page `page` of the answer `list` (its `asOf`, `next` and `previous`). */
export function pagingTo(
  page: number,
  list: { page: number; asOf: string; next: string | null; previous: string | null } | undefined,
): ListPaging {
  if (page <= 1 || !list)
    return { page: page <= 1 ? undefined : page, asOf: undefined, after: undefined, before: undefined };
  const next = page === list.page + 1 && list.next ? list.next : undefined;
  const previous = page === list.page - 1 && list.previous ? list.previous : undefined;
  return { page, asOf: list.asOf, after: next, before: next ? undefined : previous };
}

/** A fresh first page: what changing a filter or the scope does to the paging. */
export const FIRST_PAGE: ListPaging = {
  page: undefined,
  asOf: undefined,
  after: undefined,
  before: undefined,
};
