import { CURRENCIES, type Currency, isCurrency, parseMajor } from '@payrail/contract/money';
import { REFUND_REASON_MAX } from '@payrail/contract/refunds';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useRefundTransaction } from '../api/refunds';

type Fields = { amount: string; reason: string; pin: string };

/** Minor units as the amount field shows them (no grouping: it is typed back as it is). */
const toMajor = (minor: number, currency: Currency) => {
  const exponent = CURRENCIES[currency].exponent;
  return (minor / 10 ** exponent).toFixed(exponent);
};

/**
 * A refund of the payment: the amount (the refundable remainder by default, shown), a reason and the
 * transaction PIN. One Idempotency-Key per opening of the dialog: a double submit, or a retry after
 * a lost answer, refunds once. Refusals show on their field or above the buttons.
 */
export function RefundDialog({
  transactionId,
  currency,
  refundable,
  onClose,
}: {
  transactionId: string;
  currency: string;
  refundable: number;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = useRefundTransaction();
  const cur: Currency = isCurrency(currency) ? currency : 'NGN';
  const form = useForm<Fields>({ defaultValues: { amount: toMajor(refundable, cur), reason: '', pin: '' } });

  const submit = form.handleSubmit(async ({ amount, reason, pin }) => {
    const value = parseMajor(amount, cur);
    if (value === undefined || value <= 0n || value > BigInt(refundable)) {
      form.setError('amount', {
        message: `Enter an amount up to ${formatMinor(refundable, currency)}, like ${toMajor(refundable, cur)}`,
      });
      return;
    }
    if (!reason.trim()) {
      form.setError('reason', { message: 'Enter a reason for the refund' });
      return;
    }
    if (!/^\d{4}$/.test(pin)) {
      form.setError('pin', { message: 'Your PIN must be 4 digits' });
      return;
    }
    try {
      await refund.mutateAsync({
        id: transactionId,
        body: { amount: Number(value), reason: reason.trim(), pin },
        idempotencyKey,
      });
      onClose();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['amount', 'reason', 'pin']))
        form.setError('root.server', { message: e instanceof Error ? e.message : 'The refund was not made' });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Refund this payment"
      description={`Up to ${formatMinor(refundable, currency)} can be refunded. It leaves your balance now.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField
          label={`Amount (${currency})`}
          hint={`Refundable: ${formatMinor(refundable, currency)}`}
          error={form.formState.errors.amount?.message}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </FormField>
        <FormField label="Reason" error={form.formState.errors.reason?.message}>
          <Input maxLength={REFUND_REASON_MAX} autoComplete="off" {...form.register('reason')} />
        </FormField>
        <PinSubmit
          pin={form.register('pin')}
          pinError={form.formState.errors.pin?.message}
          serverError={form.formState.errors.root?.server?.message}
          submitLabel="Refund"
          pending={refund.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
