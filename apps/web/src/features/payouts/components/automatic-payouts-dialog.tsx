import { parseMajor, toDecimal } from '@payrail/contract/money';
import type { AutomaticPayouts } from '@payrail/contract/payout-schedule';
import { useForm } from 'react-hook-form';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Checkbox } from '#components/ui/checkbox.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useSaveAutomaticPayouts } from '../api/automatic-payouts';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

type Fields = {
  enabled: boolean;
  frequency: 'daily' | 'weekly';
  weekday: string;
  minimum: string;
  pin: string;
};

/** The automatic payouts setting: on or off, daily or a weekday, the minimum in naira, the PIN. */
export function AutomaticPayoutsDialog({
  current,
  onClose,
}: {
  current: AutomaticPayouts;
  onClose: () => void;
}) {
  const save = useSaveAutomaticPayouts();
  const form = useForm<Fields>({
    defaultValues: {
      enabled: current.enabled,
      frequency: current.frequency,
      weekday: String(current.weekday ?? 1),
      minimum: toDecimal(BigInt(current.minimum), 'NGN'),
      pin: '',
    },
  });
  const weekly = form.watch('frequency') === 'weekly';
  const submit = form.handleSubmit(async (v) => {
    const minimum = parseMajor(v.minimum, 'NGN');
    if (minimum === undefined || minimum <= 0n)
      return form.setError('minimum', { message: 'Enter an amount like 50,000.00' });
    try {
      await save.mutateAsync({
        enabled: v.enabled,
        frequency: v.frequency,
        weekday: weekly ? Number(v.weekday) : null,
        minimum: Number(minimum),
        pin: v.pin,
      });
      onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['minimum', 'weekday', 'pin']);
    }
  });
  const { errors } = form.formState;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Automatic payouts"
      description="At 09:00 (Lagos) your available balance, less the payout fee, goes to your settlement account."
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Pay out automatically">
          <Checkbox {...form.register('enabled')} />
        </FormField>
        <FormField label="How often">
          <Select {...form.register('frequency')}>
            <option value="daily">Every day</option>
            <option value="weekly">Once a week</option>
          </Select>
        </FormField>
        {weekly ? (
          <FormField label="On" error={errors.weekday?.message}>
            <Select {...form.register('weekday')}>
              {WEEKDAYS.map((d, i) => (
                <option key={d} value={String(i + 1)}>
                  {d}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        <FormField
          label="Minimum balance (₦)"
          hint="Nothing is paid below it"
          error={errors.minimum?.message}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('minimum')} />
        </FormField>
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
