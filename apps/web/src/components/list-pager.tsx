import { Button } from '#components/ui/button.tsx';

type Props = {
  /** The navigation's accessible name: 'Transaction pages'. */
  label: string;
  /** What the list counts, a regular plural: 'transactions' ('1 transaction' drops the s). */
  noun: string;
  page: number;
  perPage: number;
  total: number;
  /** More match than the server counted: the last page is unknown. */
  capped: boolean;
  /** Rows on this page: past a capped count, a full page may have a next one. */
  shown: number;
  onPage: (page: number) => void;
};

const count = (n: number) => new Intl.NumberFormat('en-NG').format(n);
const counted = (n: number, noun: string) => `${count(n)} ${n === 1 ? noun.replace(/s$/, '') : noun}`;

/**
 * 'Page 2 of 5 · 87 transactions', or 'Page 600 · 10,000+ transactions' past the count's cap. A
 * capped list is not counted to its end (a count over millions would cost more than the page), so
 * Next stays on while pages come back full.
 */
export function ListPager({ label, noun, page, perPage, total, capped, shown, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const hasNext = capped ? shown === perPage : page < pages;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">
        {capped
          ? `Page ${page} · ${count(total)}+ ${noun}`
          : `Page ${page} of ${pages} · ${counted(total, noun)}`}
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
