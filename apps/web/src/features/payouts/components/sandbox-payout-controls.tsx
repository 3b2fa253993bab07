import { Button } from '#components/ui/button.tsx';
import { useIsSandbox } from '#lib/api-mode.ts';
import { useDecideSandboxPayout } from '../api/decide-sandbox-payout';

/** Sandbox mode only, clearly marked: the bank's answer now, instead of after the sandbox's delay. */
export function SandboxPayoutControls({ uuid }: { uuid: string }) {
  const sandbox = useIsSandbox();
  const decide = useDecideSandboxPayout();
  if (!sandbox) return null;
  return (
    <section
      aria-label="Sandbox simulator"
      className="min-w-0 rounded-xl border border-dashed border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 className="text-base font-semibold text-amber-900">Sandbox simulator</h2>
      <p className="mt-1 text-sm text-amber-900">
        Test mode only: answer for the bank now. The sandbox pays a payout by itself 30 seconds after it was
        requested.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={decide.isPending}
          onClick={() => decide.mutate({ uuid, outcome: 'paid' })}
        >
          Simulate paid
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={decide.isPending}
          onClick={() =>
            decide.mutate({
              uuid,
              outcome: 'failed',
              reason: 'Sandbox: the receiving bank declined the transfer',
            })
          }
        >
          Simulate failed
        </Button>
      </div>
    </section>
  );
}
