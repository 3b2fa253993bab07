import { Button } from '#components/ui/button.tsx';
import { countText } from '../lib/customer-search';

type Props = {
  page: number;
  perPage: number;
  total: number;
  /** More match than were counted: Next stays on while the page is full. */
  capped: boolean;
  itemsOnPage: number;
  onPage: (page: number) => void;
};

/** 'Page 2 of 5 · 87 customers', or 'Page 2 · 10,000+ customers' past the count's cap. */
export function CustomersPagination({ page, perPage, total, capped, itemsOnPage, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const hasNext = capped ? itemsOnPage === perPage : page < pages;
  return (
    <nav aria-label="Customer pages" className="flex items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">
        {capped ? `Page ${page}` : `Page ${page} of ${pages}`} · {countText(total, capped)} customers
      </span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
