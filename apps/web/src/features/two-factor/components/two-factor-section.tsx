import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Badge } from '#components/ui/badge.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { twoFactorInitiateQueryOptions } from '../api/get-two-factor-initiate';
import { twoFactorStatusQueryOptions } from '../api/get-two-factor-status';
import { useInitiateTwoFactor } from '../api/initiate-two-factor';
import { AuthenticatorDialog } from './authenticator-dialog';
import { EnableCodeForm } from './enable-code-form';
import { ProofDialog } from './proof-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { SignInMethods } from './sign-in-methods';
import { TwoFactorMethods } from './two-factor-methods';
import { TwoFactorSwitch } from './two-factor-switch';

type TwoFactorSectionProps = {
  /** Whether the transaction PIN may be offered as proof for turning off (set and not locked). */
  pinProof: boolean;
};

/**
 * The Security tab's two-factor section. The toggle starts enabling (a code is emailed, then
 * entered here) or asks for proof to disable. Recovery codes appear once, after enabling or
 * replacing them.
 */
export function TwoFactorSection({ pinProof }: TwoFactorSectionProps) {
  const status = useQuery(twoFactorStatusQueryOptions());
  const initiate = useQuery(twoFactorInitiateQueryOptions());
  const start = useInitiateTwoFactor();
  const disable = useDisableTwoFactor();
  const [dialog, setDialog] = useState<'disable' | 'app' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const descriptionId = useId();
  const showCodes = (next: string[]) => {
    setDialog(null);
    if (next.length) setCodes(next);
  };

  const body = () => {
    if (status.isPending || initiate.isPending) return <Spinner label="Loading two-factor settings" />;
    if (status.isError || initiate.isError) {
      return (
        <Alert tone="error">
          Two-factor settings could not be loaded.{' '}
          <Button variant="link" onClick={() => void Promise.all([status.refetch(), initiate.refetch()])}>
            Try again
          </Button>
        </Alert>
      );
    }
    if (status.data.enabled) {
      return (
        <TwoFactorMethods
          status={status.data}
          onSetUpApp={() => setDialog('app')}
          onNewRecoveryCodes={showCodes}
        />
      );
    }
    return (
      <div className="space-y-4">
        {initiate.data.initiated ? (
          <EnableCodeForm expiresAt={initiate.data.expiresAt} onEnabled={showCodes} />
        ) : null}
        <p className="text-sm text-slate-600">
          Prefer an app?{' '}
          <Button variant="link" onClick={() => setDialog('app')}>
            Use an authenticator app instead
          </Button>
        </p>
      </div>
    );
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            Two-factor authentication
            {status.data ? (
              <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
            ) : null}
          </h2>
          {enabled ? (
            <SignInMethods id={descriptionId} />
          ) : (
            <p id={descriptionId} className="text-sm text-slate-600">
              Add a second step at sign-in: a code sent to your email.
            </p>
          )}
        </div>
        {status.data ? (
          <TwoFactorSwitch
            checked={enabled}
            busy={start.isPending}
            describedBy={descriptionId}
            onToggle={() => (enabled ? setDialog('disable') : start.mutate())}
          />
        ) : null}
      </CardHeader>
      <CardContent>{body()}</CardContent>
      {dialog === 'disable' ? (
        <ProofDialog
          title="Turn off two-factor?"
          description="Signing in will need only your password. Your authenticator app and recovery codes are removed."
          confirmLabel="Turn off"
          pending={disable.isPending && disable.variables !== undefined}
          emailing={disable.isPending && disable.variables === undefined}
          onEmailCode={() => disable.mutate(undefined)}
          onSubmit={(code) => disable.mutateAsync({ code })}
          onSubmitPin={pinProof ? (p) => disable.mutateAsync({ pin: p }) : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'app' ? (
        <AuthenticatorDialog onClose={() => setDialog(null)} onConfirmed={showCodes} />
      ) : null}
      {codes ? <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} /> : null}
    </Card>
  );
}
