/**
 * The webhook signing secret (`whsec_…`): hidden until asked for, copied with one click, rolled
 * after a confirmation (the old secret stops verifying at once).
 */
import * as routes from '@payrail/contract/routes/api-configuration';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { PermissionButton } from '#components/permission-button.tsx';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { notify } from '#lib/notify.ts';
import { useUpdateApiConfiguration } from '../api/update-api-configuration';

export const SECRET_ROLLED = 'Signing secret rolled. Update it on your server.';

export function SigningSecret({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const roll = useUpdateApiConfiguration(SECRET_ROLLED);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      notify.success('Signing secret copied');
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('Could not copy the secret; show it and copy it yourself.');
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Verify every webhook with this secret and any Standard Webhooks library (see the webhooks guide).
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm">
          {shown ? secret : `whsec_${'•'.repeat(12)}`}
        </code>
        <Button size="sm" variant="secondary" onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide' : 'Show'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copy secret
        </Button>
        <PermissionButton
          endpoint={routes.updateApiConfiguration}
          size="sm"
          variant="secondary"
          onClick={() => setConfirming(true)}
        >
          Roll secret
        </PermissionButton>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Roll the signing secret?"
          description="A new secret replaces this one at once: webhooks signed with it no longer verify on a server that still has the old one."
          confirmLabel="Roll secret"
          pending={roll.isPending}
          error={roll.error}
          onConfirm={() =>
            roll.mutate({ rollWebhookSecret: true }, { onSuccess: () => setConfirming(false) })
          }
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
