import type { TwoFactorStatus } from '@payrail/contract/two-factor';
import { useState } from 'react';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useRemoveTotp } from '../api/remove-totp';
import { useResendTwoFactorCode } from '../api/resend-two-factor-code';
import { ProofDialog } from './proof-dialog';

type Props = {
  status: TwoFactorStatus;
  onSetUpApp: () => void;
  onNewRecoveryCodes: (codes: string[]) => void;
};

/** With two-factor on: the authenticator app (set up or remove) and the recovery codes left (replace). */
export function TwoFactorMethods({ status, onSetUpApp, onNewRecoveryCodes }: Props) {
  const [asking, setAsking] = useState<'remove-app' | 'new-codes' | null>(null);
  const remove = useRemoveTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const resend = useResendTwoFactorCode();
  const left = status.recoveryCodesRemaining;
  return (
    <div className="divide-y divide-slate-200 border-t border-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3 py-4">
        <div>
          <h3 className="font-medium text-slate-900">Authenticator app</h3>
          <p className="text-sm text-slate-600">
            {status.authenticatorApp
              ? 'Sign-in accepts a code from your app as well as the emailed code.'
              : 'Use codes from an app on your phone instead of waiting for an email.'}
          </p>
        </div>
        {status.authenticatorApp ? (
          <Button variant="secondary" onClick={() => setAsking('remove-app')}>
            Remove app
          </Button>
        ) : (
          <Button variant="secondary" onClick={onSetUpApp}>
            Set up app
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 py-4">
        <div>
          <h3 className="flex items-center gap-2 font-medium text-slate-900">
            Recovery codes
            <Badge tone={left > 2 ? 'neutral' : 'warning'}>{`${left} left`}</Badge>
          </h3>
          <p className="text-sm text-slate-600">
            {left === 0
              ? 'You have no recovery codes left. Create new ones so you can still sign in without your email or app.'
              : 'Each one signs you in once when you cannot get a code.'}
          </p>
        </div>
        <Button variant="secondary" onClick={() => setAsking('new-codes')}>
          Create new codes
        </Button>
      </div>
      {asking === 'remove-app' ? (
        <ProofDialog
          title="Remove the authenticator app?"
          description="Sign-in will then ask for the emailed code (or a recovery code). Prove it is you first."
          confirmLabel="Remove app"
          pending={remove.isPending}
          emailing={resend.isPending}
          onEmailCode={() => resend.mutate()}
          onSubmit={(code) => remove.mutateAsync(code)}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'new-codes' ? (
        <ProofDialog
          title="Create new recovery codes?"
          description="Your current recovery codes stop working. Prove it is you first."
          confirmLabel="Create new codes"
          pending={regenerate.isPending}
          emailing={resend.isPending}
          onEmailCode={() => resend.mutate()}
          onSubmit={async (code) =>
            onNewRecoveryCodes(
              (await regenerate.mutateAsync({ two_factor_code: code })).responseBody.recoveryCodes,
            )
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
