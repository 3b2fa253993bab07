/**
 * The end of every form that moves money (a payout, a refund, a conversion, automatic payouts):
 * the transaction PIN, the server's refusal when there is one, then Cancel and the action.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PinInput } from '#components/pin-input.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';

type PinSubmitProps = {
  /** The form's registration of its `pin` field. */
  pin: UseFormRegisterReturn;
  pinError?: string | undefined;
  /** The refusal the server gave, shown above the buttons. */
  serverError?: string | undefined;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
};

export function PinSubmit({ pin, pinError, serverError, submitLabel, pending, onCancel }: PinSubmitProps) {
  return (
    <>
      <FormField label="Transaction PIN" error={pinError}>
        <PinInput {...pin} />
      </FormField>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
