import { Link, useSearch } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { AuthCard } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';
import { useVerifyEmail } from '../api/verify-email';

/** /auth/verified after the loader verified the link (failures render VerificationFailed). */
export function VerifiedPage() {
  const { email_verify_url } = useSearch({ from: '/auth/verified' });
  const { data } = useVerifyEmail(email_verify_url);
  return (
    <AuthCard title="Email successfully verified">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">{data.email}</span> is confirmed. You can sign in to
          your dashboard now.
        </p>
      </div>
      <Button asChild className="w-full">
        <Link to="/auth/login">Continue to sign in</Link>
      </Button>
    </AuthCard>
  );
}
