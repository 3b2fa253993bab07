import { Slot } from '@radix-ui/react-slot';
import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useId } from 'react';
import { cn } from '#lib/cn.ts';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary:
    'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  link: 'text-brand-700 underline-offset-4 hover:underline px-0! h-auto!',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /**
   * Why the action is not available to this user. The button then stays focusable but does
   * nothing, looks disabled (aria-disabled), and gives the reason as its tooltip and description.
   */
  disabledReason?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  disabledReason,
  onClick,
  ...props
}: ButtonProps) {
  const reasonId = useId();
  const classes = cn(
    'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) {
    return (
      <Slot className={classes} onClick={onClick} {...props}>
        {children}
      </Slot>
    );
  }
  if (disabledReason) {
    const refuse = (e: MouseEvent<HTMLButtonElement>) => e.preventDefault();
    return (
      <>
        <button
          type={type ?? 'button'}
          className={classes}
          {...props}
          aria-disabled="true"
          aria-describedby={reasonId}
          title={disabledReason}
          onClick={refuse}
        >
          {children}
        </button>
        <span id={reasonId} className="sr-only">
          {disabledReason}
        </span>
      </>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
      {...props}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      {children}
    </button>
  );
}
