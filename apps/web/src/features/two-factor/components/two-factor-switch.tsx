import { cn } from '#lib/cn.ts';

type TwoFactorSwitchProps = {
  checked: boolean;
  busy?: boolean;
  onToggle: () => void;
  describedBy?: string;
};

/** The toggle (spec 000 §4): on a click it either starts enabling or asks for proof to disable. */
export function TwoFactorSwitch({ checked, busy = false, onToggle, describedBy }: TwoFactorSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label="Two-factor authentication"
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
        checked ? 'bg-brand-700' : 'bg-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
