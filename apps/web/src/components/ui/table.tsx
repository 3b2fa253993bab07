import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '#lib/cn.ts';

/**
 * A data table that scrolls sideways on narrow screens, inside its own box: the box is positioned,
 * so the visually hidden (absolutely positioned) labels in its cells scroll with it instead of
 * widening the page. `label` names it for screen readers. The box takes focus, so a keyboard
 * can scroll it when it overflows; it is a group named like the table, not a landmark, so it
 * never repeats the name of a section the table sits in.
 */
export function Table({ className, label, ...props }: HTMLAttributes<HTMLTableElement> & { label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group, not a fieldset: the box holds no form controls
    <div
      role="group"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
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
