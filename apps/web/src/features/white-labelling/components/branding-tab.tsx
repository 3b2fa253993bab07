/**
 * The Branding tab of /others/settings: needs settings-all:read (a member without it is told why);
 * saving and resetting need settings-all:update (the buttons say so when missing).
 */
import * as wl from '@payrail/contract/routes/white-labelling';
import { Can } from '#components/can.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { missingReason, requirementOf } from '#lib/permissions.ts';
import { useWhiteLabel } from '../api/get-white-label';
import { BrandingForm } from './branding-form';

function Branding() {
  const current = useWhiteLabel();
  if (current.isError) return <Alert tone="error">{current.error.message}</Alert>;
  if (!current.data) return <Spinner label="Loading your branding" />;
  return (
    <>
      {current.data.isDefault ? (
        <Alert className="mb-4">
          Your pages use Payrail’s defaults: your business name, Payrail’s blue and no logo. Add your own
          below.
        </Alert>
      ) : null}
      <BrandingForm saved={current.data} />
    </>
  );
}

export function BrandingTab() {
  return (
    <Can
      endpoint={wl.getWhiteLabel}
      fallback={<Alert>{missingReason(requirementOf({ endpoint: wl.getWhiteLabel }))}</Alert>}
    >
      <Card>
        <CardHeader>
          <CardTitle>Branding</CardTitle>
          <CardDescription>
            Your logo, name, colour and support contact on your pay pages, receipts and customer emails.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Branding />
        </CardContent>
      </Card>
    </Can>
  );
}
