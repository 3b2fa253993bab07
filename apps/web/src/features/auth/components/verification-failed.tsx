import { ClientErrors } from '@payrail/contract/errors';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { CircleX } from 'lucide-react';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { ResendVerificationForm } from './resend-verification-form';

/**
 * The failure view of /auth/verified: what happened (the server's message, or 'Unable to verify
 * email'), why a link stops working, and a way to get a new one without signing in.
 */
export function VerificationFailed({ error }: ErrorComponentProps) {
  const message = error instanceof Error && error.message ? error.message : ClientErrors.verificationFallback;
  return (
    <AuthCard
      title="Verification failed"
      footer={
        <Link to="/auth/login" className={textLink}>
          Back to sign in
        </Link>
      }
    >
      <div className="flex items-start gap-3">
        <CircleX aria-hidden="true" className="size-6 shrink-0 text-red-600" />
        <div className="space-y-2 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{message}</p>
          <p>
            A verification link works once and expires 24 hours after it was sent, and a newer link replaces
            it. If you have already verified your address, you can sign in.
          </p>
          <p>Otherwise, enter your email address and we will send you a new link.</p>
        </div>
      </div>
      <ResendVerificationForm />
    </AuthCard>
  );
}
