/**
 * Who bears the processing fee (settings/charge-payer) and a bank transfer of the wrong amount
 * (settings/wrong-transfer-charge-payer). Each saves as soon as it is chosen; the next checkout
 * follows it.
 */
import * as settings from '@payrail/contract/routes/settings';
import { Alert } from '#components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { missingReason, requirementOf } from '#lib/permissions.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { useChargePayer } from '../api/get-charge-payer';
import { useUpdateChargePayer } from '../api/update-charge-payer';
import { useUpdateWrongTransferChargePayer } from '../api/update-wrong-transfer-charge-payer';
import { BearerChoice } from './bearer-choice';

export function ChargeBearers() {
  const current = useChargePayer();
  const fee = useUpdateChargePayer();
  const wrong = useUpdateWrongTransferChargePayer();
  const { meets } = usePermissions();
  const reason = (
    endpoint: typeof settings.updateChargePayer | typeof settings.updateWrongTransferChargePayer,
  ) => {
    const need = requirementOf({ endpoint });
    return meets(need) ? undefined : missingReason(need);
  };
  if (current.isPending) return <Spinner label="Loading who bears the fees" />;
  if (current.isError) return <Alert tone="error">{current.error.message}</Alert>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who pays the fees</CardTitle>
        <CardDescription>
          Changes apply to the next checkout; payments already started keep their total.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <BearerChoice
          legend="Processing fee"
          name="charge-payer"
          value={fee.isPending ? fee.variables.person : current.data.person}
          options={{
            merchant: {
              label: 'My business',
              hint: 'Customers pay the price; the fee is taken from what you receive.',
            },
            customer: {
              label: 'The customer',
              hint: 'The fee is added to the price; you receive the full price.',
            },
          }}
          onChange={(person) => fee.mutate({ person })}
          busy={fee.isPending}
          disabledReason={reason(settings.updateChargePayer)}
        />
        <BearerChoice
          legend="A bank transfer of the wrong amount"
          name="wrong-transfer-bearer"
          value={wrong.isPending ? wrong.variables.wrong_transfer_bearer : current.data.wrong_transfer_bearer}
          options={{
            merchant: {
              label: 'My business',
              hint: 'A short transfer is kept as a part payment; an extra amount is kept too.',
            },
            customer: {
              label: 'The customer',
              hint: 'A short transfer is sent back and the payment fails; an extra amount is sent back.',
            },
          }}
          onChange={(wrong_transfer_bearer) => wrong.mutate({ wrong_transfer_bearer })}
          busy={wrong.isPending}
          disabledReason={reason(settings.updateWrongTransferChargePayer)}
        />
      </CardContent>
    </Card>
  );
}
