import * as balances from '@payrail/contract/routes/balances';
import { PermissionButton } from '#components/permission-button.tsx';
import { useIsSandbox } from '#lib/api-mode.ts';
import { notify } from '#lib/notify.ts';
import { useSimulateSettlement } from '../api/simulate-settlement';

/**
 * Sandbox only: settle pending payments now instead of waiting for T+1 (the scheduled run does
 * the same when they fall due). Clearly marked, as every simulator in the app.
 */
export function SandboxSettle() {
  const sandbox = useIsSandbox();
  const settle = useSimulateSettlement();
  if (!sandbox) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <span className="font-medium">Sandbox</span>
      <span>Pending payments settle on the next business day. Settle them now to try payouts.</span>
      <PermissionButton
        size="sm"
        variant="secondary"
        endpoint={balances.simulateSettlement}
        loading={settle.isPending}
        onClick={() =>
          settle.mutate(undefined, {
            onSuccess: (res) => notify.success(res.message),
            onError: (e) => notify.error(e.message),
          })
        }
      >
        Settle pending now
      </PermissionButton>
    </div>
  );
}
