/**
 * A setting shown but not editable (the form keeps its value from the defaults). Not a disabled
 * control: react-hook-form may leave disabled fields out of the submitted values, and the contract
 * would then default them (NGN, fixed) — a change the API refuses once the link has payments.
 */
export function LockedValue({ label, value, reason }: { label: string; value: string; reason?: string }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="text-sm text-slate-900">{value}</p>
      {reason ? <p className="text-xs text-slate-500">{reason}</p> : null}
    </div>
  );
}
