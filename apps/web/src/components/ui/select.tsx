import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '#lib/cn.ts';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** A native select with the Input's look (native: keyboard and screen readers for free). */
export function Select({ className, ...props }: SelectProps) {
  return (
    <select
      className={cn(
        'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
