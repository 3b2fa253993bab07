import { parseMajor } from '@payrail/contract/money';
import { PAYOUT_MAX, PAYOUT_MIN, payoutFee } from '@payrail/contract/payouts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useRequestPayout } from '../api/request-payout';

/** Where the money goes: the default settlement account, as the page that opens the dialog knows it. */
export type PayoutDestination = { accountName: string; bankName: string; accountNumber: string };

type Fields = { amount: string; pin: string };

/**
 * The settlement request: an amount in naira and the transaction PIN, the fee and the total shown
 * before it is sent. One Idempotency-Key per opening of the dialog: a double submit, or a retry
 * after a lost answer, pays once. Refusals show on their field (amount, PIN) or above the buttons.
 */
export function RequestPayoutDialog({
  destination,
  onClose,
}: {
  destination: PayoutDestination;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const request = useRequestPayout();
  const form = useForm<Fields>({ defaultValues: { amount: '', pin: '' } });
  const minor = parseMajor(form.watch('amount'), 'NGN');
  const fee = minor !== undefined && minor > 0n ? payoutFee(minor, 'NGN') : undefined;

  const submit = form.handleSubmit(async ({ amount, pin }) => {
    const value = parseMajor(amount, 'NGN');
    if (value === undefined || value < BigInt(PAYOUT_MIN) || value > BigInt(PAYOUT_MAX)) {
      form.setError('amount', {
        message: `Enter an amount from ${formatMinor(PAYOUT_MIN, 'NGN')} to ${formatMinor(PAYOUT_MAX, 'NGN')}, like 5,000.00`,
      });
      return;
    }
    if (!/^\d{4}$/.test(pin)) {
      form.setError('pin', { message: 'Your PIN must be 4 digits' });
      return;
    }
    try {
      await request.mutateAsync({ body: { amount: Number(value), currency: 'NGN', pin }, idempotencyKey });
      onClose();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['amount', 'pin']))
        form.setError('root.server', { message: e instanceof Error ? e.message : 'The payout was not made' });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Request a payout"
      description={`To ${destination.accountName}, ${destination.bankName} · ${destination.accountNumber}`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField
          label="Amount (₦)"
          hint={
            fee !== undefined
              ? `Fee ${formatMinor(Number(fee), 'NGN')} · ${formatMinor(Number(minor! + fee), 'NGN')} leaves your balance`
              : 'The fee is ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above'
          }
          error={form.formState.errors.amount?.message}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="5,000.00" {...form.register('amount')} />
        </FormField>
        <PinSubmit
          pin={form.register('pin')}
          pinError={form.formState.errors.pin?.message}
          serverError={form.formState.errors.root?.server?.message}
          submitLabel="Request payout"
          pending={request.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
