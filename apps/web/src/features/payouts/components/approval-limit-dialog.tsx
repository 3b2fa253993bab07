import { parseMajor, toDecimal } from '@payrail/contract/money';
import { useForm } from 'react-hook-form';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useSaveApprovalLimit } from '../api/approval-limit';

type Fields = { enabled: boolean; limit: string; pin: string };

/** Two-person approval: on with a limit in naira, or off; saved with the owner's PIN. */
export function ApprovalLimitDialog({ current, onClose }: { current: number | null; onClose: () => void }) {
  const save = useSaveApprovalLimit();
  const form = useForm<Fields>({
    defaultValues: {
      enabled: current !== null,
      limit: current === null ? '' : toDecimal(BigInt(current), 'NGN'),
      pin: '',
    },
  });
  const enabled = form.watch('enabled');
  const submit = form.handleSubmit(async (v) => {
    let limit: number | null = null;
    if (v.enabled) {
      const minor = parseMajor(v.limit, 'NGN');
      if (minor === undefined || minor <= 0n)
        return form.setError('limit', { message: 'Enter an amount like 500,000.00' });
      limit = Number(minor);
    }
    try {
      await save.mutateAsync({ limit, pin: v.pin });
      onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['limit', 'pin']);
    }
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Two-person approval"
      description="A payout above the limit, and any change of the settlement account, waits until another team member who can make payouts approves it with their PIN. Turning approval off or raising the limit takes effect 24 hours later: every approver is emailed and can cancel it meanwhile. A lower limit applies at once."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Require a second approval">
          <Checkbox {...form.register('enabled')} />
        </FormField>
        {enabled ? (
          <FormField
            label="Approval limit (₦)"
            hint="Payouts above this amount need a second approval"
            error={errors.limit?.message}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('limit')} />
          </FormField>
        ) : null}
        <PinSubmit
          pin={form.register('pin')}
          pinError={errors.pin?.message}
          serverError={errors.root?.server?.message}
          submitLabel="Save"
          pending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
