/**
 * Changing the PIN: current, new and confirmation. Errors come back to the form without a toast:
 * a wrong current PIN (with the attempts left) on its field, anything else (a lock) above the button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePinRequest } from '@payrail/contract/pin';
import { useForm } from 'react-hook-form';
import { PinInput } from '#components/pin-input.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { ApiError } from '#lib/api-error.ts';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useChangePin } from '../api/change-pin';

type Values = { currentPin: string; newPin: string; confirmPin: string };
const FIELDS = ['currentPin', 'newPin', 'confirmPin'] as const;
const EMPTY: Values = { currentPin: '', newPin: '', confirmPin: '' };

export function ChangePinForm() {
  const change = useChangePin();
  const form = useForm<Values>({ resolver: zodResolver(ChangePinRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: error instanceof ApiError ? error.message : 'The PIN could not be changed.',
        });
      form.setValue('currentPin', '');
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change transaction PIN">
      <FormField label="Current PIN" error={errors.currentPin?.message}>
        <PinInput {...form.register('currentPin')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="New PIN" error={errors.newPin?.message}>
          <PinInput {...form.register('newPin')} />
        </FormField>
        <FormField label="Confirm new PIN" error={errors.confirmPin?.message}>
          <PinInput {...form.register('confirmPin')} />
        </FormField>
      </div>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <Button type="submit" loading={isSubmitting}>
        Change PIN
      </Button>
    </form>
  );
}
