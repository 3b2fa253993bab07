import { Link } from '@tanstack/react-router';
import { AuthCard } from '#components/auth-card.tsx';
import { Button } from '#components/ui/button.tsx';

/** /auth/verfiy without a valid email (spec 000 §5). */
export function VerfiyInvalid() {
  return (
    <AuthCard
      title="Check your email"
      description="This link does not say which email address to verify. Sign in or create an account to get a new link."
    >
      <Button asChild className="w-full">
        <Link to="/auth/login">Back to sign in</Link>
      </Button>
    </AuthCard>
  );
}
