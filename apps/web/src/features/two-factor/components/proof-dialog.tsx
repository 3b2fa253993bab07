import { zodResolver } from '@hookform/resolvers/zod';
import { ProofRequest } from '@payrail/contract/two-factor';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { CodeInput } from './code-input';

type ProofDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  /** Emails a proof code; the answer is toasted by the mutation. */
  onEmailCode: () => void;
  emailing: boolean;
  /** Runs the change with the code; rejects with the server's refusal. */
  onSubmit: (code: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Proof before two-factor is weakened: a code from the email (sent on request), from the
 * authenticator app, or a recovery code. A refused code shows on the field (and is toasted).
 */
export function ProofDialog(props: ProofDialogProps) {
  const form = useForm({ resolver: zodResolver(ProofRequest), defaultValues: { two_factor_code: '' } });
  const error = form.formState.errors.two_factor_code?.message;
  const submit = form.handleSubmit(async ({ two_factor_code }) => {
    try {
      await props.onSubmit(two_factor_code);
      props.onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['two_factor_code']);
    }
  });
  return (
    <Dialog open onClose={props.onClose} title={props.title} description={props.description}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField
          label="Verification code"
          hint="From your email, your authenticator app, or one of your recovery codes"
          error={error}
        >
          <CodeInput allowRecovery {...form.register('two_factor_code')} />
        </FormField>
        <Button variant="link" loading={props.emailing} onClick={props.onEmailCode}>
          Email me a code
        </Button>
        <DialogActions>
          <Button variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={props.pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
