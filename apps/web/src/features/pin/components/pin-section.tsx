/**
 * Settings → Security → Transaction PIN: set it the first time, change it with the current one,
 * or have a new one emailed ("Forgot PIN?"). After five wrong PINs, PIN use is locked for a while
 * (longer with each lock; signing in again does not unlock it); the section says until when instead
 * of offering the change form.
 */
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#components/ui/card.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { usePinStatus } from '../api/check-pin';
import { useSendNewPin } from '../api/send-new-pin';
import { ChangePinForm } from './change-pin-form';
import { SetPinForm } from './set-pin-form';

export function PinSection() {
  const status = usePinStatus();
  const sendNew = useSendNewPin();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Transaction PIN</h2>
        <p className="text-sm text-slate-600">A 4-digit PIN that approves money leaving your account.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending ? (
          <div className="flex justify-center py-6 text-brand-700">
            <Spinner label="Loading your PIN status" />
          </div>
        ) : status.isError ? (
          <div className="space-y-3">
            <Alert tone="error">Your PIN status could not be loaded. {status.error.message}</Alert>
            <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </div>
        ) : !status.data.hasPin ? (
          <SetPinForm />
        ) : (
          <>
            {status.data.locked ? (
              <Alert tone="error">
                PIN use is locked after five wrong PINs
                {status.data.lockedUntil
                  ? ` until ${new Date(status.data.lockedUntil).toLocaleString()}`
                  : ''}
                . A new PIN sent by email works once the lock ends.
              </Alert>
            ) : (
              <ChangePinForm />
            )}
            <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-600">
              <span>Forgot PIN?</span>
              <Button variant="link" onClick={() => sendNew.mutate()} loading={sendNew.isPending}>
                Send me a new one
              </Button>
              <span className="basis-full text-xs text-slate-500">
                We email you a new PIN and your current one stops working.
              </span>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
