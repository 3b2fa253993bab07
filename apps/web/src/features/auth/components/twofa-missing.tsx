import { Link } from '@tanstack/react-router';
import { AuthCard } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';

/** /auth/twofa without a valid challenge id (spec 000 §5: id must be a number). */
export function TwoFaMissing() {
  return (
    <AuthCard
      title="Two-factor verification"
      description="This page belongs to a sign-in attempt, and the link has lost it. Sign in again to get a new code."
    >
      <Button asChild className="w-full">
        <Link to="/auth/login">Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}
