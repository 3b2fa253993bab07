import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '#lib/cn.ts';

/**
 * A data table that scrolls sideways on narrow screens, inside its own box: the box is positioned,
 * so the visually hidden (absolutely positioned) labels in its cells scroll with it instead of
 * widening the page. `label` names it for screen readers.
 */
export function Table({ className, label, ...props }: HTMLAttributes<HTMLTableElement> & { label: string }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={label} className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-slate-100 px-4 py-3 align-top', className)} {...props} />;
}
