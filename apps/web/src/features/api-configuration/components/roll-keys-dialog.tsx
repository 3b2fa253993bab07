/**
 * Rolling the secret keys: when the current ones stop working (now, in 1 hour, 24 hours or 7
 * days), confirmed with the transaction PIN. The owner is then mailed a link to the new keys.
 */
import { ROLL_GRACE_LABELS, type RollGrace } from '@payrail/contract/api-keys';
import { useForm } from 'react-hook-form';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Select } from '#components/ui/select.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useRollApiKeys } from '../api/roll-api-keys';

type Fields = { grace: RollGrace; pin: string };
const GRACES = Object.keys(ROLL_GRACE_LABELS) as RollGrace[];

export function RollKeysDialog({ onClose }: { onClose: () => void }) {
  const roll = useRollApiKeys();
  const form = useForm<Fields>({ defaultValues: { grace: '24h', pin: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await roll.mutateAsync(v);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['grace', 'pin']))
        form.setError('root.server', {
          type: 'server',
          message: error instanceof ApiError ? error.message : 'The keys could not be rolled.',
        });
    }
  });
  const grace = form.watch('grace');
  return (
    <Dialog
      open
      onClose={onClose}
      title="Roll secret keys"
      description="New secret keys replace the current ones. The account owner gets an email with a one-time link to them."
    >
      <form noValidate onSubmit={submit} className="space-y-4" aria-label="Roll secret keys">
        <FormField label="The current secret keys stop working" error={errors.grace?.message}>
          <Select {...form.register('grace')}>
            {GRACES.map((g) => (
              <option key={g} value={g}>
                {ROLL_GRACE_LABELS[g]}
              </option>
            ))}
          </Select>
        </FormField>
        {grace === 'now' ? (
          <p className="text-sm text-amber-700">
            Your integration stops at once, until the owner opens the emailed link and you install the new
            key. Choose this when a key has leaked.
          </p>
        ) : null}
        <PinSubmit
          pin={form.register('pin', { required: 'Enter your transaction PIN' })}
          pinError={errors.pin?.message}
          serverError={errors.root?.server?.message}
          submitLabel="Roll keys"
          pending={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
