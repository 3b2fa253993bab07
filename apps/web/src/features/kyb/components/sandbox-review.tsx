import { decideSandboxKyb } from '@payrail/contract/routes/kyb';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { useIsSandbox } from '#lib/api-mode.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { useSandboxDecision } from '../api/sandbox-decision';

/**
 * Sandbox mode only: the owner plays the provider's reviewer (POST kyb/sandbox/decision). Clearly
 * marked, so nobody takes it for the real review; hidden in live mode and from whoever that
 * endpoint's access refuses (members: it is the owner's).
 */
export function SandboxReview() {
  const sandbox = useIsSandbox();
  const { meets } = usePermissions();
  const decide = useSandboxDecision();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  if (!sandbox || !meets(decideSandboxKyb.access)) return null;

  const reject = () => {
    if (!reason.trim()) return setReasonError('Give a reason');
    setReasonError(undefined);
    decide.mutate(
      { decision: 'reject', reason },
      { onError: (e) => setReasonError(e.fieldErrors?.reason?.[0]) },
    );
  };
  return (
    <section
      aria-labelledby="sandbox-review-title"
      className="space-y-4 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-6"
    >
      <div className="flex items-center gap-2">
        <FlaskConical aria-hidden="true" className="size-5 text-amber-800" />
        <h2 id="sandbox-review-title" className="font-semibold text-amber-950">
          Sandbox: approve / reject
        </h2>
      </div>
      <p className="text-sm text-amber-950">
        Sandbox mode only. In live mode our team reviews your documents; here you can play the reviewer to see
        what happens next.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          onClick={() => decide.mutate({ decision: 'approve' })}
        >
          Approve (sandbox)
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Reason for rejecting" error={reasonError} className="min-w-64 flex-1">
          <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </FormField>
        <Button
          variant="danger"
          loading={decide.isPending && decide.variables?.decision === 'reject'}
          onClick={reject}
        >
          Reject (sandbox)
        </Button>
      </div>
    </section>
  );
}
