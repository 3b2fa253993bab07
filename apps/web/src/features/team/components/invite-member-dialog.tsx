import { zodResolver } from '@hookform/resolvers/zod';
import { InviteMember } from '@payrail/contract/team';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useRoles } from '../api/get-roles';
import { useRegisterMember } from '../api/register-member';
import { RoleSelect } from './role-select';
import { SubAccountPicker } from './sub-account-picker';

const InviteForm = InviteMember.extend({ roleName: z.string().trim().min(1, 'Choose a role') });
type InviteValues = z.input<typeof InviteForm>;
const EMPTY: InviteValues = { firstName: '', lastName: '', email: '', roleName: '', subAccountIds: [] };

/** 'Invite member': name, email, a role and optional sub-accounts → POST register-member. */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Invite member"
      description="We email them a link to join your team. It works once and expires in 7 days."
    >
      <InviteMemberForm onDone={onClose} />
    </Dialog>
  );
}

function InviteMemberForm({ onDone }: { onDone: () => void }) {
  const roles = useRoles();
  const invite = useRegisterMember();
  const form = useForm<InviteValues, unknown, z.output<typeof InviteForm>>({
    resolver: zodResolver(InviteForm),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(
      { ...values, subAccountIds: values.subAccountIds?.length ? values.subAccountIds : undefined },
      {
        onSuccess: onDone,
        onError: (error) =>
          applyServerErrors(error, form.setError, ['firstName', 'lastName', 'email', 'roleName']),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email address" error={errors.email?.message}>
        <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField
        label="Role"
        error={errors.roleName?.message ?? (roles.isError ? roles.error.message : undefined)}
      >
        <RoleSelect roles={roles.data ?? []} disabled={roles.isPending} {...form.register('roleName')} />
      </FormField>
      <Controller
        control={form.control}
        name="subAccountIds"
        render={({ field }) => <SubAccountPicker value={field.value ?? []} onChange={field.onChange} />}
      />
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </DialogActions>
    </form>
  );
}
