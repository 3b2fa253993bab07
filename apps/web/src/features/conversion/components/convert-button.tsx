/**
 * The balances page's "Convert USD to NGN" button (mounted by the route, features/balances leaves
 * the slot): disabled with the reason for a member without balances:create; opens the dialog.
 */
import * as conversion from '@payrail/contract/routes/conversion';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { ConvertDialog } from './convert-dialog';

export function ConvertButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionButton endpoint={conversion.makeWalletConversion} onClick={() => setOpen(true)}>
        Convert USD to NGN
      </PermissionButton>
      {open ? <ConvertDialog from="USD" onClose={() => setOpen(false)} /> : null}
    </>
  );
}
