import { zodResolver } from '@hookform/resolvers/zod';
import { CreateRole } from '@payrail/contract/team-roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { ListStatus } from '#components/ui/list-status.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { useCreateRole } from '../api/create-role';
import { useFeatures } from '../api/get-features';
import { useGrantable } from '../hooks/use-grantable';
import { permissionList, togglePermission } from '../lib/permission-matrix';
import { PermissionMatrix } from './permission-matrix';

const RoleForm = CreateRole.pick({ name: true, description: true });
type RoleValues = z.input<typeof RoleForm>;

/** 'Create role': a name, a description and its permissions → POST roles. */
export function CreateRoleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Create role"
      description="Pick what members with this role may see and do."
    >
      <CreateRoleForm onDone={onClose} />
    </Dialog>
  );
}

function CreateRoleForm({ onDone }: { onDone: () => void }) {
  const features = useFeatures();
  const create = useCreateRole();
  const grantable = useGrantable();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const form = useForm<RoleValues, unknown, z.output<typeof RoleForm>>({
    resolver: zodResolver(RoleForm),
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, permissions: permissionList(selected) },
      {
        onSuccess: onDone,
        onError: (error) => applyServerErrors(error, form.setError, ['name', 'description']),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField label="Role name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Input autoComplete="off" {...form.register('description')} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Permissions</legend>
        <ListStatus
          status={features.status}
          error={features.error}
          onRetry={() => void features.refetch()}
          isEmpty={(features.data ?? []).length === 0}
          empty="No features to choose from."
          loadingLabel="Loading features"
        >
          <PermissionMatrix
            features={features.data ?? []}
            selected={selected}
            grantable={grantable}
            onToggle={(p, on) => setSelected((s) => togglePermission(s, p, on))}
          />
        </ListStatus>
      </fieldset>
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create role
        </Button>
      </DialogActions>
    </form>
  );
}
