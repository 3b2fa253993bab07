import { parseMajor } from '@payrail/contract/money';
import type {
  FundsTransferRequestInfo,
  SubAccountTransferDirection,
} from '@payrail/contract/sub-account-transfers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PinSubmit } from '#components/pin-submit.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { Select } from '#components/ui/select.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { formatMinor } from '#lib/money-text.ts';
import { useFundsTransferRequest } from '../api/get-funds-transfer-request';
import { useRequestFundsTransfer } from '../api/request-funds-transfer';

type Currency = FundsTransferRequestInfo['defaultCurrency'];
type Fields = { amount: string; currency: Currency; direction: SubAccountTransferDirection; pin: string };

const DIRECTION_LABELS: Record<SubAccountTransferDirection, string> = {
  to_main: 'From the sub-account to the main account',
  to_sub_account: 'From the main account to the sub-account',
};

/**
 * The sub-account funds transfer (issue 15): loads what it needs once `uuid` exists, then an amount,
 * the currency, the direction (when the member may use both) and the transaction PIN. The source's
 * available balance is shown, and an amount above it is refused before anything is sent. One
 * Idempotency-Key per opening: a double submit, or a retry after a lost answer, moves the money once.
 */
export function FundsTransferDialog({ uuid, onClose }: { uuid: string | undefined; onClose: () => void }) {
  const info = useFundsTransferRequest(uuid);
  return (
    <Dialog open onClose={onClose} title="Transfer funds" description={info.data?.subAccount.name}>
      {info.status === 'pending' ? (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner label="Loading balances" />
        </div>
      ) : info.status === 'error' ? (
        <Alert tone="error">{info.error.message}</Alert>
      ) : (
        <TransferForm uuid={info.data.subAccount.uuid} info={info.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function TransferForm({
  uuid,
  info,
  onClose,
}: {
  uuid: string;
  info: FundsTransferRequestInfo;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const transfer = useRequestFundsTransfer();
  const form = useForm<Fields>({
    defaultValues: { amount: '', currency: info.defaultCurrency, direction: 'to_main', pin: '' },
  });
  const currency = form.watch('currency');
  const direction = form.watch('direction');
  const balance = info.balances.find((b) => b.currency === currency);
  const source = direction === 'to_main' ? balance?.subAccountAvailable : balance?.mainAvailable;

  const submit = form.handleSubmit(async (v) => {
    const minor = parseMajor(v.amount, v.currency);
    const { minimum, maximum } = info.limits;
    if (minor === undefined || minor < BigInt(minimum) || minor > BigInt(maximum)) {
      form.setError('amount', {
        message: `Enter an amount from ${formatMinor(minimum, v.currency)} to ${formatMinor(maximum, v.currency)}`,
      });
      return;
    }
    if (source !== undefined && source !== null && minor > BigInt(source)) {
      form.setError('amount', { message: `Only ${formatMinor(source, v.currency)} is available` });
      return;
    }
    if (!/^\d{4}$/.test(v.pin)) {
      form.setError('pin', { message: 'Your PIN must be 4 digits' });
      return;
    }
    try {
      await transfer.mutateAsync({
        uuid,
        body: { amount: Number(minor), currency: v.currency, direction: v.direction, pin: v.pin },
        idempotencyKey,
      });
      onClose();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['amount', 'currency', 'direction', 'pin']))
        form.setError('root.server', {
          message: e instanceof Error ? e.message : 'The transfer was not made',
        });
    }
  });

  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {info.directions.length > 1 && (
        <FormField label="Direction" error={errors.direction?.message}>
          <Select {...form.register('direction')}>
            {info.directions.map((d) => (
              <option key={d} value={d}>
                {DIRECTION_LABELS[d]}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label="Currency" error={errors.currency?.message}>
        <Select {...form.register('currency')}>
          {info.balances.map((b) => (
            <option key={b.currency} value={b.currency}>
              {b.currency}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label="Amount"
        hint={
          source !== undefined && source !== null
            ? `${formatMinor(source, currency)} available ${direction === 'to_main' ? 'in the sub-account' : 'in the main account'}`
            : undefined
        }
        error={errors.amount?.message}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="5,000.00" {...form.register('amount')} />
      </FormField>
      <PinSubmit
        pin={form.register('pin')}
        pinError={errors.pin?.message}
        serverError={errors.root?.server?.message}
        submitLabel="Transfer"
        pending={transfer.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
