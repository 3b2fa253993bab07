import { zodResolver } from '@hookform/resolvers/zod';
import { PinDigits } from '@payrail/contract/pin';
import { ProofRequest } from '@payrail/contract/two-factor';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PinInput } from '#components/pin-input.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
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
  /** When given, the transaction PIN is offered as proof too (turning two-factor off). */
  onSubmitPin?: ((pin: string) => Promise<unknown>) | undefined;
  onClose: () => void;
};

const PinProof = z.object({ pin: PinDigits });

/**
 * Proof before two-factor is weakened: a code from the email (sent on request), from the
 * authenticator app, or a recovery code; where the caller allows it, the transaction PIN instead.
 * A refused code or PIN shows on its field (and is toasted).
 */
export function ProofDialog(props: ProofDialogProps) {
  const [withPin, setWithPin] = useState(false);
  return (
    <Dialog open onClose={props.onClose} title={props.title} description={props.description}>
      {withPin && props.onSubmitPin ? (
        <PinForm {...props} onSubmitPin={props.onSubmitPin} onUseCode={() => setWithPin(false)} />
      ) : (
        <CodeForm {...props} {...(props.onSubmitPin ? { onUsePin: () => setWithPin(true) } : {})} />
      )}
    </Dialog>
  );
}

function CodeForm(props: ProofDialogProps & { onUsePin?: () => void }) {
  const form = useForm({ resolver: zodResolver(ProofRequest), defaultValues: { two_factor_code: '' } });
  const submit = form.handleSubmit(async ({ two_factor_code }) => {
    try {
      await props.onSubmit(two_factor_code);
      props.onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['two_factor_code']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField
        label="Verification code"
        hint="From your email, your authenticator app, or one of your recovery codes"
        error={form.formState.errors.two_factor_code?.message}
      >
        <CodeInput allowRecovery {...form.register('two_factor_code')} />
      </FormField>
      <div className="flex flex-wrap gap-4">
        <Button variant="link" loading={props.emailing} onClick={props.onEmailCode}>
          Email me a code
        </Button>
        {props.onUsePin ? (
          <Button variant="link" onClick={props.onUsePin}>
            Use my transaction PIN instead
          </Button>
        ) : null}
      </div>
      <Actions {...props} />
    </form>
  );
}

function PinForm(
  props: ProofDialogProps & { onSubmitPin: (pin: string) => Promise<unknown>; onUseCode: () => void },
) {
  const form = useForm({ resolver: zodResolver(PinProof), defaultValues: { pin: '' } });
  const submit = form.handleSubmit(async ({ pin }) => {
    try {
      await props.onSubmitPin(pin);
      props.onClose();
    } catch (e) {
      applyServerErrors(e, form.setError, ['pin']);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormField label="Transaction PIN" error={form.formState.errors.pin?.message}>
        <PinInput {...form.register('pin')} />
      </FormField>
      <Button variant="link" onClick={props.onUseCode}>
        Use a verification code instead
      </Button>
      <Actions {...props} />
    </form>
  );
}

function Actions({ onClose, pending, confirmLabel }: ProofDialogProps) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" variant="danger" loading={pending}>
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
