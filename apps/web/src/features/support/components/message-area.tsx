import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '#lib/cn.ts';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** A textarea with the Input's look, for a ticket's message and replies. */
export function MessageArea({ className, ...props }: Props) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40',
        'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
