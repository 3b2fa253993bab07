/** Setting the first PIN: the PIN and its confirmation, validated with the contract's schema. */
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterPinRequest } from '@payrail/contract/pin';
import { useForm } from 'react-hook-form';
import { PinInput } from '#components/pin-input.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useRegisterPin } from '../api/register-pin';

type Values = { pin: string; confirmPin: string };
const FIELDS = ['pin', 'confirmPin'] as const;

export function SetPinForm() {
  const register = useRegisterPin();
  const form = useForm<Values>({
    resolver: zodResolver(RegisterPinRequest),
    defaultValues: { pin: '', confirmPin: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Set transaction PIN">
      <p className="text-sm text-slate-600">
        Choose 4 digits that are hard to guess. You will enter this PIN to approve payouts and transfers.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="New PIN" error={errors.pin?.message}>
          <PinInput {...form.register('pin')} />
        </FormField>
        <FormField label="Confirm new PIN" error={errors.confirmPin?.message}>
          <PinInput {...form.register('confirmPin')} />
        </FormField>
      </div>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Button type="submit" loading={isSubmitting}>
        Set PIN
      </Button>
    </form>
  );
}
