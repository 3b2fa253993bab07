import { ClientErrors } from '@payrail/contract/errors';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { CircleX } from 'lucide-react';
import { AuthCard } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';

/** The failure view of /auth/verified: the error's message or 'Unable to verify email'. */
export function VerificationFailed({ error }: ErrorComponentProps) {
  const message = error instanceof Error && error.message ? error.message : ClientErrors.verificationFallback;
  return (
    <AuthCard title="Verification failed">
      <div className="flex items-start gap-3">
        <CircleX aria-hidden="true" className="size-6 shrink-0 text-red-600" />
        <div className="space-y-2 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{message}</p>
          <p>Links work once and expire. Signing in with an unverified address sends you a fresh link.</p>
        </div>
      </div>
      <Button asChild className="w-full">
        <Link to="/auth/login">Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}
