import { Button } from './button';

type PaginationProps = {
  label: string;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
};

/** 'Page 2 of 5 · 87 links' with Previous and Next; the page itself lives in the URL. */
export function Pagination({ label, page, perPage, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">
        Page {page} of {pages} · {total} in all
      </span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
