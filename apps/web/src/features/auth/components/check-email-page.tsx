import { Link, useSearch } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';
import { useResendVerification } from '../api/resend-verification';

/** /auth/verfiy?email=…: after sign-up, or signing in before verifying. */
export function CheckEmailPage() {
  const { email } = useSearch({ from: '/auth/verfiy' });
  const resend = useResendVerification();
  return (
    <AuthCard
      title="Check your email"
      footer={
        <Link to="/auth/login" className={textLink}>
          Back to sign in
        </Link>
      }
    >
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p className="text-sm text-slate-700">
          We sent a verification link to <span className="font-medium break-all text-slate-900">{email}</span>
          . Open it to activate your account. It can take a minute to arrive; check your spam folder too.
        </p>
      </div>
      <Button
        variant="secondary"
        className="w-full"
        loading={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        Resend verification link
      </Button>
    </AuthCard>
  );
}
