/**
 * The profile form: first and last name, phone, and the business name for the merchant's owner
 * (others see it read-only). Validated with the contract's schema; the server's field errors land
 * on the fields. The email address cannot be changed here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ownerAccess } from '@payrail/contract/endpoint';
import { type Profile, UpdateProfileRequest } from '@payrail/contract/profile';
import { useForm } from 'react-hook-form';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { FormField } from '#components/ui/form-field.tsx';
import { Input } from '#components/ui/input.tsx';
import { applyServerErrors } from '#lib/form-errors.ts';
import { usePermissions } from '#lib/use-permissions.ts';
import { useUpdateProfile } from '../api/update-profile';

type Values = { firstName: string; lastName: string; phone: string; businessName?: string | undefined };
const FIELDS = ['firstName', 'lastName', 'phone', 'businessName'] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  // The business name is the owner's to change (updateProfile refuses it from members).
  const isOwner = usePermissions().meets(ownerAccess);
  const update = useUpdateProfile();
  const form = useForm<Values>({
    resolver: zodResolver(UpdateProfileRequest),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      ...(isOwner ? { businessName: profile.businessName } : {}),
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = { firstName: values.firstName, lastName: values.lastName, phone: values.phone };
    try {
      await update.mutateAsync({
        id: profile.id,
        body:
          isOwner && values.businessName !== undefined
            ? { ...body, businessName: values.businessName }
            : body,
      });
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" maxLength={80} {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" maxLength={80} {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField
        label="Phone number"
        error={errors.phone?.message}
        hint="A Nigerian number (0803 123 4567) or an international one starting with +."
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label="Email address" hint="Your sign-in address. It cannot be changed here.">
        <Input value={profile.email} readOnly disabled />
      </FormField>
      {isOwner ? (
        <FormField label="Business name" error={errors.businessName?.message}>
          <Input autoComplete="organization" maxLength={120} {...form.register('businessName')} />
        </FormField>
      ) : (
        <FormField label="Business name" hint="Only the account owner can change it.">
          <Input value={profile.businessName} readOnly disabled />
        </FormField>
      )}
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
