import { zodResolver } from '@hookform/resolvers/zod';
import { AcceptInvitation, type InvitationPreview } from '@payrail/contract/team';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AuthCard, textLink } from '#components/auth-card.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

const JoinForm = AcceptInvitation.pick({ firstName: true, lastName: true, password: true });
type JoinValues = z.input<typeof JoinForm>;
const INVALID = 'This invitation link is incomplete. Ask for a new one.';

/**
 * /auth/accept-invite?token=…: who invites you (GET invitation), then your name and a password
 * (POST accept-invitation). The answer signs you in; you land on the first area your role opens.
 */
export function AcceptInvitePage() {
  const { token = '' } = useSearch({ from: '/auth/accept-invite' });
  const invitation = useInvitation(token);
  if (token.length < 20) return <InvalidInvitation message={INVALID} />;
  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError) return <InvalidInvitation message={invitation.error.message} />;
  return <JoinTeam token={token} invitation={invitation.data} />;
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthCard title="Invitation not valid">
      <Alert tone="error">{message}</Alert>
      <p className="text-center text-sm text-slate-600">
        Already on the team?{' '}
        <Link to="/auth/login" className={textLink}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function JoinTeam({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const form = useForm<JoinValues, unknown, z.output<typeof JoinForm>>({
    resolver: zodResolver(JoinForm),
    defaultValues: { firstName: invitation.firstName, lastName: invitation.lastName, password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(
      { ...values, token },
      {
        onSuccess: () => void navigate({ to: '/', replace: true }),
        onError: (error) => applyServerErrors(error, form.setError, ['firstName', 'lastName', 'password']),
      },
    ),
  );
  return (
    <AuthCard
      title={`Join ${invitation.merchantName} on Payrail`}
      description={
        <>
          {invitation.invitedBy} invited{' '}
          <span className="font-medium text-slate-900">{invitation.email}</span>. Choose your password to
          join.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
        <Button type="submit" className="w-full" loading={accept.isPending}>
          Accept invitation
        </Button>
      </form>
    </AuthCard>
  );
}
