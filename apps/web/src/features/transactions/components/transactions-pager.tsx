import { Button } from '#components/ui/button.tsx';
import { totalLabel } from '../lib/labels';

type PagerProps = {
  page: number;
  perPage: number;
  total: number;
  totalCapped: boolean;
  /** Rows on this page: a full page past a capped count may have a next one. */
  shown: number;
  onPage: (page: number) => void;
};

/**
 * 'Page 2 of 5 · 87 transactions', or '… of 10,000+' past the count's cap (the list is not counted
 * to its end: Next stays while pages are full).
 */
export function TransactionsPager({ page, perPage, total, totalCapped, shown, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const hasNext = totalCapped ? shown === perPage : page < pages;
  return (
    <nav aria-label="Transaction pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">
        {totalCapped
          ? `Page ${page} · ${totalLabel(total, true)} transactions`
          : `Page ${page} of ${pages} · ${totalLabel(total, false)} transactions`}
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
