import * as webhooks from '@payrail/contract/routes/webhooks';
import { Send } from 'lucide-react';
import { PermissionButton } from '#components/permission-button.tsx';
import { useResendWebhook } from '../api/resend-webhook';

/** Sends the payment's latest event again, as a new delivery that shows in the list above. */
export function ResendWebhook({ id }: { id: string }) {
  const resend = useResendWebhook();
  return (
    <PermissionButton
      endpoint={webhooks.resendWebhook}
      size="sm"
      variant="secondary"
      className="mt-3"
      loading={resend.isPending}
      onClick={() => resend.mutate(id)}
    >
      <Send aria-hidden="true" className="size-4" />
      Resend webhook
    </PermissionButton>
  );
}
